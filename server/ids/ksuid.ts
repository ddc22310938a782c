import { randomFillSync } from 'node:crypto';
import { BASE62_ALPHABET, decodeBase62 } from './base62.js';

/*
 * KSUID (github.com/segmentio/ksuid): 4 bytes of seconds since the KSUID epoch followed by 16 random
 * bytes, as 27 fixed-width base62 characters. Hand-written rather than taken from npm because the
 * KSUID packages there draw a fresh random payload for every id, so two ids made in the same second
 * sort in random order; our list pagination (`before_id`, newest first) needs ids made by one process
 * to sort exactly in creation order. The whole thing is ~30 lines over base62.ts.
 */

/** 2014-05-13T16:53:20Z, the KSUID epoch, in Unix seconds. */
export const KSUID_EPOCH_SECONDS = 1_400_000_000;
export const KSUID_TEXT_LENGTH = 27;
const PAYLOAD_BITS = 128n;
const MAX_KSUID = (1n << 160n) - 1n;

export interface KsuidClock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/**
 * Bytes of the CSPRNG, drawn 4 KiB at a time: every request gets an operation id, and a call into the
 * CSPRNG per id was 7 % of a GET's CPU (bench/RESULTS.md "Server: what each change gained"). The view
 * returned is read at once (readWord) before the pool moves on.
 */
const pool = Buffer.alloc(4096);
let poolUsed = pool.length;

export function pooledRandomBytes(size: number): Uint8Array {
  if (size > pool.length) return randomFillSync(Buffer.alloc(size));
  if (poolUsed + size > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const bytes = pool.subarray(poolUsed, poolUsed + size);
  poolUsed += size;
  return bytes;
}

/** A generator with its own monotonic state; `newId` uses one per process. */
export function createKsuidGenerator(clock: KsuidClock = Date, random: (size: number) => Uint8Array = pooledRandomBytes) {
  // The 160-bit value as five 32-bit words, most significant first: BigInt arithmetic here was ~10 µs
  // per id, and every request gets one (its operation id). `last` is all zeros before the first id.
  const last = new Uint32Array(5);
  let made = false;
  const fresh = new Uint32Array(5);
  return function nextKsuid(): string {
    const seconds = Math.floor(clock.now() / 1000) - KSUID_EPOCH_SECONDS;
    if (seconds < 0 || seconds > 0xffff_ffff) throw new RangeError('ksuid: clock outside the KSUID time range');
    fresh[0] = seconds;
    const payload = random(16);
    for (let word = 0; word < 4; word += 1) fresh[word + 1] = readWord(payload, word * 4);
    if (!made || compareWords(fresh, last) > 0) {
      last.set(fresh);
    } else {
      // When the clock has not moved (or went back), step up from the previous value instead. The step
      // is random (1..2^32) rather than 1 so that ids made in one burst cannot be enumerated from one
      // another; 2^96 such steps fit in a payload, so this never runs out within a second.
      fresh.set(last);
      if (!addToWords(fresh, 1 + readWord(random(4), 0))) throw new RangeError('ksuid: value space exhausted');
      last.set(fresh);
    }
    made = true;
    return encodeWords(last);
  };
}

function readWord(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function compareWords(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]! ? 1 : -1;
  return 0;
}

/** Adds `step` (≤ 2^32) in place; false when the sum does not fit in 160 bits. */
function addToWords(words: Uint32Array, step: number): boolean {
  let carry = step;
  for (let i = words.length - 1; i >= 0 && carry > 0; i -= 1) {
    const sum = words[i]! + carry;
    words[i] = sum >>> 0;
    carry = Math.floor(sum / 0x1_0000_0000);
  }
  return carry === 0;
}

/** 62^5: five base62 digits at a time. */
const CHUNK = 916_132_832;
const ALPHABET_CODES = Array.from(BASE62_ALPHABET, (char) => char.charCodeAt(0));
/** The value being divided, as ten 16-bit halves (so that remainder·2^16 + half stays below 2^53). */
const halves = new Float64Array(10);
const codes = new Array<number>(KSUID_TEXT_LENGTH).fill(0);

/** The value as 27 base62 characters, by long division by 62^5, then five digits from each remainder. */
function encodeWords(words: Uint32Array): string {
  for (let i = 0; i < 5; i += 1) {
    halves[2 * i] = words[i]! >>> 16;
    halves[2 * i + 1] = words[i]! & 0xffff;
  }
  let position = KSUID_TEXT_LENGTH;
  while (position > 0) {
    let remainder = 0;
    for (let i = 0; i < halves.length; i += 1) {
      const value = remainder * 0x1_0000 + halves[i]!;
      const quotient = Math.floor(value / CHUNK);
      halves[i] = quotient;
      remainder = value - quotient * CHUNK;
    }
    for (let digit = 0; digit < 5 && position > 0; digit += 1) {
      const quotient = Math.floor(remainder / 62);
      position -= 1;
      codes[position] = ALPHABET_CODES[remainder - quotient * 62]!;
      remainder = quotient;
    }
  }
  return String.fromCharCode(...codes);
}

/** The time (Unix seconds) a KSUID's text was made, or undefined when the text is not a KSUID. */
export function ksuidSeconds(text: string): number | undefined {
  if (text.length !== KSUID_TEXT_LENGTH) return undefined;
  const value = decodeBase62(text);
  if (value === undefined || value > MAX_KSUID) return undefined;
  return Number(value >> PAYLOAD_BITS) + KSUID_EPOCH_SECONDS;
}
