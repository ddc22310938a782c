import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { SSHD_PATH, sshKeygen } from './openssh.js';

/**
 * A real sshd on 127.0.0.1 that trusts one CA for user certificates and nothing else: no
 * passwords, no authorized_keys, so a login succeeds only through a certificate.
 */

export interface RunningSshd {
  port: number;
  user: string;
  /** Everything sshd logged so far (-e sends its log to stderr). */
  log(): string;
  /** Resolves once the log from `offset` on matches (sshd may log after the client has gone). */
  waitForLog(offset: number, pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

/**
 * How sshd learns to trust the CA (sshd_config(5)):
 * - `trusted-user-ca-keys`: TrustedUserCAKeys; the certificate must name the user as a principal.
 * - `authorized-keys-cert-authority`: a `cert-authority` line in authorized_keys; here a
 *   certificate without principals is valid for the user (PROTOCOL.certkeys "valid principals").
 */
export type CaTrust = 'trusted-user-ca-keys' | 'authorized-keys-cert-authority';

export async function startSshd(dir: string, trustedCaPublicKey: string, trust: CaTrust = 'trusted-user-ca-keys'): Promise<RunningSshd> {
  // Privilege separation needs this directory; Debian creates it only when the service starts.
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o700); // nothing sshd reads may be writable by others
  const hostKey = join(dir, 'ssh_host_ed25519_key');
  sshKeygen(['-q', '-t', 'ed25519', '-N', '', '-f', hostKey]);
  const caFile = join(dir, trust === 'trusted-user-ca-keys' ? 'trusted_user_ca_keys' : 'authorized_keys');
  const caLine = trust === 'trusted-user-ca-keys' ? trustedCaPublicKey : `cert-authority ${trustedCaPublicKey}`;
  writeFileSync(caFile, `${caLine}\n`, { mode: 0o600 });
  const user = userInfo().username;
  // The port is free when picked but may be taken before sshd binds it (other suites run in
  // parallel): sshd then exits, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(dir, hostKey, trust, caFile, user, await freePort());
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Cannot bind any address')) throw error;
    }
  }
}

async function launch(dir: string, hostKey: string, trust: CaTrust, caFile: string, user: string, port: number): Promise<RunningSshd> {
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `ListenAddress 127.0.0.1:${port}`,
      `HostKey ${hostKey}`,
      ...(trust === 'trusted-user-ca-keys'
        ? [`TrustedUserCAKeys ${caFile}`, 'AuthorizedKeysFile none', 'StrictModes yes']
        : // StrictModes checks every directory above authorized_keys, and the temporary
          // directory sits in world-writable /tmp: it would refuse the file for that alone.
          [`AuthorizedKeysFile ${caFile}`, 'StrictModes no']),
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      `PermitRootLogin ${user === 'root' ? 'yes' : 'no'}`,
      'PidFile none',
      'LogLevel VERBOSE',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const child = spawn(SSHD_PATH, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  await waitForListening(child, () => log);
  const waitForLog = async (offset: number, pattern: RegExp): Promise<string> => {
    for (let attempt = 0; attempt < 100 && !pattern.test(log.slice(offset)); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return log.slice(offset);
  };
  return { port, user, log: () => log, waitForLog, stop: () => stop(child) };
}

function waitForListening(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (): void => {
      if (log().includes('Server listening on')) done(resolve);
    };
    const onExit = (): void => done(() => reject(new Error(`sshd exited before listening:\n${log()}`)));
    const done = (then: () => void): void => {
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
      then();
    };
    child.stderr!.on('data', onData);
    child.on('exit', onExit);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface LoginResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** `ssh … true` with only the given key and certificate: no agent, no config files, no prompts. */
export function sshLogin(sshd: RunningSshd, privateKeyPath: string, certificatePath: string, command = 'true', user = sshd.user): Promise<LoginResult> {
  const args = [
    '-F',
    '/dev/null',
    '-i',
    privateKeyPath,
    '-o',
    `CertificateFile=${certificatePath}`,
    '-o',
    'IdentitiesOnly=yes',
    '-o',
    'IdentityAgent=none',
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=no',
    '-o',
    'UserKnownHostsFile=/dev/null',
    '-o',
    'LogLevel=ERROR',
    '-o',
    'ConnectTimeout=20',
    '-p',
    String(sshd.port),
    `${user}@127.0.0.1`,
    command,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('ssh', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}
