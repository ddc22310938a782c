import { describe, expect, it } from 'vitest';
import { isUpdateWithinMajor, newestReleaseWithinMajor } from '../../agent-protocol/index.js';

describe('newestReleaseWithinMajor (never across a major version)', () => {
  const releases = ['2.9.0', '3.0.0', '3.1.0', '3.2.0', '3.3.0-beta.1', '4.0.0', '4.1.0-rc.1'];
  it.each([
    ['3.0.0', '3.2.0'],
    ['3.1.5', '3.2.0'],
    ['3.2.0', undefined],
    ['2.0.0', '2.9.0'],
    ['4.0.0', undefined],
    ['5.0.0', undefined],
  ])('from %s → %s', (current, want) => {
    expect(newestReleaseWithinMajor(current, releases)).toBe(want);
  });

  it('offers nothing when the server knows no releases', () => {
    expect(newestReleaseWithinMajor('3.0.0', [])).toBeUndefined();
  });
});

describe('isUpdateWithinMajor', () => {
  it.each([
    ['3.0.0', '3.2.0', true],
    ['3.2.0', '3.2.0', false],
    ['3.2.0', '3.1.0', false],
    ['3.2.0', '4.0.0', false],
  ])('%s → %s is %s', (current, target, want) => {
    expect(isUpdateWithinMajor(current, target)).toBe(want);
  });
});
