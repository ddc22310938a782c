/**
 * Whether the server `npm run dev` runs still answers exactly as a fresh `npm start` on the saved spec would,
 * so that a save which changes nothing it runs does not restart it (docs/decisions/0077-dev-loop-in-place.md).
 * What a server process's answers depend on, besides the data:
 * - the bundle it runs (scripts/build-server.ts): a function of the files esbuild read to make it (its
 *   metafile's inputs — our sources and the dependencies), plus the `package.json` files that steer resolution;
 * - the generated packages' JavaScript, which `npm run dev`'s bundle leaves to Node's loader (scripts/dev.ts);
 * - generated/openapi.json, read once per process by the request hooks (server/http/spec-bundle.ts): they read
 *   its structure — paths, operations, parameters, schemas — never a `description` or a `summary`;
 * - generated/openapi.yaml and generated/docs/, read again whenever the file changed (server/docs/served-file.ts).
 * Nothing else under generated/ is read by the server (the client package, sources, declarations, READMEs).
 * So a save needs the server brought up to date when it wrote a file of those or a `package.json`, or changed
 * openapi.json beyond its documentation; a description edit does neither. Whether that can happen in place, or
 * needs a new process, is `reloadBlocker`'s answer (docs/decisions/0088-dev-reload-in-process.md).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  /** The code it runs, relative to the repository root: its bundle's inputs (esbuild's metafile) and the generated packages' JavaScript. */
  readonly bundleInputs: ReadonlySet<string>;
  /** What the request hooks read of generated/openapi.json when it started (`specBehaviour`). */
  readonly specBehaviour: string | undefined;
  /** The code it runs and the migrations it ran, by size and modification time (`codeStamps`). */
  readonly codeStamps: ReadonlyMap<string, string>;
  /** Saves it took in place since it started (docs/decisions/0088-dev-reload-in-process.md). */
  readonly reloads: number;
  /** Whether it runs on PostgreSQL (`DATABASE_URL`), where it refuses to reload in place. */
  readonly onPostgres: boolean;
}

/** Where the migrations a server runs at start live (server/storage/migrations.ts reads them, not the bundle). */
const MIGRATIONS = 'server/storage/migrations';

/**
 * The files a server's process is a function of beyond the generated packages' JavaScript, and those too: the
 * bundle's inputs and the migrations, each with its size and modification time (paths from `repoRoot`).
 */
export function codeStamps(repoRoot: string, bundleInputs: Iterable<string>): Map<string, string> {
  const stamps = new Map<string, string>();
  const migrations = fs.existsSync(path.join(repoRoot, MIGRATIONS))
    ? fs.readdirSync(path.join(repoRoot, MIGRATIONS)).map((file) => `${MIGRATIONS}/${file}`)
    : [];
  for (const file of [...bundleInputs, ...migrations]) stamps.set(file, stampOf(path.join(repoRoot, file)));
  return stamps;
}

function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * Why the running server cannot take a save in place (its app rebuilt from the new bundle on the same database
 * and socket, server/dev/reload-handover.ts), undefined when it can: only the generated packages' code and the
 * bundled document may differ. Anything else the process runs — our hand-written code, a dependency, a
 * `package.json`, a migration (run at start only) — means a new process; so does a process that already holds
 * `limit` reloads' code (ES modules are never unloaded), and one on PostgreSQL, which refuses: its cluster
 * membership belongs to the copy that started (server/main.ts `reload`) — said up front, with no generation bundled.
 */
export function reloadBlocker(changed: readonly string[], generatedDir: string, repoRoot: string, running: RunningServer, limit: number): string | undefined {
  if (running.onPostgres) return 'PostgreSQL (DATABASE_URL): a server on it takes no save in place (its cluster membership belongs to the copy that started)';
  for (const file of changed) {
    if (path.posix.basename(file) === 'package.json')
      return `${path.relative(repoRoot, path.join(generatedDir, file)).split(path.sep).join('/')} steers how its packages resolve`;
  }
  const generated = `${path.relative(repoRoot, generatedDir).split(path.sep).join('/')}/`;
  for (const [file, stamp] of running.codeStamps) {
    if (!file.startsWith(generated) && stampOf(path.join(repoRoot, file)) !== stamp) return `${file} changed since it started`;
  }
  if (fs.existsSync(path.join(repoRoot, MIGRATIONS))) {
    for (const file of fs.readdirSync(path.join(repoRoot, MIGRATIONS)))
      if (!running.codeStamps.has(`${MIGRATIONS}/${file}`)) return `${MIGRATIONS}/${file} is new`;
  }
  if (running.reloads >= limit) return `it holds ${running.reloads} reloads' code already (a new process frees it)`;
  return undefined;
}

/**
 * What the server runs once it took a save in place (`reloaded`: what is on disk now): the generated code as now
 * written, the rest as `previous` recorded it. The reload changed only generated code, so a hand edit, a
 * dependency or a migration that changed since `previous` was taken is still a change the next save restarts for,
 * however soon after the reload it was made.
 */
export function afterReload(previous: RunningServer, reloaded: RunningServer, generatedDir: string, repoRoot: string): RunningServer {
  const generated = `${path.relative(repoRoot, generatedDir).split(path.sep).join('/')}/`;
  const codeStamps = new Map([...previous.codeStamps].filter(([file]) => !file.startsWith(generated)));
  for (const [file, stamp] of reloaded.codeStamps) if (file.startsWith(generated)) codeStamps.set(file, stamp);
  return { ...reloaded, codeStamps };
}

/**
 * Why the running server no longer answers as a fresh start would after these files of `generatedDir` were
 * written or removed (paths relative to it); undefined when it still does.
 */
export function restartReason(changed: readonly string[], generatedDir: string, repoRoot: string, running: RunningServer): string | undefined {
  for (const file of changed) {
    const fromRoot = path.relative(repoRoot, path.join(generatedDir, file)).split(path.sep).join('/');
    if (running.bundleInputs.has(fromRoot)) return `${fromRoot} is code it runs`;
    if (path.posix.basename(file) === 'package.json') return `${fromRoot} steers how its packages resolve`;
  }
  // Last: parsing the document is the slow check (a new property changes the validators' code too).
  if (changed.includes('openapi.json') && specBehaviour(readIfExists(path.join(generatedDir, 'openapi.json'))) !== running.specBehaviour)
    return 'generated/openapi.json changed beyond its descriptions (the request hooks read it at start)';
  return undefined;
}

/** generated/openapi.json as the request hooks see it; undefined when there is none. */
export function specBehaviourOf(generatedDir: string): string | undefined {
  return specBehaviour(readIfExists(path.join(generatedDir, 'openapi.json')));
}

/**
 * The document without what only documents it: every `description` and `summary` whose value is text, except
 * inside values that are data (`example`, `examples`, `default`, `enum`, `const`, a discriminator's `mapping`,
 * an OAuth flow's `scopes`, extensions), which stay whole. A property or parameter *named* `description` is an object, so it stays.
 * Text that does not parse stays as it is (any change to it is a change).
 */
export function specBehaviour(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(withoutDocumentation(document));
}

const DOCUMENTATION = new Set(['description', 'summary']);
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const', 'mapping', 'scopes']);

function withoutDocumentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocumentation);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (DOCUMENTATION.has(key) && typeof child === 'string') continue;
    kept[key] = DATA.has(key) || key.startsWith('x-') ? child : withoutDocumentation(child);
  }
  return kept;
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
