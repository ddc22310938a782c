/**
 * `npm start`: serve the reference API and docs. With `--generate` (what `npm start` passes) it first
 * brings generated/ up to date — skipped, in milliseconds, when nothing generation reads or wrote has
 * changed since the last run (scripts/generation-stamp.ts). Settings: README.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generationIsCurrent, recordGeneration } from './generation-stamp.js';

if (process.argv.includes('--generate')) {
  const started = performance.now();
  if (generationIsCurrent()) {
    console.log(`generated/ is up to date with spec/, templates/ and generator/ (content hash, ${Math.round(performance.now() - started)} ms): not regenerating`);
  } else {
    console.log('spec/, templates/, generator/ or generated/ changed since the last generation: regenerating');
    // A child process: the generator's tools (TypeScript, Redocly) never load into the server's memory.
    const generate = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'generate.ts')], { stdio: 'inherit', cwd: path.join(import.meta.dirname, '..') });
    if (generate.status !== 0) process.exit(generate.status ?? 1);
    recordGeneration();
  }
}

// Imported only now: the server loads the generated packages, which the step above may have rewritten.
const { ConfigError, loadConfig } = await import('../server/config.js');
const { StorageError, openDatabase } = await import('../server/storage/index.js');

try {
  const config = loadConfig();
  // The database opens while the rest of the server loads: PGlite compiles its WebAssembly on other
  // threads meanwhile (bench/RESULTS.md "Server: what each change gained").
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  database.catch(() => undefined); // startServer awaits it and reports its failure
  const { startServer } = await import('../server/main.js');
  const server = await startServer(config, console.log, { database });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    server.close().then(() => process.exit(0), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  const { KekConfigError } = await import('../server/ssh/index.js');
  // Configuration and storage problems are the operator's to fix: a clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof StorageError || error instanceof KekConfigError) {
    console.error(`cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
