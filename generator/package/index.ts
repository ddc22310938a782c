/**
 * The package step: one way to make every package (docs/decisions/0042-one-package-step.md). A target that
 * declares a package (`package` in its `emit/<target>/target.ts`, package/declaration.ts) emits only its own
 * files — generated code and its README; this step adds what every package has, from the declaration:
 * `package.json`, LICENSE, CHANGELOG.md and the runtime copy (`packageSources`), and, for a TypeScript
 * package, `dist/` built from the finished sources (`packageBuild`). The pipeline runs both around the
 * finishing pass (generator/index.ts). Nothing here reads the disk: the runtime sources and the release
 * state arrive read.
 */
import type { EmittedFile } from '../emit/types.js';
import type { NameResolver } from '../naming/resolver.js';
import { packageVersion, type ReleaseState } from '../release/versions.js';
import { buildDist } from './build-dist.js';
import type { PackageDeclaration } from './declaration.js';
import { licenseFile, packageManifest } from './manifest.js';
import { prebuiltFor, prebuiltTranspileFor, type RuntimeBuilds } from './runtime-builds.js';
import { type RuntimeSources, runtimeCopy } from './runtime-copy.js';

export interface PackageInputs {
  readonly names: NameResolver;
  readonly release: ReleaseState;
  readonly runtime: RuntimeSources;
  /** Where a TypeScript package's dependencies (openapi-fetch, fastify, …) resolve from for its dist/ build. */
  readonly repoRoot: string;
  /** The runtime copies' builds made with the precompiled generator, if it runs (runtime-builds.ts). */
  readonly runtimeBuilds?: RuntimeBuilds | undefined;
}

/** package.json, LICENSE, CHANGELOG.md and the runtime copy of the declared package. */
export function packageSources(declaration: PackageDeclaration, inputs: PackageInputs): EmittedFile[] {
  const { names, release } = inputs;
  const dir = names.packageDir(declaration.kind);
  const name = names.packageName(declaration.kind);
  const runtime = inputs.runtime.get(declaration.runtime);
  if (runtime === undefined) throw new Error(`the runtime "${declaration.runtime}" of the ${declaration.kind} package was not loaded (a generator bug)`);
  const manifest = packageManifest(declaration, {
    metadata: names.project.metadata,
    title: names.project.title,
    packageName: (kind) => names.packageName(kind),
    packageDir: (kind) => names.packageDir(kind),
    version: (packageName) => packageVersion(release, packageName),
  });
  return [
    { path: `${dir}/package.json`, contents: manifest },
    ...licenseFile(names.project.metadata, dir),
    ...changelogFile(release, name, dir),
    ...runtimeCopy(declaration.runtime, runtime, declaration.language, dir, names.project, prebuiltTranspileFor(inputs.runtimeBuilds, dir, names.project)),
  ];
}

/** dist/ of a TypeScript package, from its finished files; nothing for a JavaScript package. */
export function packageBuild(declaration: PackageDeclaration, files: readonly EmittedFile[], inputs: PackageInputs): EmittedFile[] {
  if (declaration.language !== 'typescript') return [];
  const dir = inputs.names.packageDir(declaration.kind);
  return buildDist(files, dir, inputs.repoRoot, {
    typesOnly: new Set(declaration.typesOnly ?? []),
    prebuilt: prebuiltFor(inputs.runtimeBuilds, dir, inputs.names.project),
  });
}

/** `<packageDir>/CHANGELOG.md` from the package's changelog, when it has one. */
function changelogFile(release: ReleaseState, name: string, packageDir: string): EmittedFile[] {
  const text = release.changelogs.get(name);
  if (text === undefined) return [];
  const entries = text.replace(/\r\n?/g, '\n').trim();
  return [
    {
      path: `${packageDir}/CHANGELOG.md`,
      contents: `# Changelog of ${name}\n\nVersions follow the API's changes: breaking → major (minor below 1.0), additive → minor, anything else → patch.\n\n${entries}\n`,
    },
  ];
}
