/**
 * The runtimes' dist/ builds, made once per change of the runtime instead of at every run
 * (docs/decisions/0065-runtime-built-once.md). A TypeScript package's runtime copy (runtime-copy.ts) is the
 * same text for every document but for the project's names, yet building it (TypeScript's transpile and
 * declaration emit of ~20 files, with their maps) was about a third of the client's and server's dist/ time.
 * The precompiled generator's build (scripts/build-server.ts) builds every runtime file once with this
 * repository's names (`prebuildRuntimes`); a run finds a file's build by its path and text and, for other
 * names, renames the build's text as the copy renamed the source — the same whole words — and moves the
 * columns of its maps by as much. A source whose text is not the prebuilt one renamed (the runtime edited
 * since, a finishing pass changed) is built as any other file.
 */
import fs from 'node:fs';
import type { ProjectNames } from '../naming/project-names.js';
import { finishContents } from '../write/finish.js';
import { type BuildOptions, buildDist, type FileBuild } from './build-dist.js';
import type { PackageDeclaration } from './declaration.js';
import { type PrebuiltTranspile, RUNTIME_SOURCE_NAMES, type RuntimeSources, runtimeCopy, runtimeRenames } from './runtime-copy.js';

/** By package folder and source (`client/src/runtime/errors.ts`): its text and its build, with this repository's names. */
export type RuntimeBuilds = ReadonlyMap<string, { readonly text: string; readonly build: FileBuild }>;

/**
 * Every TypeScript package's runtime copy, finished and built as the pipeline builds it, and every JavaScript
 * package's runtime transpiled as the copy transpiles it (by `<packageDir>/runtime/<file>`: the renamed
 * TypeScript and its `.js` and `.d.ts`), with this repository's names.
 */
export function prebuildRuntimes(declarations: readonly PackageDeclaration[], runtime: RuntimeSources, repoRoot: string): RuntimeBuilds {
  const builds = new Map<string, { text: string; build: FileBuild }>();
  for (const declaration of declarations) {
    const sources = runtime.get(declaration.runtime);
    if (sources === undefined) throw new Error(`the runtime "${declaration.runtime}" was not loaded`);
    // packageDir is the kind for every project (naming/resolver.ts); the names are the runtime's own.
    const dir = declaration.kind;
    if (declaration.language === 'javascript') {
      for (const source of sources) {
        const [copy] = runtimeCopy(declaration.runtime, [source], 'typescript', dir, RUNTIME_SOURCE_NAMES);
        const [js, dts] = runtimeCopy(declaration.runtime, [source], 'javascript', dir, RUNTIME_SOURCE_NAMES);
        if (copy === undefined || js === undefined || dts === undefined) throw new Error(`the runtime file ${source.file} was not copied`);
        const base = source.file.replace(/\.ts$/, '');
        builds.set(`${dir}/runtime/${source.file}`, {
          text: copy.contents,
          build: [
            { name: `${base}.js`, contents: js.contents },
            { name: `${base}.d.ts`, contents: dts.contents },
          ],
        });
      }
      continue;
    }
    const files = finishContents(runtimeCopy(declaration.runtime, sources, 'typescript', dir, RUNTIME_SOURCE_NAMES));
    const built = buildDist(files, dir, repoRoot);
    for (const file of files) {
      const stem = file.path.slice(`${dir}/src/`.length).replace(/\.ts$/, '');
      const build = built
        .filter((out) => out.path.startsWith(`${dir}/dist/${stem}.`) && !out.path.slice(`${dir}/dist/${stem}.`.length).includes('/'))
        .map((out) => ({ name: out.path.slice(out.path.lastIndexOf('/') + 1), contents: out.contents }));
      builds.set(file.path, { text: file.contents, build });
    }
  }
  return builds;
}

export function serializeRuntimeBuilds(builds: RuntimeBuilds): string {
  return JSON.stringify([...builds]);
}

/** The file of prebuilt builds beside the precompiled generator, written in by scripts/build-server.ts; not defined when the generator runs from its sources. */
declare const TUNNEL_API_PRECOMPILED_RUNTIME_BUILDS: string | undefined;

let precompiled: RuntimeBuilds | undefined;

/** The builds the precompiled generator was made with, read once per process; undefined when it runs from its sources. */
export function precompiledRuntimeBuilds(): RuntimeBuilds | undefined {
  if (typeof TUNNEL_API_PRECOMPILED_RUNTIME_BUILDS !== 'string') return undefined;
  precompiled ??= readRuntimeBuilds(TUNNEL_API_PRECOMPILED_RUNTIME_BUILDS);
  return precompiled;
}

export function readRuntimeBuilds(file: string): RuntimeBuilds {
  return new Map(JSON.parse(fs.readFileSync(file, 'utf8')) as [string, { text: string; build: FileBuild }][]);
}

/** `BuildOptions.prebuilt` for one package: a prebuilt build of a source whose text is the prebuilt one under `names`. */
export function prebuiltFor(builds: RuntimeBuilds | undefined, packageDir: string, names: ProjectNames): BuildOptions['prebuilt'] {
  if (builds === undefined) return undefined;
  const renames = runtimeRenames(names);
  return (source, text) => {
    const known = builds.get(`${packageDir}/${source}`);
    if (known === undefined) return undefined;
    if (renames === undefined) return known.text === text ? known.build : undefined;
    const rename = (t: string) => t.replace(renames.pattern, (match) => renames.pairs.get(match) ?? match);
    if (rename(known.text) !== text) return undefined;
    // Each output is renamed like the source; a map's columns move with the renamed words of its output
    // (generated columns) and of the source (original columns). The map of `x.js` belongs to `x.js`.
    const outputs = new Map(known.build.map((out) => [out.name, out.contents]));
    return known.build.map((out) => {
      if (!out.name.endsWith('.map')) return { name: out.name, contents: rename(out.contents) };
      const generated = outputs.get(out.name.slice(0, -'.map'.length)) ?? '';
      return { name: out.name, contents: movedMap(out.contents, generated, known.text, renames) };
    });
  };
}

/**
 * `runtimeCopy`'s prebuilt transpiles for one JavaScript package: the prebuilt `.js` and `.d.ts` of a runtime
 * file whose renamed text is the prebuilt text renamed, renamed the same way (a rename changes identifiers and
 * strings the transpile copies as they are; no map to move).
 */
export function prebuiltTranspileFor(builds: RuntimeBuilds | undefined, packageDir: string, names: ProjectNames): PrebuiltTranspile | undefined {
  if (builds === undefined) return undefined;
  const renames = runtimeRenames(names);
  const rename = (t: string) => (renames === undefined ? t : t.replace(renames.pattern, (match) => renames.pairs.get(match) ?? match));
  return (file, renamed) => {
    const known = builds.get(`${packageDir}/runtime/${file}`);
    if (known === undefined || rename(known.text) !== renamed) return undefined;
    const base = file.replace(/\.ts$/, '');
    const js = known.build.find((out) => out.name === `${base}.js`);
    const dts = known.build.find((out) => out.name === `${base}.d.ts`);
    return js === undefined || dts === undefined ? undefined : { js: rename(js.contents), dts: rename(dts.contents) };
  };
}

interface Renames {
  readonly pattern: RegExp;
  readonly pairs: ReadonlyMap<string, string>;
}

/** A source map with each mapping's generated and original column moved past the renamed words before it on its line. */
function movedMap(mapText: string, generated: string, source: string, renames: Renames): string {
  const map = JSON.parse(mapText) as { mappings: string };
  const generatedShifts = lineShifts(generated, renames);
  const sourceShifts = lineShifts(source, renames);
  const lines = decodeMappings(map.mappings).map((segments, line) =>
    segments.map((segment) => {
      const [column = 0, sourceIndex, sourceLine, sourceColumn, ...rest] = segment;
      if (sourceIndex === undefined || sourceLine === undefined || sourceColumn === undefined) return [moved(generatedShifts[line], column)];
      return [moved(generatedShifts[line], column), sourceIndex, sourceLine, moved(sourceShifts[sourceLine], sourceColumn), ...rest];
    }),
  );
  // The map's JSON keeps its layout: only the mappings string changes.
  return mapText.replace(JSON.stringify(map.mappings), JSON.stringify(encodeMappings(lines)));
}

/** For each line: where each renamed word starts and by how much it grows (negative: shrinks). */
function lineShifts(text: string, renames: Renames): (readonly (readonly [number, number])[] | undefined)[] {
  return text.split('\n').map((line) => {
    const shifts: [number, number][] = [];
    for (const match of line.matchAll(renames.pattern)) {
      const replacement = renames.pairs.get(match[0]) ?? match[0];
      if (replacement.length !== match[0].length) shifts.push([match.index, replacement.length - match[0].length]);
    }
    return shifts.length === 0 ? undefined : shifts;
  });
}

/** A column after the words renamed before it: a mapping at a word's start stays there, at its end moves with it. */
function moved(shifts: readonly (readonly [number, number])[] | undefined, column: number): number {
  if (shifts === undefined) return column;
  let result = column;
  for (const [start, growth] of shifts) if (start < column) result += growth;
  return result;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map v3 mappings as absolute numbers: per generated line, its segments [column, source, line, column, name?]. */
function decodeMappings(mappings: string): number[][][] {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    if (line === '') return [];
    return line.split(',').map((segment) => {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (let i = 0; i < segment.length; i++) {
        const digit = BASE64.indexOf(segment.charAt(i));
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        const delta = value & 1 ? -(value >>> 1) : value >>> 1;
        const at = fields.length;
        state[at] = (state[at] ?? 0) + delta;
        fields.push(state[at] ?? 0);
        value = 0;
        shift = 0;
      }
      return fields;
    });
  });
}

function encodeMappings(lines: readonly (readonly number[])[][]): string {
  const state = [0, 0, 0, 0, 0];
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((fields) =>
          fields
            .map((field, at) => {
              const delta = field - (state[at] ?? 0);
              state[at] = field;
              return vlq(delta);
            })
            .join(''),
        )
        .join(',');
    })
    .join(';');
}

function vlq(delta: number): string {
  let value = delta < 0 ? (-delta << 1) | 1 : delta << 1;
  let out = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    out += BASE64.charAt(digit);
  } while (value > 0);
  return out;
}
