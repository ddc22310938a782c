// What the ingress DNS server logs (server/ingress-certificates/ingress-services.ts dnsLogging): the zone lookups
// read the database, so their failures go through a FailureLog (one line when they start failing, one when they are
// answered again); the UDP socket's errors are not the database's and are logged each on its own line, without
// marking the lookups failing (which would hide the next database failure's line and report it "working again").
import { Resolver } from 'node:dns/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../server/dns/dns-server.js';
import type { Zone } from '../../server/dns/zone-answer.js';
import { dnsLogging } from '../../server/ingress-certificates/ingress-services.js';

const ZONE: Zone = {
  domain: 'shop.example.test',
  nsTargets: ['ns1.dns.test'],
  regionDomains: ['us.shop.example.test'],
  agentAddress: '192.0.2.10',
  challenges: new Map(),
};
const FAILING = 'dns: connection refused; retrying (logged again once it works)';

let dns: DnsServer | undefined;
afterEach(async () => {
  await dns?.close();
  dns = undefined;
});

describe('the ingress DNS server logging', () => {
  it("logs a socket error on its own line, leaving the lookups' state alone", async () => {
    const lines: string[] = [];
    let databaseUp = true;
    const logging = dnsLogging(
      async (name) => {
        if (!databaseUp) throw new Error('connection refused');
        return name.endsWith(ZONE.domain) ? ZONE : undefined;
      },
      (line) => lines.push(line),
    );

    // A socket error while the database is fine: its own line, and no "working again" at the next answer.
    logging.onError(Object.assign(new Error('send EHOSTUNREACH 192.0.2.1:53'), { code: 'EHOSTUNREACH' }));
    expect(await logging.zoneOf('us.shop.example.test')).toBe(ZONE);
    expect(lines).toEqual(['dns: send EHOSTUNREACH 192.0.2.1:53']);

    // Then the database goes away: its first failure still gets its line, and a socket error meanwhile its own.
    databaseUp = false;
    await expect(logging.zoneOf('us.shop.example.test')).rejects.toThrow('connection refused');
    logging.onError(new Error('recvmsg ENOBUFS'));
    await expect(logging.zoneOf('us.shop.example.test')).rejects.toThrow('connection refused');
    databaseUp = true;
    expect(await logging.zoneOf('us.shop.example.test')).toBe(ZONE);
    expect(lines.slice(1, 3)).toEqual([FAILING, 'dns: recvmsg ENOBUFS']);
    expect(lines[3]).toMatch(/^dns: working again after \d+(\.\d)? s$/);
    expect(lines).toHaveLength(4);
  });

  it('answers SERVFAIL while the database is away, logging one line for the outage and one when back', async () => {
    const lines: string[] = [];
    let databaseUp = false;
    dns = await startDnsServer({
      host: '127.0.0.1',
      port: 0,
      ...dnsLogging(
        async (name) => {
          if (!databaseUp) throw new Error('connection refused');
          return name.endsWith(ZONE.domain) ? ZONE : undefined;
        },
        (line) => lines.push(line),
      ),
    });
    const resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([`127.0.0.1:${dns.port}`]);

    // The DNS server answers SERVFAIL and leaves the report to the lookup: one line, not one per question.
    await expect(resolver.resolve4('us.shop.example.test')).rejects.toMatchObject({ code: 'ESERVFAIL' });
    await expect(resolver.resolve4('us.shop.example.test')).rejects.toMatchObject({ code: 'ESERVFAIL' });
    expect(lines).toEqual([FAILING]);

    databaseUp = true;
    expect(await resolver.resolve4('us.shop.example.test')).toEqual(['192.0.2.10']);
    expect(await resolver.resolve4('us.shop.example.test')).toEqual(['192.0.2.10']);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^dns: working again after \d+(\.\d)? s$/);
  });
});
