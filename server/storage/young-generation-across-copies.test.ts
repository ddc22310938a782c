// After `npm run dev` reloads the server in place, two copies of young-generation.ts run in one process
// (docs/decisions/0088-dev-reload-in-process.md) and set the one V8 flag: they count their holds together, so one
// copy's release starts no linger (whose end sets the growth factor back) while the other copy still holds.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { holdYoungGeneration, youngGenerationHolds } from './young-generation.js';

// A second evaluation of the module, as a reloaded copy of our code has.
const otherCopy = (await import(/* @vite-ignore */ `./young-generation.ts?copy=${'other'}`)) as typeof import('./young-generation.js');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

it('the second import is a module of its own', () => {
  expect(otherCopy.holdYoungGeneration).not.toBe(holdYoungGeneration);
});

it('both copies count the same holds', () => {
  const before = youngGenerationHolds();
  const releaseFirst = holdYoungGeneration();
  expect(otherCopy.youngGenerationHolds()).toBe(before + 1);
  const releaseOther = otherCopy.holdYoungGeneration();
  expect(youngGenerationHolds()).toBe(before + 2);
  releaseOther();
  releaseFirst();
  expect(otherCopy.youngGenerationHolds()).toBe(before);
});

it('a copy that releases while the other holds starts no linger; the last release does', () => {
  const releaseFirst = holdYoungGeneration();
  const releaseOther = otherCopy.holdYoungGeneration();
  releaseOther();
  expect(vi.getTimerCount()).toBe(0);
  releaseFirst();
  expect(vi.getTimerCount()).toBe(1);
  // A hold by either copy while the linger runs ends it: the growth factor stays at 1.
  const releaseAgain = otherCopy.holdYoungGeneration();
  expect(vi.getTimerCount()).toBe(0);
  releaseAgain();
  expect(vi.getTimerCount()).toBe(1);
});
