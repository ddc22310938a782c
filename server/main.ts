/**
 * Runs the reference server: configuration from the environment, the database (embedded PGlite in
 * DATA_DIR, or PostgreSQL at DATABASE_URL) with its migrations, a development account on the first
 * start (its key printed once), then the API and docs on HOST:PORT until SIGINT/SIGTERM, when it
 * drains: `/readyz` answers 503 for DRAIN_DELAY_MS while requests are still served, then it stops
 * accepting requests, finishes those in flight, tells its agents to reconnect elsewhere and closes
 * the database.
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createInitialAccount } from './accounts/index.js';
import { type AppOptions, buildApp, retireApp } from './app.js';
import type { ClusterNode } from './cluster/cluster-node.js';
import type { Config } from './config.js';
import type { ServerContext } from './context.js';
import type { ReloadableParts } from './dev/reload-handover.js';
import type { DocsOptions } from './docs/routes.js';
import { detachedServer, forwardTo } from './http/app-swap.js';
import { capWithinFileLimit, openFileLimit } from './http/open-file-limit.js';
import { type IngressServices, startIngressServices } from './ingress-certificates/ingress-services.js';
import { Drain } from './ops/drain.js';
import { instrumentDatabase } from './ops/instrumented-database.js';
import { ServerMetrics } from './ops/metrics.js';
import { loadOrCreateKek } from './ssh/index.js';
import { portInUseMessage, StartCheckError } from './start-checks.js';
import { type Database, openDatabase } from './storage/index.js';

/** Where the first start keeps the development account's key, in DATA_DIR. */
export const DEV_KEY_FILE = 'development-api-key';

export interface RunningServer {
  readonly url: string;
  readonly devAccount: { accountId: string; apiKey: string } | undefined;
  close(): Promise<void>;
  /**
   * Builds a new app with `parts` (a rebuilt bundle's, server/dev/reload-handover.ts) on this process's database
   * and hands it the listening socket; the app it replaces finishes its requests in flight and is closed. Only
   * `npm run dev` calls it (docs/decisions/0088-dev-reload-in-process.md). Throws, serving on as before, when the
   * new app cannot be built, or on PostgreSQL (the cluster's membership is the starting copy's).
   */
  reload(parts: ReloadableParts): Promise<void>;
}

export interface StartOptions {
  /** The database, already being opened (scripts/start.ts opens it while the server's modules load). */
  readonly database?: Promise<Database>;
  /** How /docs is served (server/docs/routes.ts). */
  readonly docs?: DocsOptions;
}

export async function startServer(config: Config, log: (line: string) => void = console.log, options: StartOptions = {}): Promise<RunningServer> {
  // Timed from the start, so the cluster's statements (leases, rate limit) show in /metrics too.
  const metrics = new ServerMetrics();
  const db = instrumentDatabase(
    await (options.database ?? openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pool: config.databasePool })),
    metrics,
  );
  let app;
  let cluster: ClusterNode | undefined;
  let ingress: IngressServices | undefined;
  try {
    // On PostgreSQL the instance joins the others sharing it (server/cluster): one service.
    if (config.databaseUrl !== undefined) {
      // Loaded only here: its LISTEN connection needs `pg`, which the embedded database never loads.
      const { startClusterNode } = await import('./cluster/cluster-node.js');
      cluster = await startClusterNode({
        db,
        databaseUrl: config.databaseUrl,
        heartbeatMs: config.agentHeartbeatMs,
        commandTimeoutMs: config.agentCommandTimeoutMs,
        rateLimitPerMinute: config.rateLimitPerMinute,
        log,
      });
    }
    // On the very first start (no account at all), a development account that may do everything.
    const devAccount = await createInitialAccount(db, { name: 'development', mayReportAbuse: true });
    const drain = new Drain();
    const ctx: ServerContext = {
      db,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      kek: loadOrCreateKek(config.dataDir, process.env.SSH_KEK),
      nsTargets: config.ingress.nsTargets,
    };
    // Every connection is a file descriptor: the cap stays within the process's limit.
    const cap = capWithinFileLimit(config.connections.maxConnections, openFileLimit());
    if (cap.warning !== undefined) log(cap.warning);
    const appOptions: AppOptions = {
      ctx,
      rateLimitPerMinute: config.rateLimitPerMinute,
      authFailuresPerMinute: config.authFailuresPerMinute,
      connections: { ...config.connections, maxConnections: cap.maxConnections },
      logLevel: config.logLevel,
      logFormat: config.logFormat,
      agents: {
        releases: config.agentReleases,
        heartbeatMs: config.agentHeartbeatMs,
        commandTimeoutMs: config.agentCommandTimeoutMs,
        maxTunnelsPerAccount: config.maxTunnelsPerAccount,
      },
      operators: { metricsToken: config.metricsToken, drain, metrics },
      ...(cluster === undefined ? {} : { cluster }),
      ...(options.docs === undefined ? {} : { docs: options.docs }),
    };
    app = buildApp(appOptions);
    const address = await app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
      // Taken since scripts/start.ts found it free (server/start-checks.ts): the same one line.
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new StartCheckError(portInUseMessage(config.host, config.port));
      throw error;
    });
    const server = app;
    log(`Tunnel API reference server on ${address} (public URL ${config.publicUrl}); docs at ${config.publicUrl}/docs`);
    ingress = await startIngressServices(ctx, config.ingress, log, { host: config.host, server: app.server });
    const services = ingress;
    if (services.dnsPort !== undefined) log(`Authoritative DNS for agent ingress domains on ${config.ingress.dnsHost} port ${services.dnsPort} (UDP and TCP)`);
    if (services.agentTlsPort !== undefined) log(`Agents connect over TLS to region domains on ${config.host} port ${services.agentTlsPort}`);
    const keyFile = path.join(config.dataDir, DEV_KEY_FILE);
    if (devAccount) {
      // Request lines follow on the terminal and scroll it away: the key is also kept in a file only
      // this user can read (like DATA_DIR/ssh-kek), and later starts say where.
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(keyFile, `${devAccount.apiKey}\n`, { mode: 0o600 });
      const rule = '─'.repeat(72);
      log(`${rule}\nCreated the development account ${devAccount.accountId}. Its API key, printed on this first start only:\n\n  ${devAccount.apiKey}\n`);
      // TUNNEL_API_KEY: the variable the README and every code sample in the docs read.
      log(
        `Set it where the README and the docs' code samples look for it:\n  export TUNNEL_API_KEY=${devAccount.apiKey}\nTry: curl -H "Authorization: Bearer $TUNNEL_API_KEY" -H "Service-Version: 2" ${config.publicUrl}/backends/tunnel_group`,
      );
      log(`(also saved in ${keyFile}, readable only by you)\n${rule}`);
    } else if (fs.existsSync(keyFile)) {
      log(`The development account's API key is in ${keyFile}`);
    }
    /** The app serving the socket's requests since the last reload, with its drain; undefined before one. */
    let reloaded: { app: FastifyInstance; drain: { begin(): void } } | undefined;
    /** Settles once every app a reload replaced is closed. */
    let retired: Promise<void> = Promise.resolve();
    return {
      url: address,
      devAccount,
      async close() {
        drain.begin();
        reloaded?.drain.begin();
        if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
        await services.stop();
        await retired;
        await reloaded?.app.close();
        await server.close();
        await cluster?.stop();
        await db.close();
      },
      async reload(parts) {
        if (cluster !== undefined) throw new Error('a reload keeps no cluster membership (PostgreSQL)');
        const nextDrain = new parts.Drain();
        let detached: Server | undefined;
        const next = parts.buildApp({
          ...appOptions,
          operators: { ...appOptions.operators, drain: nextDrain },
          serverFactory: (handler) => {
            detached = detachedServer(handler);
            return detached;
          },
        });
        try {
          await next.ready();
        } catch (error) {
          await next.close();
          throw error;
        }
        const previous = reloaded;
        reloaded = { app: next, drain: nextDrain };
        forwardTo(server.server, detached!);
        // The app it replaces finishes its requests in flight, then its agents reconnect (to the new app's hub);
        // the new one already serves meanwhile.
        const retiring = previous === undefined ? retireApp(server) : previous.app.close();
        retired = Promise.all([retired, retiring.catch((error: unknown) => log(`the app before the reload did not close cleanly: ${String(error)}`))]).then(
          () => undefined,
        );
      },
    };
  } catch (error) {
    await ingress?.stop();
    await app?.close();
    await cluster?.stop();
    await db.close();
    throw error;
  }
}
