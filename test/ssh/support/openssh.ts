import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's OpenSSH is the real peer these tests check certificates against (docs/decisions/0002-toolchain.md). */

export const SSHD_PATH = '/usr/sbin/sshd';
export const hasSshKeygen = spawnSync('ssh-keygen', ['-?'], { stdio: 'ignore' }).error === undefined;
export const hasSshClient = spawnSync('ssh', ['-V'], { stdio: 'ignore' }).error === undefined;
export const hasSshd = existsSync(SSHD_PATH);

/** One clear line per skipped suite (docs/decisions/0028-real-components-in-tests.md), so a missing tool is never silent. */
export function reportSkip(what: string, missing: string, packages: string): void {
  console.warn(`SKIPPED ${what}: ${missing} not found; install it with: apt-get install ${packages}`);
}

export function makeTempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `tunnel-api-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** ssh-keygen prints certificate times in local time: pin it to UTC. */
export function sshKeygen(args: string[]): string {
  return execFileSync('ssh-keygen', args, { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' }, stdio: ['ignore', 'pipe', 'pipe'] });
}

export type UserKeySpec = { type: 'rsa'; bits: 2048 } | { type: 'ecdsa'; bits: 256 | 384 | 521 } | { type: 'ed25519' };

export interface UserKeyFiles {
  privateKeyPath: string;
  publicKeyLine: string;
}

/** A user key made by ssh-keygen itself, so parsing is tested against OpenSSH's own output. */
export function generateUserKey(dir: string, name: string, spec: UserKeySpec): UserKeyFiles {
  const privateKeyPath = join(dir, name);
  const bits = 'bits' in spec ? ['-b', String(spec.bits)] : [];
  sshKeygen(['-q', '-t', spec.type, ...bits, '-N', '', '-C', `${name}@test`, '-f', privateKeyPath]);
  return { privateKeyPath, publicKeyLine: readFileSync(`${privateKeyPath}.pub`, 'utf8').trim() };
}

/** `ssh-keygen -l`: "<bits> SHA256:<fp> <comment> (<TYPE>)". */
export function fingerprintOf(publicKeyPath: string): { bits: number; fingerprint: string; type: string } {
  const match = /^(\d+) (SHA256:\S+) .* \((\S+)\)$/.exec(sshKeygen(['-l', '-f', publicKeyPath]).trim());
  if (!match) throw new Error('unexpected ssh-keygen -l output');
  return { bits: Number(match[1]), fingerprint: match[2]!, type: match[3]! };
}

export interface CertificateListing {
  type: string;
  signingCa: string;
  keyId: string;
  serial: string;
  valid: string;
  principals: string[];
  criticalOptions: string[];
  extensions: string[];
}

/** Reads `ssh-keygen -L` output; OpenSSH verifies the CA signature while loading the certificate. */
export function listCertificate(certificatePath: string): CertificateListing {
  const fields = new Map<string, string>();
  const lists = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of sshKeygen(['-L', '-f', certificatePath]).split('\n').slice(1)) {
    if (line.startsWith('                ')) {
      current?.push(line.trim());
      continue;
    }
    const match = /^\s+([A-Za-z ]+): ?(.*)$/.exec(line);
    if (!match) continue;
    fields.set(match[1]!, match[2]!);
    current = [];
    lists.set(match[1]!, current);
  }
  const field = (name: string): string => {
    const value = fields.get(name);
    if (value === undefined) throw new Error(`ssh-keygen -L printed no ${name}`);
    return value;
  };
  const list = (name: string): string[] => (field(name) === '(none)' ? [] : (lists.get(name) ?? []));
  return {
    type: field('Type'),
    signingCa: field('Signing CA'),
    keyId: field('Key ID'),
    serial: field('Serial'),
    valid: field('Valid'),
    principals: list('Principals'),
    criticalOptions: list('Critical Options'),
    extensions: list('Extensions'),
  };
}

/** The form `ssh-keygen -L` prints validity in (format_absolute_time, TZ=UTC). */
export function opensshTime(date: Date): string {
  return date.toISOString().slice(0, 19);
}
