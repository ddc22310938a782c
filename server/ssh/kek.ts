import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key-encryption key that seals CA private keys (docs/decisions/0019-ssh-certificates.md): from
 * configuration (`SSH_KEK`, base64 of 32 bytes) when set, otherwise the file `ssh-kek` in the data directory,
 * created with mode 0600 on first start. The file holds the same base64 text, so an operator can move it to
 * SSH_KEK. Errors name the setting or the file, never the key.
 */

export const KEK_FILE_NAME = 'ssh-kek';
const KEK_BYTES = 32;

export class KekConfigError extends Error {
  override readonly name = 'KekConfigError';
}

export function loadOrCreateKek(dataDir: string, envValue?: string): Buffer {
  if (envValue !== undefined && envValue.trim() !== '') return decodeKek(envValue, 'SSH_KEK');
  const path = join(dataDir, KEK_FILE_NAME);
  const existing = readIfPresent(path);
  if (existing !== undefined) return decodeKek(existing, path);
  return createKekFile(dataDir, path);
}

function decodeKek(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const kek = Buffer.from(trimmed, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || kek.length !== KEK_BYTES) {
    throw new KekConfigError(`${source} must hold the base64 encoding of exactly ${KEK_BYTES} random bytes`);
  }
  return kek;
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes a temporary file and hard-links it into place: the link appears complete or not at all,
 * and fails if another instance sharing the directory won the race, whose key is then used.
 */
function createKekFile(dataDir: string, path: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const kek = randomBytes(KEK_BYTES);
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${kek.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
    return kek;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeKek(readFileSync(path, 'utf8'), path);
  } finally {
    unlinkSync(temporary);
  }
}
