/**
 * A package's hand-written runtime (generator/runtime/<runtime>/*.ts, tested there;
 * docs/decisions/0001-spec-first.md) copied into it, one way for every package: renamed, then kept as
 * TypeScript in `src/runtime/` (a `typescript` package builds it into dist/ with the rest) or transpiled to
 * JavaScript and declarations in `runtime/` (a `javascript` package ships no build). Each file says where it
 * comes from (`copiedFrom`: finishing writes the banner, write/banner.ts). The runtime is written with this
 * repository's names (`TunnelApiError`, `@tunnel-api/…`); each is replaced, as a whole word, by what the name
 * resolver decided for the document being generated. The sources arrive read (load/runtime-sources.ts): nothing here touches the disk.
 */
import ts from 'typescript';
import type { EmittedFile } from '../emit/types.js';
import { PACKAGE_KINDS, type ProjectNames, projectNames } from '../naming/project-names.js';
import type { PackageLanguage } from './declaration.js';

/** One file of a runtime: its name in `generator/runtime/<runtime>/` and its text. */
export interface RuntimeSource {
  readonly file: string;
  readonly text: string;
}

/** Each runtime's sources (tests left out), by runtime name. */
export type RuntimeSources = ReadonlyMap<string, readonly RuntimeSource[]>;

/** The names the runtime sources are written with. */
export const RUNTIME_SOURCE_NAMES: ProjectNames = projectNames({ name: 'tunnel-api', errorPrefix: 'Tunnel' }, 'Tunnel API');

/** The settings a `javascript` package's runtime is transpiled with (no type checking: the repository's `tsc` checks the source). */
const JAVASCRIPT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  verbatimModuleSyntax: true,
  declaration: true,
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};

/** Transpiled files by file name and text, for this process (`npm run dev` regenerates on every save). */
const transpiled = new Map<string, { readonly text: string; readonly js: string; readonly dts: string }>();

/**
 * A `javascript` package's runtime file transpiled before this run, for its renamed text, if there is one: the
 * precompiled generator's (runtime-builds.ts, `prebuiltTranspile`).
 */
export type PrebuiltTranspile = (file: string, renamed: string) => { readonly js: string; readonly dts: string } | undefined;

export function runtimeCopy(
  runtime: string,
  sources: readonly RuntimeSource[],
  language: PackageLanguage,
  packageDir: string,
  names: ProjectNames = RUNTIME_SOURCE_NAMES,
  prebuilt?: PrebuiltTranspile,
): EmittedFile[] {
  const rename = renamer(names);
  return sources.flatMap(({ file, text }) => {
    const from = `generator/runtime/${runtime}/${file}`;
    const renamed = rename(withoutRepositoryPaths(text.replace(/\r\n?/g, '\n')));
    if (language === 'typescript') {
      return [{ path: `${packageDir}/src/runtime/${file}`, contents: renamed, copiedFrom: from }];
    }
    const { js, dts } = prebuilt?.(file, renamed) ?? transpile(file, renamed);
    const base = `${packageDir}/runtime/${file.replace(/\.ts$/, '')}`;
    return [
      { path: `${base}.js`, contents: js, copiedFrom: from },
      { path: `${base}.d.ts`, contents: dts, copiedFrom: from },
    ];
  });
}

/**
 * The runtime's comments cite this repository's decision records and spec files, which a package's reader
 * does not have (docs/decisions/0048-foreign-packages.md): a
 * parenthesis that opens with such a path goes, and a path closing a parenthesis after `;` goes with its `;`.
 */
export function withoutRepositoryPaths(text: string): string {
  const path = String.raw`(?:docs/decisions/[\w.-]+\.md|spec/[\w./-]+)`;
  return text.replace(new RegExp(String.raw` ?\(${path}[^()]*\)`, 'g'), '').replace(new RegExp(String.raw`;\s*${path}(?=\))`, 'g'), '');
}

function transpile(file: string, text: string): { readonly js: string; readonly dts: string } {
  const known = transpiled.get(file);
  if (known?.text === text) return known;
  const built = {
    text,
    js: ts.transpileModule(text, { compilerOptions: JAVASCRIPT_OPTIONS, fileName: file }).outputText,
    dts: ts.transpileDeclaration(text, { compilerOptions: JAVASCRIPT_OPTIONS, fileName: file }).outputText,
  };
  transpiled.set(file, built);
  return built;
}

function renamer(names: ProjectNames): (text: string) => string {
  const renames = runtimeRenames(names);
  if (renames === undefined) return (text) => text;
  return (text) => text.replace(renames.pattern, (match) => renames.pairs.get(match) ?? match);
}

/**
 * What the runtime's names become for `names`: each name as a whole word (`pattern`, global) and its
 * replacement; undefined when nothing changes (this repository's own names). The prebuilt runtime builds
 * (runtime-builds.ts) rename their output with the same words.
 */
export function runtimeRenames(names: ProjectNames): { readonly pattern: RegExp; readonly pairs: ReadonlyMap<string, string> } | undefined {
  const from = RUNTIME_SOURCE_NAMES;
  const pairs = new Map<string, string>(
    (
      [
        ...(Object.keys(from.errors) as (keyof ProjectNames['errors'])[]).map((k) => [from.errors[k], names.errors[k]] as const),
        [from.registerRoutes, names.registerRoutes],
        [from.routesOptions, names.routesOptions],
        ...PACKAGE_KINDS.map((k) => [from.packages[k], names.packages[k]] as const),
      ] as (readonly [string, string])[]
    ).filter(([a, b]) => a !== b),
  );
  if (pairs.size === 0) return undefined;
  const escaped = [...pairs.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace(/[.*+?^${}()|[\]\\/@-]/g, '\\$&'));
  return { pattern: new RegExp(`(?<![\\w$@-])(?:${escaped.join('|')})(?![\\w$])`, 'g'), pairs };
}
