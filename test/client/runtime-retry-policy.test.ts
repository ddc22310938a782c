// Given/want tables for the client runtime's retry policy (generator/runtime/client/retry-policy.ts).
import { describe, expect, it } from 'vitest';
import {
  type AttemptOutcome,
  BASE_DELAY_MS,
  MAX_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  retryDelayMs,
  shouldRetry,
} from '../../generator/runtime/client/retry-policy.js';

describe('shouldRetry', () => {
  const cases: [string, AttemptOutcome, boolean][] = [
    ['GET', { status: 429 }, true],
    ['POST', { status: 429 }, true],
    ['GET', { status: 502 }, true],
    ['PUT', { status: 503 }, true],
    ['DELETE', { status: 504 }, true],
    ['PATCH', { status: 503 }, true],
    ['POST', { status: 502 }, false],
    ['POST', { status: 503 }, false],
    ['POST', { status: 504 }, false],
    ['GET', { status: 500 }, false],
    ['GET', { status: 400 }, false],
    ['GET', { status: 409 }, false],
    ['GET', 'network', true],
    ['delete', 'timeout', true],
    ['POST', 'network', false],
    ['POST', 'timeout', false],
  ];
  it.each(cases)('%s after %j → %s', (method, outcome, want) => {
    expect(shouldRetry(method, outcome)).toBe(want);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 0.5, BASE_DELAY_MS / 2],
    [1, 0.5, BASE_DELAY_MS],
    [3, 0.5, BASE_DELAY_MS * 4],
    [10, 0.5, MAX_BACKOFF_MS / 2],
    [2, 0, 0],
  ])('retry %i with random %f → %i ms (full jitter under an exponential ceiling)', (retry, random, want) => {
    expect(retryDelayMs(retry, null, () => random)).toBe(want);
  });

  it('waits what Retry-After says, in seconds or as an HTTP date, capped', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryDelayMs(0, '3', () => 0, now)).toBe(3000);
    expect(retryDelayMs(5, '0', () => 0.9, now)).toBe(0);
    expect(retryDelayMs(0, 'Thu, 01 Jan 2026 00:00:07 GMT', () => 0, now)).toBe(7000);
    expect(retryDelayMs(0, '86400', () => 0, now)).toBe(MAX_RETRY_AFTER_MS);
  });

  it('falls back to backoff when Retry-After is unreadable', () => {
    expect(retryDelayMs(1, 'soon', () => 0.5)).toBe(BASE_DELAY_MS);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:10Z');
  it.each([
    ['120', 120_000],
    [' 2 ', 2000],
    ['Thu, 01 Jan 2026 00:00:15 GMT', 5000],
    ['Thu, 01 Jan 2026 00:00:00 GMT', 0],
    ['-1', undefined],
    ['1.5', undefined],
    ['later', undefined],
  ])('%j → %s', (value, want) => {
    expect(parseRetryAfter(value, now)).toBe(want);
  });
});
