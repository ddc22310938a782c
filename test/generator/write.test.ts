// The write stage: only changed files are written (unchanged ones keep their mtime), stale files are
// removed only inside the target's own folders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from '../../generator/write/index.js';

let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'write-test-'));
});
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

describe('writeFiles', () => {
  it('writes new files, skips identical ones and rewrites changed ones', () => {
    const first = writeFiles(
      out,
      [
        { path: 'client/a.ts', contents: 'a\n' },
        { path: 'client/sub/b.ts', contents: 'b\n' },
      ],
      ['client'],
    );
    expect(first).toEqual({ written: ['client/a.ts', 'client/sub/b.ts'], unchanged: [], removed: [] });
    const old = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(path.join(out, 'client/a.ts'), old, old);

    const second = writeFiles(
      out,
      [
        { path: 'client/a.ts', contents: 'a\n' },
        { path: 'client/sub/b.ts', contents: 'B\n' },
      ],
      ['client'],
    );
    expect(second).toEqual({ written: ['client/sub/b.ts'], unchanged: ['client/a.ts'], removed: [] });
    expect(fs.statSync(path.join(out, 'client/a.ts')).mtime.toISOString()).toBe(old.toISOString());
    expect(fs.readFileSync(path.join(out, 'client/sub/b.ts'), 'utf8')).toBe('B\n');
  });

  it("removes files the target no longer emits, and leaves other targets' files alone", () => {
    fs.mkdirSync(path.join(out, 'client/old'), { recursive: true });
    fs.mkdirSync(path.join(out, 'validators'), { recursive: true });
    fs.mkdirSync(path.join(out, 'client/node_modules/x'), { recursive: true });
    fs.writeFileSync(path.join(out, 'client/old/stale.ts'), 'x');
    fs.writeFileSync(path.join(out, 'validators/keep.js'), 'x');
    fs.writeFileSync(path.join(out, 'client/node_modules/x/keep.js'), 'x');
    const result = writeFiles(out, [{ path: 'client/a.ts', contents: 'a\n' }], ['client']);
    expect(result.removed).toEqual(['client/old/stale.ts']);
    expect(fs.existsSync(path.join(out, 'validators/keep.js'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'client/node_modules/x/keep.js'))).toBe(true);
  });

  it('owns single files too (the bundle target owns openapi.json)', () => {
    fs.writeFileSync(path.join(out, 'openapi.yaml'), 'old');
    const result = writeFiles(out, [{ path: 'openapi.json', contents: '{}\n' }], ['openapi.json', 'openapi.yaml']);
    expect(result).toEqual({ written: ['openapi.json'], unchanged: [], removed: ['openapi.yaml'] });
  });
});
