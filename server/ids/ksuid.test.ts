import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKsuidGenerator, KSUID_EPOCH_SECONDS, ksuidSeconds, pooledRandomBytes } from './ksuid.js';

function fixedBytes(fill: number) {
  return (size: number) => new Uint8Array(size).fill(fill);
}

describe('createKsuidGenerator', () => {
  it.each([
    // Reference values from github.com/segmentio/ksuid: the zero payload at the epoch and the maximum.
    { seconds: KSUID_EPOCH_SECONDS, fill: 0, want: '000000000000000000000000000' },
    { seconds: KSUID_EPOCH_SECONDS + 0xffff_ffff, fill: 0xff, want: 'aWgEPTl1tmebfsQzFP4bxwgy80V' },
  ])('at $seconds with payload bytes $fill → $want', ({ seconds, fill, want }) => {
    const next = createKsuidGenerator({ now: () => seconds * 1000 }, fixedBytes(fill));
    expect(next()).toBe(want);
    expect(ksuidSeconds(want)).toBe(seconds);
  });

  it('steps up from the previous value when the clock has not moved', () => {
    const next = createKsuidGenerator({ now: () => 1_700_000_000_000 }, fixedBytes(0));
    const first = next();
    const second = next();
    expect(second > first).toBe(true);
    expect(ksuidSeconds(second)).toBe(1_700_000_000);
  });

  it('stays monotonic when the clock goes back', () => {
    let now = 1_700_000_010_000;
    const next = createKsuidGenerator({ now: () => now });
    const first = next();
    now -= 5_000;
    expect(next() > first).toBe(true);
  });

  it('refuses a clock before the KSUID epoch', () => {
    const next = createKsuidGenerator({ now: () => 0 });
    expect(() => next()).toThrow('ksuid: clock outside the KSUID time range');
  });

  it('refuses to wrap around at the end of the value space', () => {
    const next = createKsuidGenerator({ now: () => (KSUID_EPOCH_SECONDS + 0xffff_ffff) * 1000 }, fixedBytes(0xff));
    next();
    expect(() => next()).toThrow('ksuid: value space exhausted');
  });

  it('sorts as text in creation order for any clock sequence (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -3_000, max: 3_000 }), { minLength: 2, maxLength: 200 }), (moves) => {
        let now = 1_700_000_000_000;
        const next = createKsuidGenerator({ now: () => now });
        const made = moves.map((move) => {
          now += move;
          return next();
        });
        // Plain sort() compares UTF-16 code units, the same as COLLATE "C" for this ASCII alphabet.
        expect([...made].sort()).toEqual(made);
        expect(new Set(made.map((id) => id.length))).toEqual(new Set([27]));
      }),
    );
  });
});

describe('ksuidSeconds', () => {
  it.each([
    { text: '', why: 'empty' },
    { text: '00000000000000000000000000', why: '26 characters' },
    { text: 'aWgEPTl1tmebfsQzFP4bxwgy80W', why: 'above the 160-bit maximum' },
    { text: '0000000000000000000000000-0', why: 'a character outside base62' },
  ])('refuses $why', ({ text }) => {
    expect(ksuidSeconds(text)).toBeUndefined();
  });
});

describe('pooledRandomBytes', () => {
  it('hands out fresh bytes of the size asked, across refills of its pool, and beyond its size', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i += 1) {
      const bytes = pooledRandomBytes(16);
      expect(bytes).toHaveLength(16);
      seen.add(Buffer.from(bytes).toString('hex'));
    }
    expect(seen.size).toBe(600);
    expect(pooledRandomBytes(10_000)).toHaveLength(10_000);
  });
});
