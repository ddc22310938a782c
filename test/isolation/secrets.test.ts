// Secrets stay where they belong (docs/decisions/0027-secrets.md): API keys are never logged; a credential's token is
// shown in its create response and in no response after it (nor in the log, though agents send it);
// an SSH CA's private key is never shown. The server logs at trace level while a
// world of every kind is read, changed and misused through every readable route, by both accounts.
import { createPrivateKey } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../server/accounts/api-key.js';
import { openPrivateKey } from '../../server/ssh/index.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { actionOf, operations, urlOf } from '../fuzz/support/spec-operations.js';
import { buildWorld, type Call, type World } from '../fuzz/support/world.js';
import { startTestServer, type TestServer } from '../server/harness.js';

let server: TestServer;
let world: World;
let agent: ProtocolAgent;
/** Every response body after the credentials' create responses, as sent. */
const responses: string[] = [];
const tokens: string[] = [];
/** A key of the right shape that no account has: a mistyped key must not be logged either. */
const strayKey = generateApiKey();
let logged = '';
const originalWrite = process.stdout.write;

async function record(method: string, url: string, body: unknown, key: string | null): Promise<{ status: number; body: any }> {
  const res = await server.call(method, url, { body, key });
  responses.push(JSON.stringify(res.body ?? null));
  return res;
}

beforeAll(async () => {
  // pino writes its JSON lines to process.stdout (wrapped by vitest); keep them instead of printing.
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.startsWith('{"level"')) {
      logged += text;
      return true;
    }
    return (originalWrite as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  }) as typeof process.stdout.write;
  server = await startTestServer({ app: { logLevel: 'trace', agents: { commandTimeoutMs: 5_000, heartbeatMs: 60_000 } } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const call: Call = (method, url, body) => server.call(method, url, { body });
  for (const body of [{}, { description: 'ci', acl: ['bind:*.example.com'] }]) {
    const res = await call('POST', '/credentials', body);
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^tat_[0-9A-Za-z]{43}$/);
    tokens.push(res.body.token);
  }
  // The agent presents the token on the control channel (server/agents): the server must not log it.
  agent = await connectProtocolAgent(`http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`, {
    token: tokens[0]!,
    labels: { app: 'secrets' },
  });
  world = await buildWorld(call, { abuseReports: true, sessionId: agent.sessionId });
  await exerciseEveryReadableRoute();
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  agent?.terminate();
  await server?.close();
});

/** Reads of every kind by both accounts, changes, failures, and requests with keys that are not valid. */
async function exerciseEveryReadableRoute(): Promise<void> {
  for (const operation of operations.filter((op) => ['get', 'list'].includes(actionOf(op)))) {
    const url = urlOf(operation, Object.fromEntries(operation.pathParameters.map((p) => [p.name, world.ids[p.idSchema]!])));
    expect((await record('GET', url, undefined, server.apiKey)).status, operation.operationId).toBe(200);
    await record('GET', url, undefined, server.otherKey);
    await record('GET', url, undefined, strayKey);
  }
  const credentials = (await record('GET', '/credentials', undefined, server.apiKey)).body.credentials as { id: string }[];
  for (const { id } of credentials) {
    expect((await record('PATCH', `/credentials/${id}`, { description: 'rotated?' }, server.apiKey)).status).toBe(200);
    expect((await record('PATCH', `/credentials/${id}`, { token: 'x' }, server.apiKey)).status).toBe(400);
    expect((await record('GET', `/credentials/${id}?token=1`, undefined, server.apiKey)).status).toBe(400);
  }
  const ca = world.ids.SSHCertificateAuthorityId!;
  expect((await record('PATCH', `/ssh_certificate_authorities/${ca}`, { description: 'still secret' }, server.apiKey)).status).toBe(200);
  expect((await record('PATCH', `/ssh_certificate_authorities/${ca}`, { private_key: 'x' }, server.apiKey)).status).toBe(400);
  expect((await record('DELETE', `/ssh_certificate_authorities/${ca}`, undefined, server.apiKey)).status).toBe(409);
  expect((await record('GET', '/credentials', undefined, `${server.apiKey}x`)).status).toBe(401);
}

describe('API keys', () => {
  it('never appear in the log, valid or not', () => {
    expect(logged).toContain('"statusCode":401'); // the capture works: the log is really scanned
    expect(logged).toContain('"statusCode":200');
    for (const key of [server.apiKey, server.otherKey, strayKey]) {
      expect(logged.includes(key)).toBe(false);
      expect(logged.includes(key.slice(4))).toBe(false);
    }
  });
});

describe('credential tokens', () => {
  it('appear in no response after the create response', () => {
    expect(responses.length).toBeGreaterThan(100);
    expect(responses.some((text) => text.includes(world.ids.CredentialId!))).toBe(true);
    for (const text of responses) for (const token of tokens) expect(text.includes(token)).toBe(false);
    for (const text of responses) expect(text).not.toMatch(/tat_[0-9A-Za-z]{43}/);
  });

  it('are not logged, though an agent presented one', () => {
    expect(logged).toContain(agent.sessionId); // the session's traffic was logged
    for (const token of tokens) expect(logged.includes(token)).toBe(false);
  });
});

describe('SSH CA private keys', () => {
  it('appear in no response', async () => {
    const { rows } = await server.db.query<{ body: { sealed_private_key: string } }>('SELECT body FROM resources WHERE id = $1', [
      world.ids.SSHCertificateAuthorityId,
    ]);
    const sealed = rows[0]!.body.sealed_private_key;
    const jwk = createPrivateKey(openPrivateKey(sealed, server.ctx.kek)).export({ format: 'jwk' });
    const secret = Buffer.from(jwk.d!, 'base64url');
    const fragments = [
      sealed,
      ...sealed.split('.').filter((part) => part.length >= 16),
      ...[secret.toString('base64url'), secret.toString('base64'), secret.toString('hex')].map((t) => t.slice(0, 40)),
    ];
    expect(responses.some((text) => text.includes(world.ids.SSHCertificateAuthorityId!))).toBe(true);
    for (const text of [...responses, logged]) {
      expect(text).not.toMatch(/PRIVATE KEY|sealed_private_key/);
      for (const fragment of fragments) expect(text.includes(fragment)).toBe(false);
    }
  });
});
