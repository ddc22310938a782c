// The agent's parts for connecting by name over TLS (docs/decisions/0072-agent-tls-by-name.md): `--dns-server`
// resolution against a real name server on loopback (server/dns, with a fixed zone), and the one line a failed
// connection is logged as (a given/want table over the errors Node's tls and net raise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeConnectionError, lookupThrough } from '../../agent/index.js';
import { type DnsServer, startDnsServer } from '../../server/dns/dns-server.js';
import type { Zone } from '../../server/dns/zone-answer.js';

const ZONE: Zone = {
  domain: 'shop.example.test',
  nsTargets: ['ns1.example.test'],
  regionDomains: ['us.shop.example.test', 'eu.shop.example.test'],
  agentAddress: '127.0.0.1',
  challenges: new Map(),
};

describe('lookupThrough (--dns-server)', () => {
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer({ host: '127.0.0.1', port: 0, zoneOf: async (name) => (name.toLowerCase().endsWith(ZONE.domain) ? ZONE : undefined) });
  });
  afterAll(async () => {
    await dns?.close();
  });

  const lookup = (hostname: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      lookupThrough(`127.0.0.1:${dns.port}`)(hostname, options, (error, address, family) => resolve({ error, address, family })),
    );

  it('answers with the address the DNS server gives, one or all (as net asks with autoSelectFamily)', async () => {
    expect(await lookup('us.shop.example.test', {})).toEqual({ error: null, address: '127.0.0.1', family: 4 });
    expect(await lookup('eu.shop.example.test', { all: true })).toEqual({ error: null, address: [{ address: '127.0.0.1', family: 4 }] });
  });

  it('fails naming the host, the DNS server and the code', async () => {
    const { error } = await lookup('www.shop.example.test', { all: true });
    expect(error?.message).toBe(`www.shop.example.test has no address at DNS server 127.0.0.1:${dns.port} (ENOTFOUND)`);
    expect(error?.code).toBe('ENOTFOUND');
  });
});

describe('describeConnectionError', () => {
  const url = 'wss://us.shop.example.test:8443/agent/v1/connect';
  it.each([
    [
      'a chain to a root not trusted, without --ca',
      { code: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', message: 'unable to get local issuer certificate' },
      undefined,
      "TLS certificate of us.shop.example.test is not trusted (unable to get local issuer certificate): it is not issued by a CA in the system's roots; give the issuing CA's certificate with --ca FILE",
    ],
    [
      'a self-signed certificate, with --ca',
      { code: 'DEPTH_ZERO_SELF_SIGNED_CERT', message: 'self-signed certificate' },
      '/etc/tunnel/ca.pem',
      "TLS certificate of us.shop.example.test is not trusted (self-signed certificate): it is not issued by a CA in --ca /etc/tunnel/ca.pem or the system's roots; give the issuing CA's certificate with --ca FILE",
    ],
    [
      'a certificate for other names',
      {
        code: 'ERR_TLS_CERT_ALTNAME_INVALID',
        message: "Hostname/IP does not match certificate's altnames: Host: us.shop.example.test. is not in the cert's altnames: DNS:*.other.example.test",
        cert: { subjectaltname: 'DNS:*.other.example.test' },
      },
      undefined,
      'TLS certificate presented for us.shop.example.test does not cover that name (it names DNS:*.other.example.test): connect with a --server URL whose host it covers',
    ],
    [
      'an expired certificate',
      { code: 'CERT_HAS_EXPIRED', message: 'certificate has expired' },
      undefined,
      'TLS certificate of us.shop.example.test is not valid now (certificate has expired)',
    ],
    [
      'a server that ends the handshake',
      { code: 'ECONNRESET', message: 'Client network socket disconnected before secure TLS connection was established' },
      undefined,
      'TLS handshake with us.shop.example.test:8443 failed: the server closed the connection without presenting a certificate for us.shop.example.test',
    ],
    [
      'anything else: its own message',
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:8443' },
      undefined,
      'connect ECONNREFUSED 127.0.0.1:8443',
    ],
  ])('%s', (_name, error, caFile, want) => {
    expect(describeConnectionError(error, url, caFile)).toBe(want);
  });

  it('names the default port 443 of a wss URL without one', () => {
    const error = { code: 'ECONNRESET', message: 'Client network socket disconnected before secure TLS connection was established' };
    expect(describeConnectionError(error, 'wss://us.shop.example.test/agent/v1/connect', undefined)).toContain('us.shop.example.test:443 failed');
  });
});
