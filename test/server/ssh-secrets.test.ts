// A CA's private key never reaches a response, an error body or the log
// (spec/components/schemas/SSHCertificateAuthority.yaml; docs/decisions/0027-secrets.md), in plaintext or in
// its sealed form — also when a request fails.
import { createPrivateKey, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCaKey, openPrivateKey, sealPrivateKey } from '../../server/ssh/index.js';
import { expectError, startTestServer, type TestServer } from './harness.js';

const CA_PATH = '/ssh_certificate_authorities';
const PATH = '/ssh_user_certificates';
const userKey = generateCaKey().publicKey;

let server: TestServer;
/** Every response body (success and error) of this file, as sent. */
const responses: string[] = [];
/** Everything the server logged (at trace level) while this file ran. */
let logged = '';
const originalWrite = process.stdout.write;

beforeAll(async () => {
  // pino writes to process.stdout when the test runner has wrapped it (vitest does); its JSON lines
  // are kept here instead of being printed.
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    if (text.startsWith('{"level"')) {
      logged += text;
      return true;
    }
    return (originalWrite as (...args: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  }) as typeof process.stdout.write;
  server = await startTestServer({ app: { logLevel: 'trace' } });
});
afterAll(async () => {
  process.stdout.write = originalWrite;
  await server.close();
});

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const res = await server.call(method, url, { body });
  responses.push(JSON.stringify(res.body ?? null));
  return res;
}

async function sealedKeyOf(id: string): Promise<string> {
  const { rows } = await server.db.query<{ body: { sealed_private_key: string } }>('SELECT body FROM resources WHERE id = $1', [id]);
  return rows[0]!.body.sealed_private_key;
}

/**
 * The sealed blob and its parts, and the private numbers themselves (the JWK's `d`, and RSA's primes)
 * in base64url, base64 and hex: the PEM also holds the public key, which responses rightly show.
 */
function secretFragments(sealed: string): string[] {
  const jwk = createPrivateKey(openPrivateKey(sealed, server.ctx.kek)).export({ format: 'jwk' });
  const numbers = [jwk.d, jwk.p, jwk.q].filter((n): n is string => n !== undefined).map((n) => Buffer.from(n, 'base64url'));
  const encodings = numbers.flatMap((n) => [n.toString('base64url'), n.toString('base64'), n.toString('hex')].map((text) => text.slice(0, 40)));
  return [sealed, ...sealed.split('.').filter((part) => part.length >= 16), ...encodings];
}

describe('CA private keys', () => {
  it('appear in no response, error body or log line', async () => {
    const cas = [];
    for (const body of [{}, { private_key_type: 'ecdsa', elliptic_curve: 'p521' }, { private_key_type: 'rsa', key_size: 2048 }]) {
      const res = await call('POST', CA_PATH, body);
      expect(res.status).toBe(201);
      cas.push(res.body);
    }
    for (const ca of cas) {
      await call('GET', `${CA_PATH}/${ca.id}`);
      await call('PATCH', `${CA_PATH}/${ca.id}`, { description: 'scanned' });
      const certificate = await call('POST', PATH, { ssh_certificate_authority_id: ca.id, public_key: userKey, principals: ['scan'] });
      expect(certificate.status).toBe(201);
      await call('GET', `${PATH}/${certificate.body.id}`);
      await call('PATCH', `${PATH}/${certificate.body.id}`, { metadata: 'scanned' });
      expectError(await call('DELETE', `${CA_PATH}/${ca.id}`), 409, 'SSH_CA_HAS_CERTIFICATES');
      expectError(
        await call('POST', PATH, { ssh_certificate_authority_id: ca.id, public_key: userKey, critical_options: { nope: '' } }),
        400,
        'SSH_CRITICAL_OPTION_UNKNOWN',
      );
      expectError(await call('POST', PATH, { ssh_certificate_authority_id: ca.id, public_key: 'garbage' }), 400, 'SSH_PUBLIC_KEY_INVALID');
    }
    await call('GET', CA_PATH);
    await call('GET', PATH);
    expectError(await call('POST', CA_PATH, { private_key_type: 'ed25519', key_size: 4096 }), 400, 'SSH_KEY_OPTION_MISMATCH');

    const fragments = (await Promise.all(cas.map((ca) => sealedKeyOf(ca.id)))).flatMap(secretFragments);
    expect(fragments.length).toBeGreaterThan(cas.length * 3);
    expect(logged).toContain('"statusCode":201'); // the capture works: the log is really scanned
    for (const text of [...responses, logged]) {
      expect(text).not.toMatch(/PRIVATE KEY|sealed_private_key/);
      for (const fragment of fragments) expect(text.includes(fragment)).toBe(false);
    }
  });

  it('500 INTERNAL_ERROR that leaks nothing when a sealed key cannot be opened (wrong SSH_KEK)', async () => {
    const ca = (await call('POST', CA_PATH, {})).body;
    // As if the server had been started with another key-encryption key than the one that sealed it.
    const foreign = sealPrivateKey(generateCaKey().privateKeyPem, randomBytes(32));
    await server.db.query(`UPDATE resources SET body = jsonb_set(body, '{sealed_private_key}', to_jsonb($2::text)) WHERE id = $1`, [ca.id, foreign]);
    const logStart = logged.length;
    const error = expectError(await call('POST', PATH, { ssh_certificate_authority_id: ca.id, public_key: userKey }), 500, 'INTERNAL_ERROR');
    expect(JSON.stringify(error)).not.toMatch(/seal|KEK|key-encryption/i);
    const log = logged.slice(logStart);
    expect(log).toContain('sealed private key was encrypted with a different key-encryption key (check SSH_KEK)');
    expect(log.includes(foreign)).toBe(false);
    for (const part of foreign.split('.').filter((p) => p.length >= 16)) expect(log.includes(part)).toBe(false);
  });
});
