import { describe, expect, it } from 'vitest';
import { timestamp, timestampOfMillis } from './context.js';

// RFC 3339 at second precision (docs/decisions/0011-timestamps.md); the date part is cached per day, so
// the table crosses days, goes backwards and leaves the four-digit years.
const cases: { given: string; want: string }[] = [
  { given: '2026-11-23T19:17:30.999Z', want: '2026-11-23T19:17:30Z' },
  { given: '2026-11-23T00:00:00.000Z', want: '2026-11-23T00:00:00Z' },
  { given: '2026-11-22T23:59:59.999Z', want: '2026-11-22T23:59:59Z' },
  { given: '2026-11-23T09:05:07.001Z', want: '2026-11-23T09:05:07Z' },
  { given: '1970-01-01T00:00:00.000Z', want: '1970-01-01T00:00:00Z' },
  { given: '1969-12-31T23:59:59.500Z', want: '1969-12-31T23:59:59Z' },
  { given: '0000-01-01T00:00:00.000Z', want: '0000-01-01T00:00:00Z' },
  { given: '9999-12-31T23:59:59.999Z', want: '9999-12-31T23:59:59Z' },
  { given: '+010000-01-01T00:00:00.000Z', want: '+010000-01-01T00:00:00Z' },
  { given: '-000001-06-01T12:00:00.000Z', want: '-000001-06-01T12:00:00Z' },
];

describe('timestamp', () => {
  it.each(cases)('$given → $want', ({ given, want }) => {
    const date = new Date(given);
    expect(timestamp(date)).toBe(want);
    expect(timestampOfMillis(date.getTime())).toBe(want);
  });

  it('agrees with Date#toISOString cut to seconds on 10,000 instants scattered over 1875–2285 (any day, any order)', () => {
    for (let i = 0; i < 10_000; i += 1) {
      const ms = ((i * 2_654_435_761) % 4_294_967_296) * 2_328 - 3e12;
      expect(timestampOfMillis(ms)).toBe(new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    }
  });
});
