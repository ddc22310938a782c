// The package step (generator/package/): every generated package.json, LICENSE, CHANGELOG.md and runtime copy
// comes from the target's declaration — metadata from the generator config only (nothing of this repository
// leaks into another API's packages), ranges from the supported floors, never pins, siblings at their
// released version.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import type { IrDocument } from '../../generator/ir/types.js';
import { projectNames } from '../../generator/naming/project-names.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import type { PackageDeclaration } from '../../generator/package/declaration.js';
import { type PackageInputs, packageSources } from '../../generator/package/index.js';
import { dependencyRange, licenseFile, type ManifestContext, NODE_ENGINES, packageManifest } from '../../generator/package/manifest.js';
import { runtimeCopy } from '../../generator/package/runtime-copy.js';
import { NO_RELEASE } from '../../generator/release/versions.js';

const CLIENT: PackageDeclaration = {
  kind: 'client',
  language: 'typescript',
  runtime: 'client',
  description: (title) => `Typed client for ${title}.`,
  keywords: ['openapi'],
  entry: { js: './dist/index.gen.js', types: './dist/index.gen.d.ts' },
  files: ['dist', 'src'],
  dependencies: ['openapi-fetch'],
};

const context = (config: Parameters<typeof projectNames>[0], versions: Record<string, string> = {}): ManifestContext => {
  const project = projectNames(config, 'Pets');
  return {
    metadata: project.metadata,
    title: project.title,
    packageName: (kind) => project.packages[kind],
    packageDir: (kind) => kind,
    version: (name) => versions[name] ?? '0.1.0',
  };
};

describe('package manifests', () => {
  it('given a configured license and project URLs, want them in the manifest and the MIT text with the author', () => {
    const config = {
      name: 'pets',
      license: 'MIT',
      author: 'Pets Inc.',
      repository: 'git+https://example.com/pets.git',
      homepage: 'https://example.com',
      bugs: 'https://example.com/issues',
    };
    const manifest = JSON.parse(packageManifest(CLIENT, context(config, { '@pets/client': '1.2.3' }))) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@pets/client',
      version: '1.2.3',
      description: 'Typed client for Pets.',
      license: 'MIT',
      author: 'Pets Inc.',
      repository: { type: 'git', url: 'git+https://example.com/pets.git', directory: 'generated/client' },
      homepage: 'https://example.com',
      bugs: { url: 'https://example.com/issues' },
      types: './dist/index.gen.d.ts',
      exports: { '.': { types: './dist/index.gen.d.ts', default: './dist/index.gen.js' }, './package.json': './package.json' },
      files: ['dist', 'src', 'README.md', 'LICENSE', 'CHANGELOG.md'],
      engines: { node: NODE_ENGINES },
      publishConfig: { access: 'public' },
      dependencies: { 'openapi-fetch': '^0.17.0' },
    });
    const [license] = licenseFile(projectNames(config, 'Pets').metadata, 'client');
    expect(license?.path).toBe('client/LICENSE');
    expect(license?.contents).toMatch(/^MIT License\n\nCopyright \(c\) Pets Inc\.\n/);
  });

  it('given no configuration, want UNLICENSED, no LICENSE file and no invented project URLs', () => {
    const manifest = JSON.parse(packageManifest(CLIENT, context({}))) as Record<string, unknown>;
    expect(manifest['license']).toBe('UNLICENSED');
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['repository']));
    expect(manifest['homepage']).toBeUndefined();
    expect(manifest['bugs']).toBeUndefined();
    expect(licenseFile(projectNames({}, 'Pets').metadata, 'client')).toEqual([]);
  });

  it('given a sibling and a peer, want the sibling at ^ its released version and the peer at ^ its floor', () => {
    const server: PackageDeclaration = { ...CLIENT, kind: 'server', dependencies: undefined, siblings: ['validators'], peerDependencies: ['fastify'] };
    const manifest = JSON.parse(packageManifest(server, context({ name: 'pets' }, { '@pets/validators': '2.4.0' }))) as Record<string, unknown>;
    expect(manifest['dependencies']).toEqual({ '@pets/validators': '^2.4.0' });
    expect(manifest['peerDependencies']).toEqual({ fastify: '^5.0.0' });
  });

  it('a dependency without a tested floor is a generator bug, not a guess', () => {
    expect(() => dependencyRange('left-pad')).toThrow('no supported floor for left-pad');
    expect(dependencyRange('fastify')).toBe('^5.0.0');
  });
});

describe('the package step', () => {
  const ir = { info: { title: 'Pets', version: '1' }, servers: [], operations: [], schemas: [], tags: [] } as unknown as IrDocument;
  const names = createNameResolver(ir, { name: 'pets', license: 'MIT' }, new Diagnostics());
  const runtime = new Map([['client', [{ file: 'errors.ts', text: 'export class TunnelApiError extends Error {}\r\n' }]]]);
  const inputs = (release = NO_RELEASE): PackageInputs => ({ names, release, runtime, repoRoot: '/nowhere' });

  it('given the released state, want the version and the changelog from it, and no changelog without one', () => {
    const release = { versions: { '@pets/client': '0.3.0' }, changelogs: new Map([['@pets/client', '## 0.3.0\n\n- **additive** …\n']]) };
    const files = packageSources(CLIENT, inputs(release));
    expect(files.map((f) => f.path)).toEqual(['client/package.json', 'client/LICENSE', 'client/CHANGELOG.md', 'client/src/runtime/errors.ts']);
    expect(JSON.parse(files[0]?.contents ?? '{}')).toMatchObject({ version: '0.3.0' });
    expect(files[2]?.contents).toMatch(/^# Changelog of @pets\/client\n\n.*\n\n## 0\.3\.0\n\n- \*\*additive\*\* …\n$/);
    expect(packageSources(CLIENT, inputs()).map((f) => f.path)).not.toContain('client/CHANGELOG.md');
  });

  it('a runtime it was not given is a generator bug', () => {
    expect(() => packageSources({ ...CLIENT, runtime: 'server' }, inputs())).toThrow('the runtime "server" of the client package was not loaded');
  });
});

describe('the runtime copy', () => {
  const pets = projectNames({ name: 'pets' }, 'Pets');
  const source = [
    {
      file: 'errors.ts',
      text: "import type { X } from '@tunnel-api/validators';\nexport class TunnelApiError extends Error {}\nexport const notAName = 'MyTunnelApiError';\n",
    },
  ];

  it('given a TypeScript package, want the source in src/runtime/, renamed word by word, saying where it comes from (for the banner finishing writes)', () => {
    expect(runtimeCopy('client', source, 'typescript', 'client', pets)).toEqual([
      {
        path: 'client/src/runtime/errors.ts',
        contents: "import type { X } from '@pets/validators';\nexport class PetsApiError extends Error {}\nexport const notAName = 'MyTunnelApiError';\n",
        copiedFrom: 'generator/runtime/client/errors.ts',
      },
    ]);
  });

  it('given a JavaScript package, want JavaScript and declarations in runtime/, renamed the same way', () => {
    const [js, dts] = runtimeCopy('validators', source, 'javascript', 'validators', pets);
    expect(js?.path).toBe('validators/runtime/errors.js');
    expect(js?.contents).toBe("export class PetsApiError extends Error {\n}\nexport const notAName = 'MyTunnelApiError';\n");
    expect(js?.copiedFrom).toBe('generator/runtime/validators/errors.ts');
    expect(dts?.path).toBe('validators/runtime/errors.d.ts');
    expect(dts?.contents).toContain('export declare class PetsApiError extends Error {');
  });
});
