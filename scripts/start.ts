/**
 * Serves the reference API and docs (settings: README). `npm start` runs it precompiled, after bringing
 * generated/ up to date (scripts/launch.js); `node --import tsx scripts/start.ts` runs it from the
 * sources, and `--generate` then does that first step here.
 */
import { pendingHandover } from '../server/dev/reload-handover.js';
import { checkDnsPortFree } from '../server/dns/dns-port.js';
import { checkDataDirWritable, checkPortFree, StartCheckError } from '../server/start-checks.js';
import { generateIfChanged } from './generate-if-changed.js';

// Imported by a running server of `npm run dev` for a reload (server/dev/reload-handover.ts): this build hands
// over its code and starts nothing.
const handover = pendingHandover();
if (handover !== undefined) handover(await import('../server/dev/reloadable-parts.js'));
else await serve();

async function serve(): Promise<void> {
  if (process.argv.includes('--generate')) generateIfChanged();

  // Imported only now: the server loads the generated packages, which the step above may have rewritten.
  const { ConfigError, loadConfig } = await import('../server/config.js');
  const { DatabaseLockedError, isStorageError, openDatabase } = await import('../server/storage/index.js');

  try {
    const config = loadConfig();
    // Before anything is created: a busy port or an unwritable DATA_DIR is one line that says what to do.
    await checkPortFree(config.host, config.port);
    await checkDnsPortFree(config.ingress.dnsHost, config.ingress.dnsPort);
    if (config.databaseUrl === undefined || !process.env.SSH_KEK) checkDataDirWritable(config.dataDir);
    // The database opens while the rest of the server loads: PGlite compiles its WebAssembly on other
    // threads meanwhile (bench/RESULTS.md "Server: what each change gained").
    const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pool: config.databasePool });
    database.catch(() => undefined); // startServer awaits it and reports its failure
    const { startServer } = await import('../server/main.js');
    const { docsOptions } = await import('../server/docs/dev-reload.js');
    const server = await startServer(config, console.log, { database, docs: docsOptions() });
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: finishing requests in flight, then stopping`);
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    if (process.send !== undefined && process.env['TUNNEL_DEV_RELOAD'] === '1') {
      const { takeReloads } = await import('../server/dev/reload-channel.js');
      takeReloads(server);
    }
  } catch (error) {
    const { KekConfigError } = await import('../server/ssh/index.js');
    // Configuration and storage problems are the operator's to fix: a clear line, no stack trace.
    if (error instanceof ConfigError || isStorageError(error) || error instanceof KekConfigError || error instanceof StartCheckError) {
      // A second server beside a running one can also have a data folder of its own.
      const orElse = error instanceof DatabaseLockedError ? ', or start this one with a DATA_DIR of its own' : '';
      console.error(`cannot start: ${error.message}${orElse}`);
      process.exit(1);
    }
    throw error;
  }
}
