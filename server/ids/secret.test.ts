import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from './secret.js';

describe('hashSecret', () => {
  it("is the lower-case hex SHA-256 of the secret's UTF-8 bytes, as stored for every key and token", () => {
    // Known answers: what migrations and stored rows hold must not change with the way it is computed.
    expect(hashSecret('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const secret of [newSecret('tak_'), newSecret('tat_'), 'naïve ☃ 😀']) {
      expect(hashSecret(secret)).toBe(createHash('sha256').update(secret, 'utf8').digest('hex'));
    }
  });
});
