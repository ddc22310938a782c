/**
 * Compiles one mode's schemas to standalone ES modules (ajv standalone code): one module per compiled
 * function, which imports the functions it calls from their own modules. Importing one validator brings
 * into a bundle its function and the functions it reaches, each once; the package holds every function
 * once. (ajv's own standalone export repeats every called function inside each exported module: on a
 * large document with wide `oneOf` unions that was 100 MB of repeated code; see
 * docs/decisions/0035-generation-speed.md.) Importing a module defines plain functions and compiles nothing;
 * it imports only ajv's small runtime helpers, ajv-formats' format checks, the package's own runtime and
 * its sibling functions.
 *
 * An exported function lives at `compiled/<mode>/<ExportName>.gen.js`; a function no export names (a
 * component's closed or response copy, reached through a `$ref`) at `compiled/<mode>/shared/<its schema id>.gen.js`.
 * Every module exports its function as `validate`, a function declaration, so that modules that import each
 * other (recursive schemas) see it before either has run.
 *
 * One ajv instance per mode compiles every schema once. A mode's modules are cached by content
 * (generator/cache/code-cache.ts), by mode: a cycle of schemas compiles differently by where ajv enters it
 * (docs/decisions/0035-generation-speed.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { _, type Code, type Name, nil } from 'ajv/dist/compile/codegen/code.js';
import type { ValueScopeName } from 'ajv/dist/compile/codegen/scope.js';
import { digestFiles, lookupCode, storeCode } from '../../cache/code-cache.js';
import type { ModeSchemas } from './build-schema-set.js';
import type { CompileJob } from './compile-job.js';
import { compileOnWorker } from './compile-on-worker.js';
import type { ValidatorMode } from './create-ajv.js';
import { type Ajv, createAjv } from './create-ajv.js';
import { requiresToImports } from './esm-imports.js';
import { indentCode } from './indent-code.js';
import { localizeNames } from './local-names.js';
import { compiledModuleFolder, compiledModulePath } from './view-model.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
let salt: string | undefined;

/** The code that turns a mode's schemas into modules: this target's source, its runtime, ajv and ajv-formats. */
function generatorSalt(): string {
  const folders = ['generator/emit/validators', 'generator/runtime/validators'].map((f) => path.join(REPO_ROOT, f));
  const libraries = ['ajv', 'ajv-formats'].map((name) => path.join(REPO_ROOT, 'node_modules', name, 'package.json'));
  salt ??= digestFiles([
    ...folders.flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(dir, f)),
    ),
    ...libraries,
  ]);
  return salt;
}

/** One mode's schemas to compile. */

/**
 * Each job's modules — module path (relative to the package root, e.g. `compiled/bodies/Error.gen.js`) → the
 * module's code — from the cache, or compiled: on a thread of its own when there is enough to compile
 * (compile-worker.ts), so that the other targets' work (TypeScript's, on the main thread) runs alongside
 * ajv's on a second core (docs/decisions/0057-generation-on-a-worker.md).
 */
export async function standaloneModules(jobs: readonly CompileJob[], uncheckedFormats: readonly string[]): Promise<ReadonlyMap<string, string>[]> {
  const cache = { dir: path.join(REPO_ROOT, 'node_modules', '.cache', 'tunnel-api', 'generator', 'validators'), salt: generatorSalt() };
  const lookups = jobs.map((job) => lookupCode(cache, { mode: job.mode, uncheckedFormats, schemas: job.set.schemas, exports: job.set.exports }));
  const missed = jobs.filter((_, i) => lookups[i]?.output === undefined);
  const compiled = missed.length === 0 ? [] : await compileJobs(missed, uncheckedFormats);
  return jobs.map((job, i) => {
    const found = lookups[i];
    if (found?.output !== undefined) return found.output;
    const output = compiled[missed.indexOf(job)];
    if (found === undefined || output === undefined) throw new Error(`no modules compiled for the ${job.mode} mode (a generator bug)`);
    storeCode(cache, found.key, output);
    return output;
  });
}

/** Compiles every job's schemas, on a worker thread unless there is too little to pay for starting one. */
async function compileJobs(jobs: readonly CompileJob[], uncheckedFormats: readonly string[]): Promise<Map<string, string>[]> {
  const schemas = jobs.reduce((n, job) => n + job.set.schemas.length, 0);
  const workers = process.env['TUNNEL_API_GENERATOR_WORKERS'];
  if ((schemas < WORKER_THRESHOLD && workers !== 'always') || workers === 'off') {
    return jobs.map((job) => compileModules(job.mode, job.set, uncheckedFormats));
  }
  return compileOnWorker(jobs, uncheckedFormats);
}

/**
 * Schemas below which the validators compile on the main thread: a worker costs about 0.3 s of CPU to start
 * (its own TypeScript loader, ajv and this folder's modules), which a small document's compile does not win
 * back. `TUNNEL_API_GENERATOR_WORKERS=always` starts one whatever the count (tests of the thread), `=off` never.
 */
const WORKER_THRESHOLD = 100;

/** What ajv keeps of a compiled function when `code.source` is on (ajv/dist/types: SourceCode). */
interface CompiledSource {
  readonly validateName: Name;
  readonly validateCode: string;
  readonly scopeValues: Readonly<Record<string, ReadonlySet<Name> | undefined>>;
  readonly evaluated?: Code;
}

interface CompiledFunction {
  readonly source: CompiledSource;
  readonly schemaEnv: { readonly baseId: string; readonly root: unknown; readonly schema: unknown };
}

export function compileModules(mode: ValidatorMode, set: ModeSchemas, uncheckedFormats: readonly string[]): Map<string, string> {
  const ajv = createAjv(mode, { standalone: true, uncheckedFormats });
  for (const schema of set.schemas) ajv.addSchema(schema as object);
  const placed = placeFunctions(ajv, mode, set);
  const modules = new Map<string, string>();
  for (const [modulePath, place] of placed.modules) {
    modules.set(
      modulePath,
      place.aliasOf === undefined
        ? functionModule(ajv, place.fn, modulePath, placed.pathOf)
        : `export { validate } from ${JSON.stringify(relativeSpecifier(modulePath, place.aliasOf))};\n`,
    );
  }
  return modules;
}

interface Placement {
  readonly fn: CompiledFunction;
  /** Set when another export's module already holds this function: this module re-exports it. */
  readonly aliasOf?: string;
}

/**
 * Decides each function's module: exports first, in the set's (sorted) order, then every function they
 * reach that no export names, under `shared/`, named after its schema's `$id`.
 */
function placeFunctions(ajv: Ajv, mode: ValidatorMode, set: ModeSchemas): { modules: Map<string, Placement>; pathOf: Map<string, string> } {
  const modules = new Map<string, Placement>();
  const pathOf = new Map<string, string>();
  const taken = new Set<string>();
  const roots: CompiledFunction[] = [];
  for (const { name, id } of set.exports) {
    const fn = ajv.getSchema(id) as unknown as CompiledFunction | undefined;
    if (fn?.source === undefined) throw new Error(`ajv compiled no function for ${id} (a generator bug)`);
    const modulePath = compiledModulePath(mode, name);
    taken.add(modulePath.toLowerCase());
    const existing = pathOf.get(String(fn.source.validateName));
    if (existing !== undefined) {
      modules.set(modulePath, { fn, aliasOf: existing });
      continue;
    }
    pathOf.set(String(fn.source.validateName), modulePath);
    modules.set(modulePath, { fn });
    roots.push(fn);
  }
  const sharedFolder = `${compiledModuleFolder(mode)}/shared`;
  for (const fn of reachable(roots)) {
    const name = String(fn.source.validateName);
    if (pathOf.has(name)) continue;
    // A function compiled from part of a schema (a `$ref` to a fragment) is named after its content too:
    // never after ajv's counter, which other schemas move.
    const part =
      fn.schemaEnv.root === fn.schemaEnv ? '' : `.part-${createHash('sha256').update(JSON.stringify(fn.schemaEnv.schema)).digest('hex').slice(0, 8)}`;
    const base = `${sharedFolder}/${fileNameOfId(fn.schemaEnv.baseId)}${part}`;
    let modulePath = `${base}.gen.js`;
    // Unique also on a case-insensitive file system.
    for (let n = 2; taken.has(modulePath.toLowerCase()); n++) modulePath = `${base}-${n}.gen.js`;
    taken.add(modulePath.toLowerCase());
    pathOf.set(name, modulePath);
    modules.set(modulePath, { fn });
  }
  return { modules, pathOf };
}

/** Every function the roots call, directly or not, in a fixed order (depth first, as the code names them). */
function reachable(roots: readonly CompiledFunction[]): CompiledFunction[] {
  const seen = new Set<string>();
  const order: CompiledFunction[] = [];
  const visit = (fn: CompiledFunction) => {
    const name = String(fn.source.validateName);
    if (seen.has(name)) return;
    seen.add(name);
    order.push(fn);
    for (const callee of calledFunctions(fn.source)) visit(callee);
  };
  roots.forEach(visit);
  return order;
}

/** The functions a compiled function refers to: ajv's `validate…` names, and `root…`/`wrapper…` objects holding one. */
function calledFunctions(source: CompiledSource): CompiledFunction[] {
  const called: CompiledFunction[] = [];
  for (const [prefix, names] of Object.entries(source.scopeValues)) {
    for (const name of names ?? []) {
      const callee = calleeOf(prefix, name);
      if (callee !== undefined) called.push(callee);
    }
  }
  return called;
}

function calleeOf(prefix: string, name: Name): CompiledFunction | undefined {
  const ref: unknown = (name as ValueScopeName).value?.ref;
  if (prefix === 'validate' && typeof ref === 'function') return ref as unknown as CompiledFunction;
  if ((prefix === 'root' || prefix === 'wrapper') && typeof ref === 'object' && ref !== null) return (ref as { validate: CompiledFunction }).validate;
  return undefined;
}

/**
 * One function's module: the functions it calls imported from their modules, its own constants (patterns,
 * formats, schemas for `verbose` errors), the function, and `export { validate }`, every name local to the
 * module (local-names.ts).
 */
function functionModule(ajv: Ajv, fn: CompiledFunction, modulePath: string, pathOf: ReadonlyMap<string, string>): string {
  const own = String(fn.source.validateName);
  const imports = new Map<string, string>();
  const importFunction = (callee: CompiledFunction) => {
    const name = String(callee.source.validateName);
    if (name === own) return;
    const calleePath = pathOf.get(name);
    if (calleePath === undefined) throw new Error(`no module for ${name} (a generator bug)`);
    imports.set(name, calleePath);
  };
  // ajv's scopeCode asks for the code of each referenced function; the function is imported instead.
  const referencedCode = (name: ValueScopeName): Code | undefined => {
    const prefix = name.prefix;
    const callee = calleeOf(prefix, name);
    if (callee === undefined) return undefined;
    importFunction(callee);
    return prefix === 'validate' ? nil : _`const ${name} = {validate: ${callee.source.validateName}};`;
  };
  const scopeCode = ajv.scope.scopeCode(fn.source.scopeValues as never, {}, referencedCode);
  const evaluated = fn.source.evaluated === undefined ? '' : `${own}.evaluated = ${String(fn.source.evaluated)};\n`;
  const globalBody = `${String(scopeCode)}\n${fn.source.validateCode}\n${evaluated}`;
  // Names of the module's own, in place of the counters of the ajv instance that compiled every schema.
  const globals = new Set([...Object.values(fn.source.scopeValues).flatMap((names) => [...(names ?? [])].map(String)), ...imports.keys()]);
  const local = localizeNames(globalBody, globals, own);
  const body = `${local.code}export { validate };\n`;
  const depth = modulePath.split('/').length - 1;
  const fromModule = (specifier: string) => specifier.replace(/^\.\/runtime\//, `${'../'.repeat(depth)}runtime/`);
  const functionImports = [...imports]
    .map(([name, calleePath]) => [local.names.get(name) ?? name, calleePath] as const)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([name, calleePath]) => `import { validate as ${name} } from ${JSON.stringify(relativeSpecifier(modulePath, calleePath))};`);
  return indentCode([...functionImports, requiresToImports(body, fromModule)].join('\n'));
}

/** `./Other.gen.js`, `./shared/X.gen.js` or `../Y.gen.js`: the import specifier of one module from another. */
function relativeSpecifier(fromPath: string, toPath: string): string {
  const relative = path.posix.relative(path.posix.dirname(fromPath), toPath);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** `/requests/open-top/components/schemas/Foo%20Bar` → `requests.open-top.Foo_Bar`: readable, and safe as a file name. */
function fileNameOfId(id: string): string {
  const segments = id
    .split(/[/#]/)
    .filter((s) => s !== '' && s !== 'components' && s !== 'schemas')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return (
    segments
      .join('.')
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/^\.+/, '') || 'schema'
  );
}
