import { describe, expect, it } from 'vitest';
import { labelsMatch } from '../../server/agents/label-match.js';

describe('labelsMatch (tunnel-group backends)', () => {
  const tunnel = { app: 'web', env: 'prod' };
  it.each([
    [{ app: 'web' }, true],
    [{ app: 'web', env: 'prod' }, true],
    [{ app: 'web', env: 'dev' }, false],
    [{ app: 'web', region: 'eu' }, false],
    [{ constructor: 'x' }, false],
    [{}, false],
  ])('%j → %s', (wanted, want) => {
    expect(labelsMatch(tunnel, wanted)).toBe(want);
  });
});
