// End to end (docs/decisions/0019-ssh-certificates.md): the reference server on a real socket issues a CA and a user
// certificate over HTTP; OpenSSH's ssh-keygen reads the certificate, and a real sshd that trusts the
// CA's public_key lets the holder in as a listed principal and refuses a name the certificate lacks.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness.js';
import {
  fingerprintOf,
  generateUserKey,
  hasSshClient,
  hasSshd,
  hasSshKeygen,
  listCertificate,
  makeTempDir,
  reportSkip,
  type UserKeyFiles,
} from '../ssh/support/openssh.js';
import { type RunningSshd, sshLogin, startSshd } from '../ssh/support/sshd.js';

const toolsPresent = hasSshKeygen && hasSshClient && hasSshd;
if (!toolsPresent)
  reportSkip('SSH end-to-end tests (API-issued certificates against sshd)', 'ssh, ssh-keygen or /usr/sbin/sshd', 'openssh-client openssh-server');

describe.skipIf(!toolsPresent)('a certificate issued over HTTP logs in to a real sshd', () => {
  const temp = makeTempDir('ssh-e2e');
  let server: TestServer;
  let baseUrl: string;
  let ca: { id: string; public_key: string; key_type: string };
  let userKey: UserKeyFiles;
  let sshd: RunningSshd;

  beforeAll(async () => {
    server = await startTestServer();
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
    userKey = generateUserKey(temp.dir, 'id_ed25519', { type: 'ed25519' });
    ca = await api('POST', '/ssh_certificate_authorities', { description: 'e2e' }, 201);
    sshd = await startSshd(temp.dir, ca.public_key);
  });

  afterAll(async () => {
    await sshd?.stop();
    await server?.close();
    temp.remove();
  });

  /** A request as any HTTP client sends it (docs/decisions/0003-request-headers.md), over the socket. */
  async function api(method: string, path: string, body: unknown, expectedStatus: number): Promise<any> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload = await response.json();
    expect(response.status, JSON.stringify(payload)).toBe(expectedStatus);
    return payload;
  }

  /** Issues a certificate for the user key and saves it where ssh looks for it. */
  async function issue(principals: string[]): Promise<{ id: string; path: string }> {
    const certificate = await api(
      'POST',
      '/ssh_user_certificates',
      {
        ssh_certificate_authority_id: ca.id,
        public_key: userKey.publicKeyLine,
        principals,
      },
      201,
    );
    const path = join(temp.dir, `${certificate.id}-cert.pub`);
    writeFileSync(path, `${certificate.certificate}\n`);
    return { id: certificate.id, path };
  }

  it('ssh-keygen -L reads the certificate: signed by the CA, key id = id, the principals and the default extensions', async () => {
    const { id, path } = await issue(['deploy', sshd.user]);
    const caPath = join(temp.dir, 'ca.pub');
    writeFileSync(caPath, `${ca.public_key}\n`);
    const listing = listCertificate(path);
    expect(listing.type).toBe('ssh-ed25519-cert-v01@openssh.com user certificate');
    expect(listing.signingCa).toContain(fingerprintOf(caPath).fingerprint);
    expect(listing.keyId).toBe(`"${id}"`);
    expect(listing.principals).toEqual(['deploy', sshd.user]);
    expect(listing.criticalOptions).toEqual([]);
    expect(listing.extensions).toEqual(['permit-pty', 'permit-user-rc']);
  });

  it('sshd accepts it for a listed principal', async () => {
    const { id, path } = await issue([sshd.user]);
    const logStart = sshd.log().length;
    const result = await sshLogin(sshd, userKey.privateKeyPath, path, 'echo logged-in');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout.trim()).toBe('logged-in');
    const log = await sshd.waitForLog(logStart, /Disconnected from|Connection closed by/);
    expect(log).toMatch(new RegExp(`Accepted publickey for \\S+ from 127\\.0\\.0\\.1 .* ED25519-CERT .* ID ${id} \\(serial \\d+\\) CA ED25519`));
  });

  it('sshd refuses a user the certificate does not list', async () => {
    const { path } = await issue(['someone-else']);
    const logStart = sshd.log().length;
    const result = await sshLogin(sshd, userKey.privateKeyPath, path, 'echo logged-in');
    expect(result.exitCode).toBe(255);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Permission denied');
    const log = await sshd.waitForLog(logStart, /Disconnected from|Connection closed by/);
    expect(log).toContain('name is not a listed principal');
  });
});
