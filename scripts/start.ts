/** `npm start`: serve the reference API and docs (the npm script regenerates first). Settings: README. */
import { ConfigError, loadConfig } from '../server/config.js';
import { startServer } from '../server/main.js';
import { KekConfigError } from '../server/ssh/index.js';
import { StorageError } from '../server/storage/index.js';

try {
  const server = await startServer(loadConfig());
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
  // Configuration and storage problems are the operator's to fix: a clear line, no stack trace.
  if (error instanceof ConfigError || error instanceof StorageError || error instanceof KekConfigError) {
    console.error(`cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
