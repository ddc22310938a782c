/** The server package's manifest: data about the package, not route code. */
import type { PackageMetadata } from '../../naming/project-names.js';
import { dependencyRange, packageManifest } from '../package-manifest.js';
import { packageVersion } from '../../release/versions.js';
import type { ServerView } from './view-model.js';

export function packageJson(releaseRoot: string | undefined, view: ServerView, packageDir: string, metadata: PackageMetadata): string {
  return packageManifest(metadata, {
    name: view.packageName,
    version: packageVersion(releaseRoot, view.packageName),
    description: `Typed route stubs for ${view.title} on Fastify: a Handlers interface and a plugin that validates every request with the precompiled validators. Generated from its OpenAPI document.`,
    keywords: ['openapi', 'fastify', 'server', 'typescript'],
    directory: `generated/${packageDir}`,
    entry: { js: './dist/index.js', types: './dist/index.d.ts' },
    files: ['dist', 'src'],
    dependencies: { [view.validatorsPackage]: `^${packageVersion(releaseRoot, view.validatorsPackage)}` },
    peerDependencies: { fastify: dependencyRange('fastify') },
  });
}
