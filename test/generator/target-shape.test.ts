// Every target folder has the shape generator/README.md describes ("Target folders: one shape"): a
// target.ts declaring it, an index.ts entry, a view-model.ts where it renders templates, and a README
// template where it makes a package (the package step adds the rest of the package, generator/package/).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { TARGETS } from '../../generator/targets.js';

const EMIT = path.join(REPO_ROOT, 'generator', 'emit');
const files = (target: string) => fs.readdirSync(path.join(EMIT, target)).sort();

describe('target folders', () => {
  it('hold one folder per target and nothing else', () => {
    const folders = fs
      .readdirSync(EMIT, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(TARGETS.map((t) => t.name).sort());
  });

  it.each(TARGETS.map((t) => t.name))('%s has the shape', (target) => {
    const present = files(target);
    const rendersTemplates = fs.existsSync(path.join(REPO_ROOT, 'templates', target));
    const declaration = TARGETS.find((t) => t.name === target)!;
    // The docs target is declared in generator/targets.ts.
    const want = ['index.ts', ...(target === 'docs' ? [] : ['target.ts']), ...(rendersTemplates ? ['view-model.ts'] : [])];
    expect(present).toEqual(expect.arrayContaining(want));
    expect(present.filter((file) => !file.endsWith('.ts'))).toEqual([]);
    if (declaration.package !== undefined) {
      expect(declaration.owns).toEqual([declaration.package.kind]);
      expect(fs.existsSync(path.join(REPO_ROOT, 'templates', target, 'README.md.hbs')), 'its README is a template').toBe(true);
    }
  });
});
