import { randomFillSync } from 'node:crypto';
import { bytesToBigInt, decodeBase62, encodeBase62 } from './base62.js';

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
/** Upper bound of the random step used when the clock has not moved (see nextKsuidValue). */
const MAX_STEP = 1n << 32n;

export interface KsuidClock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/**
 * Bytes of the CSPRNG, drawn 4 KiB at a time: every request gets an operation id, and a call into the
 * CSPRNG per id was 7 % of a GET's CPU (bench/RESULTS.md "Server: what each change gained"). The view
 * returned is read at once (bytesToBigInt) before the pool moves on.
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
  let last = -1n;
  return function nextKsuid(): string {
    const seconds = BigInt(Math.floor(clock.now() / 1000) - KSUID_EPOCH_SECONDS);
    if (seconds < 0n || seconds > 0xffff_ffffn) throw new RangeError('ksuid: clock outside the KSUID time range');
    const fresh = (seconds << PAYLOAD_BITS) | bytesToBigInt(random(16));
    // When the clock has not moved (or went back), step up from the previous value instead. The step
    // is random (1..2^32) rather than 1 so that ids made in one burst cannot be enumerated from one
    // another; 2^96 such steps fit in a payload, so this never runs out within a second.
    const next = fresh > last ? fresh : last + 1n + (bytesToBigInt(random(4)) % MAX_STEP);
    if (next > MAX_KSUID) throw new RangeError('ksuid: value space exhausted');
    last = next;
    return encodeBase62(next, KSUID_TEXT_LENGTH);
  };
}

/** The time (Unix seconds) a KSUID's text was made, or undefined when the text is not a KSUID. */
export function ksuidSeconds(text: string): number | undefined {
  if (text.length !== KSUID_TEXT_LENGTH) return undefined;
  const value = decodeBase62(text);
  if (value === undefined || value > MAX_KSUID) return undefined;
  return Number(value >> PAYLOAD_BITS) + KSUID_EPOCH_SECONDS;
}
