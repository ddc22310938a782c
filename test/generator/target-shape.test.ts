// Every target folder has the shape generator/README.md describes ("Target folders: one shape"): an
// index.ts entry, a view-model.ts where it renders templates, a package-files.ts where it emits a package.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { TARGETS } from '../../generator/targets.js';

const EMIT = path.join(REPO_ROOT, 'generator', 'emit');
const files = (target: string) => fs.readdirSync(path.join(EMIT, target)).sort();

describe('target folders', () => {
  it('hold one folder per target and nothing else', () => {
    const folders = fs.readdirSync(EMIT, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    expect(folders).toEqual(TARGETS.map((t) => t.name).sort());
  });

  it.each(TARGETS.map((t) => t.name))('%s has the shape', (target) => {
    const present = files(target);
    const rendersTemplates = fs.existsSync(path.join(REPO_ROOT, 'templates', target));
    const emitsPackage = TARGETS.find((t) => t.name === target)!.owns.length === 1 && fs.existsSync(path.join(REPO_ROOT, 'generated', target, 'package.json'));
    const want = ['index.ts', ...(rendersTemplates ? ['view-model.ts'] : []), ...(emitsPackage ? ['package-files.ts'] : [])];
    expect(present).toEqual(expect.arrayContaining(want));
    expect(present.filter((file) => !file.endsWith('.ts'))).toEqual([]);
  });
});
