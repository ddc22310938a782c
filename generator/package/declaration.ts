/**
 * What a target that emits a package declares about it (its `package` in `emit/<target>/target.ts`), so that
 * one step (package/index.ts) makes every package the same way: manifest, LICENSE, CHANGELOG, the runtime
 * copy and, for TypeScript packages, dist/. Data, not code: a new package is a new declaration
 * (docs/decisions/0042-one-package-step.md).
 */
import type { PackageKind } from '../naming/project-names.js';

/**
 * How the package's code ships.
 * - `typescript`: the target emits TypeScript under `src/`; the runtime is copied as TypeScript into
 *   `src/runtime/`, and `dist/` (JavaScript, declarations, maps) is built from `src/`. Both are shipped.
 * - `javascript`: the target emits JavaScript and declarations at the package root (ajv's standalone code is
 *   JavaScript); the runtime is transpiled into `runtime/` as `.js` and `.d.ts`; there is no build.
 */
export type PackageLanguage = 'typescript' | 'javascript';

export interface PackageDeclaration {
  /** Which package: its npm name and folder come from the name resolver (`<scope>/<kind>`, `<kind>/`). */
  readonly kind: PackageKind;
  readonly language: PackageLanguage;
  /** The hand-written runtime copied in: `generator/runtime/<runtime>/`. */
  readonly runtime: string;
  /** The manifest's description, for the API's title (`info.title`, or the project name without one). */
  readonly description: (title: string) => string;
  readonly keywords: readonly string[];
  /** The entry module and its declarations, relative to the package (`./dist/index.js`). */
  readonly entry: { readonly js: string; readonly types: string };
  /** Folders and files the tarball holds besides package.json (README, LICENSE and CHANGELOG are added). */
  readonly files: readonly string[];
  /** Runtime dependencies, each at `^` its supported floor (package/manifest.ts). */
  readonly dependencies?: readonly string[];
  /** Generated packages this one imports, each at `^` its released version. */
  readonly siblings?: readonly PackageKind[];
  /** Peer dependencies, each at `^` its supported floor. */
  readonly peerDependencies?: readonly string[];
  /**
   * Sources (`src/…`, relative to the package) the target makes of type declarations only, by construction:
   * the dist/ build takes them as their own declarations without parsing them (package/build-dist.ts).
   */
  readonly typesOnly?: readonly string[];
}
