// Agent ingress certificates really issued (server/ingress-certificates; docs/decisions/0060-ingress-certificates.md),
// on both databases, against real peers on loopback: Pebble (Debian's RFC 8555 test CA) as the certificate authority,
// validating DNS-01 against our own authoritative DNS server, and a resolver standing for the public DNS that says
// whether the domain is delegated. The jobs are run by the test (`runDue`), so every state is observed, none timed.
// The agent program itself (scripts/agent.ts, a real process) connects to a region domain by name, resolved by our DNS
// (`--dns-server`), and verifies the chain against Pebble's root (`--ca`; docs/decisions/0072-agent-tls-by-name.md).
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCertificateJobs } from '../../server/ingress-certificates/certificate-jobs.js';
import { type IngressServices, startIngressServices } from '../../server/ingress-certificates/ingress-services.js';
import type { StoredAgentIngress } from '../../server/resources/agent-ingresses.js';
import { openPrivateKey } from '../../server/ssh/index.js';
import { getResource } from '../../server/storage/index.js';
import { type AgentProcess, AgentProcesses } from '../agents/helpers/agent-processes.js';
import { waitFor } from '../agents/helpers/wait-for.js';
import { PEBBLE_AVAILABLE, type Pebble, startPebble } from '../support/pebble.js';
import { type StubResolver, startStubResolver } from '../support/stub-resolver.js';
import { freePort, startTestServer, type TestServer } from './harness.js';

const NS_TARGETS = ['ns1.ingress-dns.test', 'ns2.ingress-dns.test'];
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

if (!PEBBLE_AVAILABLE) console.log('ingress-certificates: skipped, `pebble` is not installed (apt-get install -y pebble)');

describe.skipIf(!PEBBLE_AVAILABLE)('agent ingress certificates against Pebble', () => {
  let server: TestServer;
  let resolver: StubResolver;
  let pebble: Pebble;
  let services: IngressServices;
  /** Our own name server, as an agent's resolver would reach it once the domain is delegated: `ip:port`. */
  let dnsServer: string;
  /** Real agent processes, killed by pid at the end. */
  const agents = new AgentProcesses();
  /** Where the agents' --ca files are written. */
  const caDir = mkdtempSync(join(tmpdir(), 'agent-ca-'));

  beforeAll(async () => {
    server = await startTestServer({ nsTargets: NS_TARGETS });
    resolver = await startStubResolver();
    const dnsPort = await freePort();
    pebble = await startPebble(`127.0.0.1:${dnsPort}`);
    services = await startIngressServices(
      server.ctx,
      {
        dnsHost: '127.0.0.1',
        dnsPort,
        nsTargets: NS_TARGETS,
        agentAddress: '127.0.0.1',
        acmeDirectoryUrl: pebble.directoryUrl,
        acmeCaFile: pebble.httpsCaFile,
        resolverServers: [resolver.address],
        // The test runs the jobs itself; the poll never comes. Retries are due 100 ms after a failure.
        retryMs: 100,
        pollMs: 3_600_000,
        agentTlsPort: 0,
      },
      undefined,
      { host: '127.0.0.1', server: server.app.server },
    );
    dnsServer = `127.0.0.1:${dnsPort}`;
  });
  afterAll(async () => {
    agents.killAll();
    rmSync(caDir, { recursive: true, force: true });
    await services?.stop();
    await pebble?.dispose();
    await resolver?.close();
    await server?.close();
  });

  const statusOf = async (id: string) => (await server.call('GET', `/agent_ingresses/${id}`)).body.certificate_management_status;
  /** Runs the due jobs until the status satisfies `done` (a retry is due once its retries_at has come). */
  async function runUntil(id: string, done: (status: any) => boolean): Promise<any> {
    for (;;) {
      await services.runDue();
      const status = await statusOf(id);
      if (done(status)) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const stored = async (id: string) => (await getResource<StoredAgentIngress>(server.db, 'agent_ingress', server.accountId, id))!.body;

  it('goes from DNS_ERROR to an issued certificate that verifies for every region domain, then retries through an outage of the CA', async () => {
    const domain = `shop-${Math.random().toString(36).slice(2, 8)}.example.test`;
    const created = await server.call('POST', '/agent_ingresses', { body: { domain, certificate_management_policy: { private_key_type: 'ecdsa' } } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.ns_targets).toEqual(NS_TARGETS);
    expect(created.body.certificate_management_status).toEqual({
      renews_at: null,
      provisioning_job: { msg: `Waiting for the NS records of ${domain} to point at the ns_targets.`, started_at: expect.stringMatching(RFC3339) },
    });

    // The agent program, started before there is a certificate: it finds ap.<domain> through our DNS, the server
    // ends the handshake (nothing true to present), and the agent says so in one line and keeps trying.
    const credential = (await server.call('POST', '/credentials', { body: {} })).body;
    const regionUrl = `https://ap.${domain}:${services.agentTlsPort}`;
    const pebbleRoot = caFile('pebble-root.pem', await pebble.issuingRoot());
    const early = agents.start(regionUrl, credential.token, ['--dns-server', dnsServer, '--ca', pebbleRoot, '--label', 'app=tls']);
    expect(await firstConnectionError(early)).toBe(
      `TLS handshake with ap.${domain}:${services.agentTlsPort} failed: the server closed the connection without presenting a certificate for ap.${domain}`,
    );

    // Not delegated: a permanent DNS_ERROR that says what to fix, re-checked on a schedule.
    const undelegated = await runUntil(id, (status) => status.provisioning_job?.error_code === 'DNS_ERROR');
    expect(undelegated).toEqual({
      renews_at: null,
      provisioning_job: {
        error_code: 'DNS_ERROR',
        msg: `${domain} has no NS records. Add NS records for ${domain} pointing at ${NS_TARGETS.join(', ')} (the ns_targets) where the parent zone is managed.`,
        started_at: created.body.certificate_management_status.provisioning_job.started_at,
        retries_at: expect.stringMatching(RFC3339),
      },
    });
    resolver.delegations.set(domain, ['ns1.elsewhere.test']);
    const elsewhere = await runUntil(id, (status) => status.provisioning_job.msg !== undelegated.provisioning_job.msg);
    expect(elsewhere.provisioning_job).toMatchObject({
      error_code: 'DNS_ERROR',
      msg: `The NS records of ${domain} point at ns1.elsewhere.test; replace them with ${NS_TARGETS.join(', ')} (the ns_targets).`,
    });

    // Delegated: the order is placed, Pebble validates the DNS-01 record our name server serves, the job ends.
    resolver.delegations.set(
      domain,
      [...NS_TARGETS].reverse().map((name) => `${name.toUpperCase()}.`),
    );
    const issued = await runUntil(id, (status) => status.provisioning_job === null);
    expect(issued).toEqual({ renews_at: expect.stringMatching(RFC3339), provisioning_job: null });
    const first = await stored(id);
    expect(first.acme_challenges).toEqual([]);
    expect(first.certificate!.names).toEqual([`*.${domain}`]);
    const leaf = new X509Certificate(first.certificate!.chain_pem);
    // renews_at at two thirds of the lifetime.
    const [notBefore, notAfter] = [Date.parse(leaf.validFrom), Date.parse(leaf.validTo)];
    expect(Math.abs(Date.parse(issued.renews_at) - (notBefore + ((notAfter - notBefore) * 2) / 3))).toBeLessThan(1000);
    expect(leaf.publicKey.asymmetricKeyType).toBe('ec');
    // Nothing secret in any answer.
    const answered = JSON.stringify((await server.call('GET', `/agent_ingresses/${id}`)).body);
    expect(answered).not.toContain('PRIVATE KEY');
    expect(answered).not.toContain('BEGIN CERTIFICATE');
    expect(first.certificate!.sealed_key).not.toContain('PRIVATE KEY');

    // A TLS client that trusts only Pebble's root accepts the chain for a region domain (SNI), and refuses another name.
    const root = await pebble.issuingRoot();
    const key = openPrivateKey(first.certificate!.sealed_key, server.ctx.kek);
    expect(await handshake(first.certificate!.chain_pem, key, root, `us.${domain}`)).toBe('verified');
    expect(await handshake(first.certificate!.chain_pem, key, root, `us.other-${domain}`)).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID/);

    // The agent comes online: the server presents the ingress's certificate for ap.<domain> (SNI) and the agent
    // verifies the chain against Pebble's root (--ca); its session appears through the API.
    const [, sessionId] = (await early.waitForLog(/connected: session (ts_\w+)/)) as RegExpMatchArray;
    const session = await waitFor('the session in the API', async () =>
      (await server.call('GET', '/tunnel_sessions')).body.tunnel_sessions.find((candidate: { id: string }) => candidate.id === sessionId),
    );
    expect(session).toMatchObject({ id: sessionId, ip: '127.0.0.1', transport: 'service/v2', credential: { id: credential.id } });

    // The wrong CA: the chain is refused, in one line that says what to give.
    const otherRoot = caFile('other-root.pem', await selfSignedRoot());
    const untrusting = agents.start(regionUrl, credential.token, ['--dns-server', dnsServer, '--ca', otherRoot]);
    expect(await firstConnectionError(untrusting)).toBe(
      `TLS certificate of ap.${domain} is not trusted (unable to get local issuer certificate): it is not issued by a CA in --ca ${otherRoot} or the system's roots; give the issuing CA's certificate with --ca FILE`,
    );

    // A name the certificate does not cover: a server that presents the ingress's certificate for any name, reached
    // as a region domain of another ingress (our DNS resolves it too).
    expect((await server.call('POST', '/agent_ingresses', { body: { domain: `other-${domain}` } })).status).toBe(201);
    const impostor = tls.createServer({ cert: first.certificate!.chain_pem, key }, (socket) => socket.destroy());
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    try {
      const port = (impostor.address() as { port: number }).port;
      const misnamed = agents.start(`https://us.other-${domain}:${port}`, credential.token, ['--dns-server', dnsServer, '--ca', pebbleRoot]);
      expect(await firstConnectionError(misnamed)).toBe(
        `TLS certificate presented for us.other-${domain} does not cover that name (it names DNS:*.${domain}): connect with a --server URL whose host it covers`,
      );
    } finally {
      agents.killAll();
      await new Promise<void>((resolve) => impostor.close(() => resolve()));
    }

    // Renewal: once renews_at has come (an instance whose clock is past it), a renewal job runs and issues a new
    // certificate with a later renews_at.
    const later = startCertificateJobs(
      { db: server.db, kek: server.ctx.kek, now: () => new Date(Date.parse(issued.renews_at) + 1000) },
      {
        nsTargets: NS_TARGETS,
        resolverServers: [resolver.address],
        acme: { directoryUrl: pebble.directoryUrl, extraCaPem: readFileSync(pebble.httpsCaFile, 'utf8') },
        dnsServed: true,
        retryMs: 100,
        pollMs: 3_600_000,
        leaseMs: 60_000,
        instanceId: 'instance-after-renews-at',
      },
    );
    try {
      await later.runDue();
    } finally {
      await later.stop();
    }
    const renewed = await statusOf(id);
    expect(renewed).toEqual({ renews_at: expect.stringMatching(RFC3339), provisioning_job: null });
    const renewedChain = (await stored(id)).certificate!.chain_pem;
    expect(renewedChain).not.toBe(first.certificate!.chain_pem);
    // renews_at is the new certificate's own: two thirds of its lifetime (to the second). Not necessarily later
    // than the first's: Pebble may issue both within one second.
    const renewedLeaf = new X509Certificate(renewedChain);
    const from = Date.parse(renewedLeaf.validFrom);
    const due = from + ((Date.parse(renewedLeaf.validTo) - from) * 2) / 3;
    expect(Math.abs(Date.parse(renewed.renews_at) - due)).toBeLessThanOrEqual(1000);
    expect(Date.parse(renewed.renews_at)).toBeGreaterThanOrEqual(Date.parse(issued.renews_at));

    // The CA away: a new key type needs a new certificate; the order fails as INTERNAL_ERROR with retries_at, and
    // the job recovers once the CA is back.
    await pebble.stop();
    const changed = await server.call('PATCH', `/agent_ingresses/${id}`, { body: { certificate_management_policy: { private_key_type: 'rsa' } } });
    expect(changed.status).toBe(200);
    const failing = await runUntil(id, (status) => status.provisioning_job?.error_code === 'INTERNAL_ERROR');
    expect(failing).toEqual({
      renews_at: renewed.renews_at,
      provisioning_job: {
        error_code: 'INTERNAL_ERROR',
        msg: expect.stringMatching(/^The certificate could not be provisioned: the certificate authority did not issue it \(.*ECONNREFUSED.*\); retrying\.$/),
        started_at: expect.stringMatching(RFC3339),
        retries_at: expect.stringMatching(RFC3339),
      },
    });
    await pebble.start();
    const recovered = await runUntil(id, (status) => status.provisioning_job === null);
    expect(recovered.renews_at).toEqual(expect.stringMatching(RFC3339));
    const second = await stored(id);
    expect(new X509Certificate(second.certificate!.chain_pem).publicKey.asymmetricKeyType).toBe('rsa');
    expect(
      await handshake(
        second.certificate!.chain_pem,
        openPrivateKey(second.certificate!.sealed_key, server.ctx.kek),
        await pebble.issuingRoot(),
        `eu.${domain}`,
      ),
    ).toBe('verified');

    // Disabling management forgets the certificate.
    await server.call('PATCH', `/agent_ingresses/${id}`, { body: { certificate_management_policy: null } });
    expect(await statusOf(id)).toBeNull();
    expect((await stored(id)).certificate).toBeUndefined();
  });

  /** Writes a PEM file an agent is given with --ca. */
  function caFile(name: string, pem: string): string {
    const file = join(caDir, name);
    writeFileSync(file, pem);
    return file;
  }
});

/** A root nobody signed anything with: the agent's CA when it is the wrong one. */
async function selfSignedRoot(): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  return execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', '/dev/null', '-days', '1', '-subj', '/CN=other root'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  ).toString();
}

/** What follows `connection error: ` in the agent's first such log line. */
async function firstConnectionError(agent: AgentProcess): Promise<string> {
  return (await agent.waitForLog(/connection error: (.*)$/m))[1]!;
}

/** A TLS handshake on loopback: the server presents `chain`, the client trusts only `root` and names `servername`. */
async function handshake(chain: string, key: string, root: string, servername: string): Promise<string> {
  const server = tls.createServer({ cert: chain, key }, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  try {
    return await new Promise<string>((resolve) => {
      const socket = tls.connect({ host: '127.0.0.1', port, servername, ca: root }, () => {
        socket.end();
        resolve('verified');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(`${error.code}: ${error.message}`));
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
