import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEK_FILE_NAME, KekConfigError, loadOrCreateKek } from '../../server/ssh/index.js';
import { makeTempDir } from './support/openssh.js';

describe('loadOrCreateKek', () => {
  const temps: { remove(): void }[] = [];
  const tempDir = (): string => {
    const temp = makeTempDir('kek');
    temps.push(temp);
    return temp.dir;
  };
  afterEach(() => {
    for (const temp of temps.splice(0)) temp.remove();
  });

  it('creates a 32-byte KEK file with mode 0600 on first start, and reads it back after', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const kek = loadOrCreateKek(dataDir);
    const path = join(dataDir, KEK_FILE_NAME);
    expect(kek).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe(`${kek.toString('base64')}\n`);
    expect(readdirSync(dataDir)).toEqual([KEK_FILE_NAME]); // no temporary file left behind
    expect(loadOrCreateKek(dataDir)).toEqual(kek);
  });

  it('prefers SSH_KEK and then creates no file', () => {
    const dataDir = tempDir();
    const configured = randomBytes(32);
    expect(loadOrCreateKek(dataDir, ` ${configured.toString('base64')}\n`)).toEqual(configured);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('treats an empty SSH_KEK as unset', () => {
    const dataDir = tempDir();
    expect(loadOrCreateKek(dataDir, '')).toHaveLength(32);
    expect(readdirSync(dataDir)).toEqual([KEK_FILE_NAME]);
  });

  it('rejects an SSH_KEK that is not base64 of 32 bytes, without quoting it', () => {
    for (const value of [randomBytes(16).toString('base64'), 'not base64 at all!', randomBytes(33).toString('base64')]) {
      let thrown: unknown;
      try {
        loadOrCreateKek(tempDir(), value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toEqual(new KekConfigError('SSH_KEK must hold the base64 encoding of exactly 32 random bytes'));
      expect((thrown as Error).message).not.toContain(value);
    }
  });

  it('rejects a damaged KEK file, naming the file', () => {
    const dataDir = tempDir();
    const path = join(dataDir, KEK_FILE_NAME);
    writeFileSync(path, 'c2hvcnQ=\n', { mode: 0o600 });
    expect(() => loadOrCreateKek(dataDir)).toThrow(new KekConfigError(`${path} must hold the base64 encoding of exactly 32 random bytes`));
  });
});
