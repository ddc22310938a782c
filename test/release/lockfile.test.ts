// The lock's workspace entries follow the generated packages' manifests: rewritten by `npm run release`
// (generator/release/lockfile.ts), and in step in this repository.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { lockedWorkspaceDrift, syncLockedWorkspaces, type WorkspaceManifest } from '../../generator/release/lockfile.js';
import { GENERATED_PACKAGES } from '../../generator/release/packages.js';

const lock = (packages: Record<string, unknown>) => `${JSON.stringify({ name: 'root', lockfileVersion: 3, packages }, null, 2)}\n`;

describe('syncLockedWorkspaces', () => {
  const cases: ReadonlyArray<readonly [string, Record<string, unknown>, Record<string, WorkspaceManifest>, Record<string, unknown>]> = [
    [
      'version and a workspace dependency range follow the manifest; other fields stay',
      { 'generated/server': { name: '@x/server', version: '0.1.0', license: 'MIT', dependencies: { '@x/validators': '^0.1.0', ajv: '^8.0.0' } } },
      { 'generated/server': { version: '0.2.0', dependencies: { '@x/validators': '^0.2.0', ajv: '^8.0.0' } } },
      { 'generated/server': { name: '@x/server', version: '0.2.0', license: 'MIT', dependencies: { '@x/validators': '^0.2.0', ajv: '^8.0.0' } } },
    ],
    [
      'a dependency the lock does not list is not added (npm resolves new ones)',
      { 'generated/client': { version: '0.1.0', dependencies: { a: '^1.0.0' } } },
      { 'generated/client': { version: '0.1.1', dependencies: { a: '^1.0.0', b: '^2.0.0' } } },
      { 'generated/client': { version: '0.1.1', dependencies: { a: '^1.0.0' } } },
    ],
    [
      'a manifest without an entry in the lock changes nothing',
      { 'node_modules/a': { version: '1.0.0' } },
      { 'generated/client': { version: '0.2.0' } },
      { 'node_modules/a': { version: '1.0.0' } },
    ],
  ];
  it.each(cases)('%s', (_name, given, manifests, want) => {
    expect(syncLockedWorkspaces(lock(given), manifests)).toBe(lock(want));
  });

  it('names each entry whose version lags behind its manifest', () => {
    const text = lock({ 'generated/client': { version: '0.1.0' }, 'generated/server': { version: '0.2.0' } });
    expect(lockedWorkspaceDrift(text, { 'generated/client': { version: '0.2.0' }, 'generated/server': { version: '0.2.0' } })).toEqual([
      'generated/client: 0.1.0 → 0.2.0',
    ]);
  });
});

describe('this repository', () => {
  it("package-lock.json's generated packages are at their manifests' versions", () => {
    const manifests = Object.fromEntries(
      Object.values(GENERATED_PACKAGES).map((dir) => [
        `generated/${dir}`,
        JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated', dir, 'package.json'), 'utf8')),
      ]),
    );
    expect(Object.keys(manifests).length).toBeGreaterThan(0);
    expect(lockedWorkspaceDrift(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'), manifests)).toEqual([]);
  });
});
