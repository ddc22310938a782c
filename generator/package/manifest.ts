/**
 * The `package.json` of every generated package, from its declaration (package/declaration.ts): what a
 * registry and a consumer's package manager need (license, repository, engines, public access, ranges
 * rather than pins) and where the entry is. One function for every package so they cannot drift apart. License,
 * author, repository, homepage and bugs come from the generator config (naming/config.ts: the
 * `generator` section of package.json), never from this repository for someone else's document
 * (docs/decisions/0034-published-packages.md).
 */
import type { EmittedFile } from '../emit/types.js';
import type { PackageKind, PackageMetadata } from '../naming/project-names.js';
import type { PackageDeclaration } from './declaration.js';

/**
 * The lowest version of each runtime dependency the generated code supports: the range is `^floor`,
 * and test/consumer installs the packed packages with these versions as well as with the repository's
 * own (root package.json), so both ends of every range are tested.
 */
export const DEPENDENCY_FLOORS: Readonly<Record<string, string>> = {
  ajv: '8.0.0',
  'ajv-formats': '3.0.1',
  // 3.x: the callbacks API and reset({ consume }) the client's event streams use; 4.x needs Node 22.
  'eventsource-parser': '3.1.1',
  fastify: '5.0.0',
  'openapi-fetch': '0.17.0',
};

/**
 * Node ≥ 20.19: the first 20.x whose `require()` loads ES modules without a flag, so CommonJS
 * consumers can use these ESM-only packages.
 */
export const NODE_ENGINES = '>=20.19';

/** `^floor`: any later minor or patch (or, below 1.0, any later patch) — never a pin. */
export function dependencyRange(name: string): string {
  const floor = DEPENDENCY_FLOORS[name];
  if (floor === undefined) throw new Error(`package manifest: no supported floor for ${name} (add it to DEPENDENCY_FLOORS)`);
  return `^${floor}`;
}

/** What the manifest says besides the package's declaration: the names and versions decided for this run. */
export interface ManifestContext {
  readonly metadata: PackageMetadata;
  /** The API's title for the description. */
  readonly title: string;
  /** The npm name of a generated package, and its folder under the output folder. */
  readonly packageName: (kind: PackageKind) => string;
  readonly packageDir: (kind: PackageKind) => string;
  /** The released version of a generated package (release/versions.ts), by npm name. */
  readonly version: (name: string) => string;
}

export function packageManifest(declaration: PackageDeclaration, context: ManifestContext): string {
  const project = context.metadata;
  const ranges = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, dependencyRange(name)]));
  const siblings = (declaration.siblings ?? []).map((kind) => context.packageName(kind));
  const manifest: Record<string, unknown> = {
    name: context.packageName(declaration.kind),
    version: context.version(context.packageName(declaration.kind)),
    description: declaration.description(context.title),
    keywords: declaration.keywords,
    license: project.license,
    ...(project.author === undefined ? {} : { author: project.author }),
    ...(project.repository === undefined
      ? {}
      : { repository: { type: 'git', url: project.repository, directory: `generated/${context.packageDir(declaration.kind)}` } }),
    ...(project.homepage === undefined ? {} : { homepage: project.homepage }),
    ...(project.bugs === undefined ? {} : { bugs: { url: project.bugs } }),
    type: 'module',
    main: declaration.entry.js,
    types: declaration.entry.types,
    exports: {
      '.': { types: declaration.entry.types, default: declaration.entry.js },
      './package.json': './package.json',
    },
    files: [...declaration.files, 'README.md', 'LICENSE', 'CHANGELOG.md'],
    sideEffects: false,
    engines: { node: NODE_ENGINES },
    publishConfig: { access: 'public' },
    dependencies: { ...ranges(declaration.dependencies ?? []), ...Object.fromEntries(siblings.map((name) => [name, `^${context.version(name)}`])) },
    ...(declaration.peerDependencies === undefined ? {} : { peerDependencies: ranges(declaration.peerDependencies) }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * `<packageDir>/LICENSE`: the text of the configured license. The MIT text is built in (it names the
 * copyright holder, the configured `author`); for any other license, or none, no file is written and
 * the manifest's `license` field alone says it.
 */
export function licenseFile(project: PackageMetadata, packageDir: string): EmittedFile[] {
  if (project.license !== 'MIT') return [];
  return [{ path: `${packageDir}/LICENSE`, contents: mitLicense(project.author ?? 'the authors') }];
}

function mitLicense(holder: string): string {
  return `MIT License

Copyright (c) ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
}
