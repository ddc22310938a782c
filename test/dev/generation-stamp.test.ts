/**
 * `npm start` skips generation only when nothing generation reads or wrote changed since generated/ was
 * written, by content (scripts/generation-stamp.js): the stamp is committed in generated/, so a fresh clone
 * — the same files anywhere else, with other modification times — is current and regenerates nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedSinceGeneration, describeChanges, generationIsCurrent, recordGeneration, STAMP_PATH } from '../../scripts/generation-stamp.js';

const REPO = path.resolve(import.meta.dirname, '../..');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function fakeRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-stamp-'));
  roots.push(root);
  const files: Record<string, string> = {
    'spec/openapi.yaml': 'openapi: 3.1.0\n',
    'templates/client/index.hbs': '{{name}}\n',
    'generator/index.ts': 'export {};\n',
    'generated/openapi.json': '{}\n',
    'generated/client/node_modules/dep/index.js': 'ignored\n',
    'package-lock.json': '{}\n',
    'release/changelog/@scope/client.md': '## 0.1.0\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('generation stamp', () => {
  it('is not current without a recorded generation; recording one makes it current', () => {
    const root = fakeRepo();
    expect(generationIsCurrent(root)).toBe(false);
    expect(describeChanges(changedSinceGeneration(root))).toBe(
      'spec/, templates/, generator/, release/, redocly.yaml, scripts/generate.ts, package.json and package-lock.json changed since generated/ was written',
    );
    recordGeneration(root);
    expect(generationIsCurrent(root)).toBe(true);
    expect(fs.existsSync(path.join(root, STAMP_PATH))).toBe(true);
  });

  it('holds in a copy of the files elsewhere, with other modification times (a fresh clone)', () => {
    const root = fakeRepo();
    recordGeneration(root);
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-clone-'));
    roots.push(clone);
    fs.cpSync(root, clone, { recursive: true, preserveTimestamps: false });
    fs.utimesSync(path.join(clone, 'spec/openapi.yaml'), new Date(0), new Date(0));
    expect(generationIsCurrent(clone)).toBe(true);
  });

  it.each([
    ['an edited spec file', 'spec/openapi.yaml', 'openapi: 3.1.1\n', 'spec/ changed since generated/ was written'],
    ['a new template', 'templates/client/extra.hbs', 'x\n', 'templates/ changed since generated/ was written'],
    ['an edited generator file', 'generator/index.ts', 'export const x = 1;\n', 'generator/ changed since generated/ was written'],
    ['a hand edit in generated/', 'generated/openapi.json', '{"edited":true}\n', 'generated/ differs from what was generated (edited by hand?)'],
    ['other locked tool versions', 'package-lock.json', '{"v":2}\n', 'package-lock.json changed since generated/ was written'],
    ['a changelog entry edited by hand', 'release/changelog/@scope/client.md', '## 0.1.0\n\n- Fixed.\n', 'release/ changed since generated/ was written'],
    ['other package versions', 'release/versions.json', '{"@scope/client":"0.2.0"}\n', 'release/ changed since generated/ was written'],
  ])('is stale after %s, and says what changed', (_what, file, text, said) => {
    const root = fakeRepo();
    recordGeneration(root);
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    expect(generationIsCurrent(root)).toBe(false);
    expect(describeChanges(changedSinceGeneration(root))).toBe(said);
  });

  it('is stale when a generated file is deleted, and ignores node_modules inside generated packages and the stamp itself', () => {
    const root = fakeRepo();
    recordGeneration(root);
    fs.writeFileSync(path.join(root, 'generated/client/node_modules/dep/index.js'), 'changed\n');
    expect(generationIsCurrent(root)).toBe(true);
    fs.rmSync(path.join(root, 'generated/openapi.json'));
    expect(changedSinceGeneration(root)).toEqual(['generated']);
  });

  it('describes this checkout: generated/generation-stamp.json is committed current (npm run check fails otherwise)', () => {
    expect(changedSinceGeneration(REPO), 'run npm run generate and commit generated/generation-stamp.json').toEqual([]);
  });
});
