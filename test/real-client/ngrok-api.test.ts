// A client written for the service this API twins — the official TypeScript client `@ngrok/ngrok-api`
// from npm, unmodified — against the reference server, through a shim that only renames the version
// header (`Ngrok-Version` → `Service-Version`) on a real socket, on the database of the project (this
// suite runs on the embedded database and on PostgreSQL). It covers every operation the client
// expresses correctly; what it cannot express is the client's own doing, each pinned below:
//  - `delete` and agent commands read their empty 204 body as JSON and reject although the server did
//    the work; commands also post the bare session id as the body (not JSON: 400 INVALID_JSON).
//  - Map keys are snake-cased on the way out and camel-cased on the way back (`permit-pty` →
//    `permitPty`, an id key `bkdtg_2Q…` → `bkdtg_2_q…`): maps are sent with plain lower-case keys only,
//    weighted backends (ids as keys) not at all.
// What the client sends as the real service's published document defines it is accepted
// (docs/decisions/0052-real-service-clients.md): the path id inside PATCH bodies (`{"id": …}`), `{"id": …}` as the
// body of a session update, module replaces wrapped as `{"edge_id": …, "id": …, "module": {…}}`, and the
// `beforeId` query parameter its lists page with (the API's is `before_id`).
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ngrok } from '@ngrok/ngrok-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { caCertificatePem } from '../fuzz/support/world.js';

let server: ListeningServer;
let shim: Server;
let ngrok: Ngrok;
let agent: ProtocolAgent;

/** Forwards every request to the server with `Ngrok-Version` renamed `Service-Version`; nothing else changes. */
function headerRenamingShim(target: string): Server {
  const base = new URL(target);
  return createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    if (headers['ngrok-version'] !== undefined) {
      headers['service-version'] = headers['ngrok-version'];
      delete headers['ngrok-version'];
    }
    headers.host = base.host;
    const forwarded = httpRequest({ host: base.hostname, port: base.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
}

beforeAll(async () => {
  server = await startListeningServer({ heartbeatMs: 60_000 });
  shim = headerRenamingShim(server.url);
  await new Promise<void>((resolve) => shim.listen(0, '127.0.0.1', resolve));
  ngrok = new Ngrok({ apiToken: server.apiKey, baseUrl: `http://127.0.0.1:${(shim.address() as AddressInfo).port}` });
  const credential = await server.createCredential();
  agent = await connectProtocolAgent(server.url, { token: credential.token, labels: { app: 'web' } });
});
afterAll(async () => {
  agent?.terminate();
  await new Promise((resolve) => shim?.close(resolve));
  await server?.close();
});

/** The client rejects with the error body, keys camel-cased and `details` a Map. */
async function rejection(promise: Promise<unknown>): Promise<{ errorCode: string; statusCode: number; msg: string; details: Map<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the client to reject');
}

describe('@ngrok/ngrok-api against the reference server', () => {
  it('tunnel group backends: create, get, list; the tunnels it lists resolve', async () => {
    const created = await ngrok.backends.tunnelGroupBackends.create({
      description: 'web servers',
      metadata: '{"team":"edge"}',
      labels: { app: 'web' },
    } as never);
    expect(created).toMatchObject({ id: expect.stringMatching(/^bkdtg_/), description: 'web servers', metadata: '{"team":"edge"}', labels: { app: 'web' } });
    expect(created.tunnels).toHaveLength(1);
    expect(await ngrok.backends.tunnelGroupBackends.get(created.id)).toEqual(created);
    expect((await ngrok.backends.tunnelGroupBackends.list()).map((b) => b.id)).toContain(created.id);
    const tunnel = await ngrok.tunnels.get(created.tunnels[0]!.id);
    expect(tunnel).toMatchObject({ id: created.tunnels[0]!.id, uri: created.tunnels[0]!.uri });
    expect((await ngrok.tunnels.list()).map((t) => t.id)).toEqual([tunnel.id]);
  });

  it('HTTP response backends: create, get, list', async () => {
    const created = await ngrok.backends.httpResponseBackends.create({ body: 'moved', statusCode: 301 } as never);
    expect(created).toMatchObject({ body: 'moved', statusCode: 301, headers: null });
    expect(await ngrok.backends.httpResponseBackends.get(created.id)).toEqual(created);
    expect((await ngrok.backends.httpResponseBackends.list()).map((b) => b.id)).toContain(created.id);
  });

  it('SSH certificate authorities and user certificates: create, get, list', async () => {
    const ca = await ngrok.sshCertificateAuthorities.create({ privateKeyType: 'ecdsa', ellipticCurve: 'p384', description: 'ops' } as never);
    expect(ca).toMatchObject({ keyType: 'ecdsa', description: 'ops', publicKey: expect.stringMatching(/^ecdsa-sha2-nistp384 /) });
    expect(await ngrok.sshCertificateAuthorities.get(ca.id)).toEqual(ca);
    expect((await ngrok.sshCertificateAuthorities.list()).map((c) => c.id)).toContain(ca.id);
    const certificate = await ngrok.sshUserCertificates.create({
      sshCertificateAuthorityId: ca.id,
      publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHsW4+8ljCkW+VnF3P7Q7TfmqCsWxuDw2XTYvBgR6nU2 user@host',
      principals: ['alice'],
    } as never);
    expect(certificate).toMatchObject({
      sshCertificateAuthorityId: ca.id,
      principals: ['alice'],
      keyType: 'ed25519',
      certificate: expect.stringMatching(/^ssh-ed25519-cert-v01@openssh\.com /),
    });
    // The client camel-cases the extension names it reads back (its own key conversion).
    expect(certificate.extensions).toEqual({ permitPty: '', permitUserRc: '' });
    expect(await ngrok.sshUserCertificates.get(certificate.id)).toEqual(certificate);
    expect((await ngrok.sshUserCertificates.list()).map((c) => c.id)).toContain(certificate.id);
  });

  it('reserved addresses, agent ingresses, credentials, IP policies, certificate authorities: create, get, list', async () => {
    const addr = await ngrok.reservedAddrs.create({ description: 'ssh', region: 'eu' } as never);
    expect(addr).toMatchObject({ region: 'eu', addr: expect.stringMatching(/\.tcp\.eu\./), endpointConfiguration: null });
    expect(await ngrok.reservedAddrs.get(addr.id)).toEqual(addr);
    expect((await ngrok.reservedAddrs.list()).map((a) => a.id)).toContain(addr.id);

    const ingress = await ngrok.agentIngresses.create({ domain: 'agents.example.com', description: 'agents' } as never);
    expect(ingress).toMatchObject({ domain: 'agents.example.com', certificateManagementPolicy: null });
    expect(await ngrok.agentIngresses.get(ingress.id)).toEqual(ingress);
    expect((await ngrok.agentIngresses.list()).map((i) => i.id)).toContain(ingress.id);

    const credential = await ngrok.credentials.create({ description: 'laptop', acl: ['bind:*.example.com'] } as never);
    expect(credential).toMatchObject({ description: 'laptop', acl: ['bind:*.example.com'], token: expect.stringMatching(/^tat_/) });
    expect((await ngrok.credentials.get(credential.id)).token).toBeNull();

    const policy = await ngrok.ipPolicies.create({ description: 'office' } as never);
    expect(await ngrok.ipPolicies.get(policy.id)).toEqual(policy);
    expect((await ngrok.ipPolicies.list()).map((p) => p.id)).toContain(policy.id);

    const authority = await ngrok.certificateAuthorities.create({ caPem: await caCertificatePem(), description: 'clients' } as never);
    expect(authority).toMatchObject({ description: 'clients', caPem: expect.stringContaining('BEGIN CERTIFICATE') });
    expect(await ngrok.certificateAuthorities.get(authority.id)).toEqual(authority);
  });

  it('abuse reports: create and get', async () => {
    const report = await ngrok.abuseReports.create({ urls: ['https://phish.example.net/login'], metadata: 'ticket 7' } as never);
    expect(report).toMatchObject({
      urls: ['https://phish.example.net/login'],
      status: 'PENDING',
      hostnames: [{ hostname: 'phish.example.net', status: 'PENDING' }],
    });
    expect(await ngrok.abuseReports.get(report.id)).toEqual(report);
  });

  it('tunnel sessions: list and get', async () => {
    const [session] = await ngrok.tunnelSessions.list();
    expect(session).toMatchObject({ id: agent.sessionId, transport: 'service/v2', os: 'linux' });
    expect(await ngrok.tunnelSessions.get(agent.sessionId)).toEqual(session);
  });

  it('errors come back as the client expects them: code, status, message and details', async () => {
    const error = await rejection(ngrok.ipPolicies.get('ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b'));
    expect(error).toMatchObject({ errorCode: 'NOT_FOUND', statusCode: 404, msg: 'No IP policy with id ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b exists.' });
    expect(error.details.get('operationId')).toMatch(/^op_/);
    const invalid = await rejection(ngrok.reservedAddrs.create({ region: 'mars' } as never));
    expect(invalid).toMatchObject({ errorCode: 'VALUE_NOT_ALLOWED', statusCode: 400 });
  });

  it('delete does its work, though the client rejects on the empty 204 body', async () => {
    const policy = await ngrok.ipPolicies.create({} as never);
    await expect(ngrok.ipPolicies.delete(policy.id)).rejects.toThrow();
    expect((await server.call('GET', `/ip_policies/${policy.id}`)).status).toBe(404);
  });

  it('update: the path id the client repeats in the body is accepted, and every field it names changes', async () => {
    const policy = await ngrok.ipPolicies.create({ description: 'office' } as never);
    expect(await ngrok.ipPolicies.update({ id: policy.id, description: 'home' } as never)).toMatchObject({ id: policy.id, description: 'home' });
    const group = await ngrok.backends.tunnelGroupBackends.create({ labels: { app: 'web' } } as never);
    expect(await ngrok.backends.tunnelGroupBackends.update({ id: group.id, metadata: 'm', labels: { app: 'api' } } as never)).toMatchObject({
      metadata: 'm',
      labels: { app: 'api' },
    });
    const response = await ngrok.backends.httpResponseBackends.create({ body: 'a', statusCode: 200 } as never);
    expect(await ngrok.backends.httpResponseBackends.update({ id: response.id, body: 'b', statusCode: 404 } as never)).toMatchObject({
      body: 'b',
      statusCode: 404,
    });
    const addr = await ngrok.reservedAddrs.create({ region: 'eu' } as never);
    expect(await ngrok.reservedAddrs.update({ id: addr.id, description: 'ssh' } as never)).toMatchObject({ description: 'ssh', region: 'eu' });
    const credential = await ngrok.credentials.create({} as never);
    expect(await ngrok.credentials.update({ id: credential.id, acl: ['bind:*.example.com'] } as never)).toMatchObject({ acl: ['bind:*.example.com'] });
    const edge = await ngrok.edges.edgesTcp.create({ description: 'db' } as never);
    expect(await ngrok.edges.edgesTcp.update({ id: edge.id, description: 'postgres' } as never)).toMatchObject({ description: 'postgres' });
    const https = await ngrok.edges.edgesHttps.create({} as never);
    const route = await ngrok.edges.edgesHttpsRoutes.create({ edgeId: https.id, matchType: 'path_prefix', match: '/' } as never);
    expect(await ngrok.edges.edgesHttpsRoutes.update({ edgeId: https.id, id: route.id, match: '/api' } as never)).toMatchObject({
      id: route.id,
      match: '/api',
    });
  });

  it('credential ACL rules on labels and a bare `*`, and route matches with a host, are accepted and returned', async () => {
    const acl = ['bind:app=web', 'bind:*=web', 'bind:app=web-*', 'bind:env*=*', 'bind:*.example.com', 'bind:1.tcp.eu.example.net:20001', '*'];
    const credential = await ngrok.credentials.create({ acl } as never);
    expect(credential.acl).toEqual(acl);
    expect((await ngrok.credentials.get(credential.id)).acl).toEqual(acl);
    const refused = await rejection(ngrok.credentials.create({ acl: ['bind:app=web\u0001'] } as never));
    expect(refused).toMatchObject({ errorCode: 'FORMAT_INVALID', statusCode: 400 });
    const https = await ngrok.edges.edgesHttps.create({} as never);
    const route = await ngrok.edges.edgesHttpsRoutes.create({ edgeId: https.id, matchType: 'path_prefix', match: 'example.com/blog' } as never);
    expect(route).toMatchObject({ match: 'example.com/blog', matchType: 'path_prefix' });
    expect(await ngrok.edges.edgesHttpsRoutes.update({ edgeId: https.id, id: route.id, match: 'api.example.com:8443/v1' } as never)).toMatchObject({
      match: 'api.example.com:8443/v1',
    });
  });

  it("an HTTPS edge's routes are read from the edge, as the client's route get answers them, on get and list", async () => {
    const https = await ngrok.edges.edgesHttps.create({ hostports: ['shop.example.com:443'] } as never);
    expect(https.routes).toEqual([]);
    const api = await ngrok.edges.edgesHttpsRoutes.create({ edgeId: https.id, matchType: 'path_prefix', match: '/api' } as never);
    const blog = await ngrok.edges.edgesHttpsRoutes.create({
      edgeId: https.id,
      matchType: 'exact_path',
      match: 'example.com/blog',
      description: 'blog',
    } as never);
    const backend = await ngrok.backends.httpResponseBackends.create({ body: 'ok', statusCode: 200 } as never);
    await ngrok.edgeModules.edgeRouteBackendModule.replace({ edgeId: https.id, id: api.id, module: { backendId: backend.id } } as never);
    const routes = [
      await ngrok.edges.edgesHttpsRoutes.get({ edgeId: https.id, id: api.id }),
      await ngrok.edges.edgesHttpsRoutes.get({ edgeId: https.id, id: blog.id }),
    ];
    expect(routes.map((r) => [r.id, r.edgeId, r.match])).toEqual([
      [api.id, https.id, '/api'],
      [blog.id, https.id, 'example.com/blog'],
    ]);
    const edge = await ngrok.edges.edgesHttps.get(https.id);
    expect(edge.routes).toEqual(routes);
    expect((await ngrok.edges.edgesHttps.list()).find((e) => e.id === https.id)?.routes).toEqual(routes);
  });

  it('list() follows every page: the client pages with `beforeId`, read as `before_id`', async () => {
    // HTTPS edges come at most 10 to a page whatever the limit (0061), so 12 edges are two pages.
    const created: string[] = [];
    for (let i = 0; i < 12; i += 1) created.push((await ngrok.edges.edgesHttps.create({ description: `page ${i}` } as never)).id);
    const listed = (await ngrok.edges.edgesHttps.list()).map((edge) => edge.id);
    expect(listed.length).toBe(new Set(listed).size);
    for (const id of created) expect(listed).toContain(id);
  });

  it('module replace: the wrapped module is unwrapped, with the path ids beside it checked', async () => {
    const https = await ngrok.edges.edgesHttps.create({} as never);
    const route = await ngrok.edges.edgesHttpsRoutes.create({ edgeId: https.id, matchType: 'path_prefix', match: '/' } as never);
    const backend = await ngrok.backends.httpResponseBackends.create({ body: 'ok', statusCode: 200 } as never);
    const replaced = await ngrok.edgeModules.edgeRouteBackendModule.replace({
      edgeId: https.id,
      id: route.id,
      module: { enabled: true, backendId: backend.id },
    } as never);
    expect(replaced).toMatchObject({ enabled: true, backend: { id: backend.id } });
    const headers = await ngrok.edgeModules.edgeRouteResponseHeadersModule.replace({
      edgeId: https.id,
      id: route.id,
      module: { add: { 'x-served-by': 'edge' }, remove: ['server'] },
    } as never);
    expect(headers).toMatchObject({ enabled: true, remove: ['server'] });
    const tcp = await ngrok.edges.edgesTcp.create({} as never);
    expect(await ngrok.edgeModules.tcpEdgeBackendModule.replace({ id: tcp.id, module: { backendId: backend.id } } as never)).toMatchObject({
      backend: { id: backend.id },
    });
    expect((await server.call('GET', `/edges/tcp/${tcp.id}/backend`)).body).toMatchObject({ enabled: true, backend: { id: backend.id } });
  });

  it('session update: `{"id": …}` is the body the client sends; it reaches the session lookup', async () => {
    const unknown = 'ts_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
    const error = await rejection(ngrok.tunnelSessions.update({ id: unknown } as never));
    expect(error).toMatchObject({ errorCode: 'NOT_FOUND', statusCode: 404, msg: `No tunnel session with id ${unknown} exists.` });
  });
});
