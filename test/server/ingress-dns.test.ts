// The service's authoritative DNS for agent ingress domains (server/dns), on both databases, over real UDP (node:dns's
// resolver) and TCP (length-prefixed messages, RFC 1035 §4.2.2): every account's ingress domain is served from the
// database, and names outside them are refused.

import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import dnsPacket from 'dns-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngressServices, startIngressServices } from '../../server/ingress-certificates/ingress-services.js';
import { freePort, startTestServer, type TestServer } from './harness.js';

const NS_TARGETS = ['ns1.ingress-dns.test', 'ns2.ingress-dns.test'];
let server: TestServer;
let services: IngressServices;
let resolver: Resolver;
let dnsPort: number;

beforeAll(async () => {
  server = await startTestServer({ nsTargets: NS_TARGETS });
  dnsPort = await freePort();
  services = await startIngressServices(server.ctx, {
    dnsHost: '127.0.0.1',
    dnsPort,
    nsTargets: NS_TARGETS,
    agentAddress: '192.0.2.44',
    acmeDirectoryUrl: 'https://127.0.0.1:1/dir',
    acmeCaFile: undefined,
    resolverServers: ['127.0.0.1:1'],
    retryMs: 60_000,
    pollMs: 3_600_000,
    agentTlsPort: undefined,
  });
  resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dnsPort}`]);
});
afterAll(async () => {
  await services?.stop();
  await server?.close();
});

const suffix = Math.random().toString(36).slice(2, 8);

describe('authoritative DNS', () => {
  it('serves SOA and NS at the apex and the agent address at every region domain, over UDP', async () => {
    const domain = `dns-${suffix}.example.test`;
    expect((await server.call('POST', '/agent_ingresses', { body: { domain } })).status).toBe(201);
    expect((await resolver.resolveNs(domain)).sort()).toEqual(NS_TARGETS);
    expect(await resolver.resolveSoa(domain)).toMatchObject({ nsname: 'ns1.ingress-dns.test', hostmaster: `hostmaster.${domain}`, minttl: 60 });
    for (const region of ['us', 'eu', 'ap']) expect(await resolver.resolve4(`${region}.${domain}`)).toEqual(['192.0.2.44']);
    await expect(resolver.resolve4(`www.${domain}`)).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolve6(`us.${domain}`)).rejects.toMatchObject({ code: 'ENODATA' });
  });

  it("serves another account's domain too, and the longest domain for nested ones", async () => {
    const parent = `nest-${suffix}.example.test`;
    const child = `team.nest-${suffix}.example.test`;
    expect((await server.call('POST', '/agent_ingresses', { body: { domain: parent } })).status).toBe(201);
    expect((await server.call('POST', '/agent_ingresses', { body: { domain: child }, key: server.otherKey })).status).toBe(201);
    expect(await resolver.resolveSoa(child)).toMatchObject({ hostmaster: `hostmaster.${child}` });
    expect(await resolver.resolve4(`us.${child}`)).toEqual(['192.0.2.44']);
  });

  it('answers over TCP, and refuses names outside every ingress domain', async () => {
    const domain = `tcp-${suffix}.example.test`;
    expect((await server.call('POST', '/agent_ingresses', { body: { domain } })).status).toBe(201);
    const [apex, outside] = await tcpQueries([
      { name: domain, type: 'NS' },
      { name: 'example.org', type: 'A' },
    ]);
    expect(apex).toMatchObject({ id: 1, rcode: 'NOERROR', flag_aa: true });
    expect(apex!.answers!.map((answer) => (answer as { data: string }).data).sort()).toEqual(NS_TARGETS);
    expect(outside).toMatchObject({ id: 2, rcode: 'REFUSED', flag_aa: false, answers: [] });
  });

  it('stops a second server on the same port with one line naming DNS_PORT', async () => {
    await expect(
      startIngressServices(server.ctx, {
        dnsHost: '127.0.0.1',
        dnsPort,
        nsTargets: NS_TARGETS,
        agentAddress: '192.0.2.44',
        acmeDirectoryUrl: 'https://127.0.0.1:1/dir',
        acmeCaFile: undefined,
        resolverServers: undefined,
        retryMs: 60_000,
        pollMs: 3_600_000,
        agentTlsPort: undefined,
      }),
    ).rejects.toThrow(
      `DNS_PORT ${dnsPort} on 127.0.0.1 is already in use (UDP or TCP): stop what uses it, or choose another DNS_PORT, or DNS_PORT=off for no DNS server`,
    );
  });

  it('answers a deleted domain no more', async () => {
    const domain = `gone-${suffix}.example.test`;
    const created = await server.call('POST', '/agent_ingresses', { body: { domain } });
    expect(await resolver.resolve4(`us.${domain}`)).toEqual(['192.0.2.44']);
    expect((await server.call('DELETE', `/agent_ingresses/${created.body.id}`)).status).toBe(204);
    await expect(resolver.resolve4(`us.${domain}`)).rejects.toMatchObject({ code: 'EREFUSED' });
  });
});

/** Sends the questions over one TCP connection and returns the answers in order. */
async function tcpQueries(questions: { name: string; type: 'A' | 'NS' }[]): Promise<(dnsPacket.DecodedPacket & { rcode?: string; flag_aa?: boolean })[]> {
  const socket = net.connect(dnsPort, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const answers: Buffer[] = [];
  let buffered = Buffer.alloc(0);
  const done = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
        const length = buffered.readUInt16BE(0);
        answers.push(buffered.subarray(0, 2 + length));
        buffered = buffered.subarray(2 + length);
      }
      if (answers.length === questions.length) resolve();
    });
  });
  questions.forEach((question, index) => {
    socket.write(dnsPacket.streamEncode({ type: 'query', id: index + 1, questions: [question] }));
  });
  await done;
  socket.end();
  return answers.map((answer) => dnsPacket.streamDecode(answer) as never).sort((a: { id: number }, b: { id: number }) => a.id - b.id);
}
