// Every generated package.json and LICENSE: metadata from the generator config only (nothing of this
// repository leaks into another API's packages), ranges from the supported floors, never pins.
import { describe, expect, it } from 'vitest';
import { dependencyRange, licenseFile, NODE_ENGINES, packageManifest, type ManifestInput } from '../../generator/emit/package-manifest.js';
import { projectNames } from '../../generator/naming/project-names.js';

const INPUT: ManifestInput = {
  name: '@pets/client',
  version: '1.2.3',
  description: 'Typed client for Pets.',
  keywords: ['openapi'],
  directory: 'generated/client',
  entry: { js: './dist/index.gen.js', types: './dist/index.gen.d.ts' },
  files: ['dist', 'src'],
  dependencies: { 'openapi-fetch': dependencyRange('openapi-fetch') },
};

describe('package manifests', () => {
  it('given a configured license and project URLs, want them in the manifest and the MIT text with the author', () => {
    const metadata = projectNames({ name: 'pets', license: 'MIT', author: 'Pets Inc.', repository: 'git+https://example.com/pets.git', homepage: 'https://example.com', bugs: 'https://example.com/issues' }, 'Pets').metadata;
    const manifest = JSON.parse(packageManifest(metadata, INPUT)) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@pets/client',
      license: 'MIT',
      author: 'Pets Inc.',
      repository: { type: 'git', url: 'git+https://example.com/pets.git', directory: 'generated/client' },
      homepage: 'https://example.com',
      bugs: { url: 'https://example.com/issues' },
      types: './dist/index.gen.d.ts',
      exports: { '.': { types: './dist/index.gen.d.ts', default: './dist/index.gen.js' }, './package.json': './package.json' },
      engines: { node: NODE_ENGINES },
      publishConfig: { access: 'public' },
      dependencies: { 'openapi-fetch': '^0.17.0' },
    });
    const [license] = licenseFile(metadata, 'client');
    expect(license?.path).toBe('client/LICENSE');
    expect(license?.contents).toMatch(/^MIT License\n\nCopyright \(c\) Pets Inc\.\n/);
  });

  it('given no configuration, want UNLICENSED, no LICENSE file and no invented project URLs', () => {
    const metadata = projectNames({}, 'Pets').metadata;
    const manifest = JSON.parse(packageManifest(metadata, INPUT)) as Record<string, unknown>;
    expect(manifest['license']).toBe('UNLICENSED');
    expect(Object.keys(manifest)).not.toEqual(expect.arrayContaining(['repository']));
    expect(manifest['homepage']).toBeUndefined();
    expect(manifest['bugs']).toBeUndefined();
    expect(licenseFile(metadata, 'client')).toEqual([]);
  });

  it('a dependency without a tested floor is a generator bug, not a guess', () => {
    expect(() => dependencyRange('left-pad')).toThrow('no supported floor for left-pad');
    expect(dependencyRange('fastify')).toBe('^5.0.0');
  });
});
