/**
 * Pebble (Debian's `pebble`, Let's Encrypt's RFC 8555 test CA) on free loopback ports, validating DNS-01 challenges
 * against the DNS server the test names. Its HTTPS certificate is made here with openssl for 127.0.0.1; its issuing
 * root is read from its management interface. Stop it with `stop()` (its pid only).
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/harness.js';

export const PEBBLE_AVAILABLE = spawnSync('pebble', ['-help'], { stdio: 'ignore' }).error === undefined;

export interface Pebble {
  directoryUrl: string;
  /** The PEM file of the CA of Pebble's own HTTPS certificate (ACME_CA_FILE). */
  httpsCaFile: string;
  /** The root that signs the certificates it issues (new at every start). */
  issuingRoot(): Promise<string>;
  stop(): Promise<void>;
  /** Starts it again on the same ports (a new issuing root). */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPebble(dnsServer: string): Promise<Pebble> {
  const dir = mkdtempSync(join(tmpdir(), 'pebble-'));
  const [listen, management] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=pebble test',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${listen}`,
        managementListenAddress: `127.0.0.1:${management}`,
        certificate: join(dir, 'cert.pem'),
        privateKey: join(dir, 'key.pem'),
        // Unused (DNS-01 only), but Pebble wants them: ports nothing listens on.
        httpPort: await freePort(),
        tlsPort: await freePort(),
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
      },
    }),
  );
  const httpsCaFile = join(dir, 'cert.pem');
  let child: ChildProcess | undefined;
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      https
        .get(`https://127.0.0.1:${management}${path}`, { ca: readFileSync(httpsCaFile, 'utf8') }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
  const pebble: Pebble = {
    directoryUrl: `https://127.0.0.1:${listen}/dir`,
    httpsCaFile,
    issuingRoot: () => get('/roots/0'),
    async start() {
      // No random sleeps before validating, no rejected nonces, a new authorization for every order: deterministic.
      child = spawn('pebble', ['-config', join(dir, 'config.json'), '-dnsserver', dnsServer], {
        env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = child;
      let log = '';
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          log += chunk.toString('utf8');
          if (log.includes('ACME directory available')) resolve();
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', onData);
        started.once('exit', (code) => reject(new Error(`pebble exited with ${code}: ${log}`)));
      });
    },
    async stop() {
      const running = child;
      child = undefined;
      if (running === undefined || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    async dispose() {
      await pebble.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pebble.start();
  return pebble;
}
