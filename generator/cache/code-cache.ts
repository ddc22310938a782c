/**
 * A content-addressed cache for generated code that is slow to produce and a pure function of its inputs
 * (the validators' ajv standalone modules: seconds on a large document). The key is a SHA-256 over the
 * inputs and over the generator code that turns them into output (`salt`: its source files and the
 * versions of the libraries it runs), so a changed schema, a changed generator or a new ajv is a miss,
 * never stale output. Entries live in this process (what `npm run dev` reuses between saves) and under
 * `node_modules/.cache/tunnel-api/generator/` (what the next `npm run generate` reuses; npm ci creates the
 * folder, git ignores it), at most `KEPT` per namespace. `TUNNEL_API_GENERATOR_CACHE=off` turns the disk
 * part off (a cold run, as the benchmark measures it). Why and what it is not: docs/decisions/0035-generation-speed.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Entries kept on disk per namespace: this document and a few others, or the states of a few edits. */
const KEPT = 8;

/**
 * Entries kept in this process per namespace: a few pages of docs must not push out the validators' modes, which
 * every save of `npm run dev` looks up.
 */
const KEPT_IN_PROCESS = 4;

/** Per namespace (its folder), entries by key, the least recently used first. */
const inProcess = new Map<string, Map<string, ReadonlyMap<string, string>>>();

export interface CodeCacheOptions {
  /** The folder of this namespace's entries, e.g. `<repo>/node_modules/.cache/tunnel-api/generator/validators`. */
  readonly dir: string;
  /** What the output depends on besides the inputs: the generating code and library versions. */
  readonly salt: string;
}

/** The cached output for `inputs`, or `compute()`'s, stored for next time. */
export function cachedCode(options: CodeCacheOptions, inputs: unknown, compute: () => ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const found = lookupCode(options, inputs);
  if (found.output !== undefined) return found.output;
  const output = compute();
  storeCode(options, found.key, output);
  return output;
}

/** A lookup whose miss is computed elsewhere (a worker thread) and then stored with `storeCode` under `key`. */
export interface CodeLookup {
  readonly key: string;
  readonly output: ReadonlyMap<string, string> | undefined;
}

export function lookupCode(options: CodeCacheOptions, inputs: unknown): CodeLookup {
  const key = createHash('sha256').update(options.salt).update('\0').update(JSON.stringify(inputs)).digest('hex');
  const namespace = inProcess.get(options.dir);
  const remembered = namespace?.get(key);
  if (namespace !== undefined && remembered !== undefined) {
    namespace.delete(key);
    namespace.set(key, remembered);
    return { key, output: remembered };
  }
  const onDisk = diskEnabled() ? readEntry(path.join(options.dir, `${key}.code`)) : undefined;
  if (onDisk !== undefined) remember(options.dir, key, onDisk);
  return { key, output: onDisk };
}

/** Keeps `output` for `key` (of `lookupCode`) in this process and, unless the cache is off, on disk. */
export function storeCode(options: CodeCacheOptions, key: string, output: ReadonlyMap<string, string>): void {
  remember(options.dir, key, output);
  if (diskEnabled()) writeEntry(options.dir, key, output);
}

/** A few entries in memory per namespace (the dev loop's latest states of each mode), the oldest dropped first. */
function remember(dir: string, key: string, output: ReadonlyMap<string, string>): void {
  let namespace = inProcess.get(dir);
  if (namespace === undefined) {
    namespace = new Map();
    inProcess.set(dir, namespace);
  }
  namespace.delete(key);
  namespace.set(key, output);
  for (const k of namespace.keys()) {
    if (namespace.size <= KEPT_IN_PROCESS) break;
    namespace.delete(k);
  }
}

/** Forgets what this process remembers (tests: the next lookup reads the disk). */
export function forgetInProcess(): void {
  inProcess.clear();
}

/** A digest of files' contents (the generator code a cache entry depends on). */
export function digestFiles(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function diskEnabled(): boolean {
  return process.env['TUNNEL_API_GENERATOR_CACHE'] !== 'off';
}

/**
 * An entry is one text file: a first line with the JSON list of `[name, length]`, then the outputs one
 * after another (no escaping: a large document's validators are over 100 MB).
 */
function readEntry(file: string): ReadonlyMap<string, string> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  try {
    const index = JSON.parse(text.slice(0, newline)) as [string, number][];
    const output = new Map<string, string>();
    let at = newline + 1;
    for (const [name, length] of index) {
      output.set(name, text.slice(at, at + length));
      at += length;
    }
    return at === text.length ? output : undefined;
  } catch {
    return undefined;
  }
}

function writeEntry(dir: string, key: string, output: ReadonlyMap<string, string>): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
    const index = JSON.stringify([...output].map(([name, code]) => [name, code.length]));
    fs.writeFileSync(temporary, `${index}\n${[...output.values()].join('')}`);
    fs.renameSync(temporary, path.join(dir, `${key}.code`));
    prune(dir);
  } catch {
    // A cache that cannot be written costs time, never correctness.
  }
}

/** Keeps the `KEPT` most recently written entries. */
function prune(dir: string): void {
  const entries = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.code'))
    .map((f) => ({ file: path.join(dir, f), time: fs.statSync(path.join(dir, f)).mtimeMs }));
  for (const { file } of entries.sort((a, b) => b.time - a.time).slice(KEPT)) fs.rmSync(file, { force: true });
}
