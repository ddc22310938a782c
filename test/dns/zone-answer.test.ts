// What the authoritative name server answers about an agent ingress zone (server/dns/zone-answer.ts): given a
// question, want the response code, the answer and the authority sections.
import type { Question } from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { answerFromZone, type Zone } from '../../server/dns/zone-answer.js';

const zone: Zone = {
  domain: 'example.com',
  nsTargets: ['ns1.dns.test', 'ns2.dns.test'],
  regionDomains: ['us.example.com', 'eu.example.com'],
  agentAddress: '192.0.2.10',
  challenges: new Map([['_acme-challenge.example.com', ['token-a', 'token-b']]]),
};
const soa = {
  type: 'SOA',
  name: 'example.com',
  ttl: 60,
  data: { mname: 'ns1.dns.test', rname: 'hostmaster.example.com', serial: 1, refresh: 3600, retry: 600, expire: 604800, minimum: 60 },
};
const q = (name: string, type: string): Question => ({ name, type, class: 'IN' }) as Question;

describe('answerFromZone', () => {
  it.each([
    ['SOA at the apex', q('example.com', 'SOA'), 'NOERROR', [soa], []],
    [
      'NS at the apex, case-insensitive, absolute',
      q('EXAMPLE.com.', 'NS'),
      'NOERROR',
      [
        { type: 'NS', name: 'example.com', ttl: 60, data: 'ns1.dns.test' },
        { type: 'NS', name: 'example.com', ttl: 60, data: 'ns2.dns.test' },
      ],
      [],
    ],
    ['A of a region domain', q('us.example.com', 'A'), 'NOERROR', [{ type: 'A', name: 'us.example.com', ttl: 60, data: '192.0.2.10' }], []],
    ['AAAA of a region domain with an IPv4 endpoint: NODATA', q('us.example.com', 'AAAA'), 'NOERROR', [], [soa]],
    [
      'TXT of a pending challenge, never cached',
      q('_acme-challenge.example.com', 'TXT'),
      'NOERROR',
      [
        { type: 'TXT', name: '_acme-challenge.example.com', ttl: 0, data: 'token-a' },
        { type: 'TXT', name: '_acme-challenge.example.com', ttl: 0, data: 'token-b' },
      ],
      [],
    ],
    ['a name the zone does not have: NXDOMAIN', q('www.example.com', 'A'), 'NXDOMAIN', [], [soa]],
    ['below a region domain: NXDOMAIN', q('x.us.example.com', 'A'), 'NXDOMAIN', [], [soa]],
    ['A at the apex: NODATA', q('example.com', 'A'), 'NOERROR', [], [soa]],
    ['an unsupported type: NODATA', q('example.com', 'SRV'), 'NOERROR', [], [soa]],
  ])('%s', (_, question, rcode, answers, authorities) => {
    expect(answerFromZone(question, zone)).toEqual({ rcode, authoritative: true, answers, authorities });
  });

  it('ANY returns every record of the name', () => {
    expect(answerFromZone(q('example.com', 'ANY'), zone).answers.map((record) => record.type)).toEqual(['SOA', 'NS', 'NS']);
  });

  it('an IPv6 endpoint gives AAAA records', () => {
    expect(answerFromZone(q('eu.example.com', 'AAAA'), { ...zone, agentAddress: '2001:db8::10' }).answers).toEqual([
      { type: 'AAAA', name: 'eu.example.com', ttl: 60, data: '2001:db8::10' },
    ]);
  });

  it('an empty non-terminal above a challenge exists (NODATA, not NXDOMAIN)', () => {
    const pending = { ...zone, challenges: new Map([['_acme-challenge.app.example.com', ['t']]]) };
    expect(answerFromZone(q('app.example.com', 'A'), pending)).toMatchObject({ rcode: 'NOERROR', answers: [] });
  });

  it('refuses a name outside every zone, without authority', () => {
    expect(answerFromZone(q('example.org', 'A'), undefined)).toEqual({ rcode: 'REFUSED', authoritative: false, answers: [], authorities: [] });
  });
});
