// The target registry: every target is loaded from generator/emit/<name>/index.ts when it exists, so
// targets written by other teams join the pipeline without editing it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, selectTargets } from '../../generator/index.js';
import { TARGETS } from '../../generator/targets.js';

describe('targets', () => {
  it('runs in a fixed order and owns disjoint paths', () => {
    expect(TARGETS.map((t) => t.name)).toEqual(['bundle', 'client', 'validators', 'server', 'docs']);
    const owned = TARGETS.flatMap((t) => t.owns);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it.each(TARGETS.map((t) => t.name))('%s loads exactly when its emit/<name>/index.ts exists', async (name) => {
    const target = TARGETS.find((t) => t.name === name);
    const exists = fs.existsSync(path.join(REPO_ROOT, 'generator/emit', name, 'index.ts'));
    const emit = await target?.load();
    expect(typeof emit === 'function').toBe(exists);
  });

  it('selectTargets keeps registry order and ignores nothing silently', () => {
    expect(selectTargets(['client', 'bundle']).map((t) => t.name)).toEqual(['bundle', 'client']);
    expect(selectTargets(undefined)).toHaveLength(TARGETS.length);
  });
});
