/**
 * The reference server on a real loopback socket for load tests: the app `npm start` runs (buildApp),
 * listening on 127.0.0.1 and a port the OS picks, on a fresh embedded database or on a fresh database
 * of a PostgreSQL cluster. Two accounts; the rate limit is lifted so that only correctness is tested.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createAccount } from '../../server/accounts/index.js';
import { buildApp } from '../../server/app.js';
import type { ServerContext } from '../../server/context.js';
import { type Database, openDatabase } from '../../server/storage/index.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

export interface LiveServer {
  /** `http://127.0.0.1:<port>`, also the public URL the server builds `uri`s and `next_page_uri`s from. */
  readonly url: string;
  readonly apiKey: string;
  /** A second account's key. */
  readonly otherKey: string;
  readonly db: Database;
  close(): Promise<void>;
}

export interface LiveServerOptions {
  databaseUrl?: string;
  /**
   * Another instance on the same PostgreSQL database (docs/decisions/0013-two-databases.md: several instances may
   * share one), whose accounts this one serves too instead of creating its own.
   */
  sharing?: LiveServer;
}

export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  const dataDir = await freshDataDir();
  const db = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  const main = options.sharing ? { apiKey: options.sharing.apiKey } : await createAccount(db, { name: 'load-main', mayReportAbuse: true });
  const other = options.sharing ? { apiKey: options.sharing.otherKey } : await createAccount(db, { name: 'load-other', mayReportAbuse: false });
  let url = '';
  // The port is known only after listen(); a getter lets the context read it then.
  const ctx: ServerContext = {
    db,
    get publicUrl() {
      return url;
    },
    now: () => new Date(),
    kek: randomBytes(32),
  };
  const app = buildApp({ ctx, rateLimitPerMinute: 1_000_000, logLevel: 'silent', validateResponses: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    apiKey: main.apiKey,
    otherKey: other.apiKey,
    db,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
