/**
 * Several real server processes on one real PostgreSQL answer as one service (server/cluster,
 * docs/decisions/0031-cluster.md): an agent connected to instance 1 is listed, read and commanded
 * through instance 2 with every 409 rule; a credential deleted on one drops its agent on the other;
 * kill -9 of the agent's instance moves the agent to the other and leaves no ghost after the lease.
 * Heartbeats are short (1 s, so a lease is 2 s) to keep the suite quick, yet long enough for a busy machine.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelloMessage } from '../../agent-protocol/index.js';
import { createAccount } from '../../server/accounts/accounts.js';
import { newSessionRecord } from '../../server/agents/session-record.js';
import { startClusterNode } from '../../server/cluster/cluster-node.js';
import { createDatabaseDirectory } from '../../server/cluster/database-directory.js';
import { registerInstance, removeInstance, renewInstance } from '../../server/storage/cluster.js';
import { type Database, openDatabase, type Queryable, type Transaction } from '../../server/storage/index.js';
import { type AgentProcess, AgentProcesses } from '../agents/helpers/agent-processes.js';
import { eventually } from '../agents-e2e/support/eventually.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { api, killAllInstances, type ServerInstance, startInstance } from './support/server-instance.js';

const agents = new AgentProcesses();
const hello: HelloMessage = { type: 'hello', token: '', agent_version: '3.0.0', os: 'linux', transport: 'service/v2', update_checks: true, tunnels: [] };
const dirs: string[] = [];
let postgres: TestPostgres | undefined;

function clusterEnv(databaseUrl: string, kek: string, extra: Record<string, string> = {}): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tunnel-cluster-'));
  dirs.push(dataDir);
  return { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SSH_KEK: kek, AGENT_HEARTBEAT_MS: '1000', AGENT_COMMAND_TIMEOUT_MS: '5000', ...extra };
}

afterAll(async () => {
  agents.killAll();
  await killAllInstances();
  await postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (cluster suite)`);

describe.runIf(postgresAvailable())('instances on one PostgreSQL', () => {
  let one: ServerInstance;
  let two: ServerInstance;
  let key: string;
  let databaseUrl: string;
  const kek = randomBytes(32).toString('base64');

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase('cluster');
    one = await startInstance(clusterEnv(databaseUrl, kek), true);
    two = await startInstance(clusterEnv(databaseUrl, kek));
    key = one.devKey!;
  });

  const via = (instance: ServerInstance, method: string, path: string, body?: unknown) => api(instance.url, key, method, path, body);
  const credential = async (): Promise<{ id: string; token: string }> => (await via(one, 'POST', '/credentials', {})).body;
  const sessionOf = async (agent: AgentProcess): Promise<string> => (await agent.waitForLog(/connected: session (ts_\w+)/))[1]!;
  const expectError = (response: { status: number; body: any }, status: number, code: string) => {
    expect({ status: response.status, code: response.body?.error_code }).toEqual({ status, code });
  };

  it('lists, gets and matches a session of instance 1 through instance 2', async () => {
    const { token } = await credential();
    const agent = agents.start(one.url, token, ['--label', 'app=web', '--metadata', 'first']);
    const id = await sessionOf(agent);

    const throughTwo = await via(two, 'GET', '/tunnel_sessions');
    expect(throughTwo.status).toBe(200);
    expect(throughTwo.body.tunnel_sessions.map((session: { id: string }) => session.id)).toContain(id);
    const got = await via(two, 'GET', `/tunnel_sessions/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual((await via(one, 'GET', `/tunnel_sessions/${id}`)).body);
    expect(got.body).toMatchObject({ id, metadata: 'first', ip: '127.0.0.1' });

    const backend = await via(two, 'POST', '/backends/tunnel_group', { labels: { app: 'web' } });
    expect(backend.status).toBe(201);
    expect(backend.body.tunnels).toHaveLength(1);

    // Paged newest first, as stored resources: a second agent, pages of one.
    const second = agents.start(one.url, token, ['--metadata', 'second']);
    const secondId = await sessionOf(second);
    const page = await via(two, 'GET', '/tunnel_sessions?limit=1');
    expect(page.body.tunnel_sessions.map((session: { id: string }) => session.id)).toEqual([secondId]);
    const nextPath = new URL(page.body.next_page_uri).pathname + new URL(page.body.next_page_uri).search;
    const rest = await via(two, 'GET', nextPath);
    expect(rest.body.tunnel_sessions.map((session: { id: string }) => session.id)[0]).toBe(id);

    // Stop through instance 2: 204 once the agent (on instance 1) acknowledged, then gone everywhere.
    expect((await via(two, 'POST', `/tunnel_sessions/${secondId}/stop`, {})).status).toBe(204);
    expect(await second.exited).toBe(0);
    await eventually('the stopped session to go', async () => (await via(two, 'GET', `/tunnel_sessions/${secondId}`)).status === 404);
    expectError(await via(two, 'POST', `/tunnel_sessions/${secondId}/restart`, {}), 404, 'NOT_FOUND');
  });

  it('answers the tunnels of many backends at once with one query (single flight)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tunnel-cluster-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir, databaseUrl });
    try {
      let sessionQueries = 0;
      const counting: Queryable & Pick<Database, 'transaction'> = {
        query: (sql, params) => {
          if (sql.includes('agent_sessions')) sessionQueries += 1;
          return db.query(sql, params);
        },
        transaction: (fn) => db.transaction(fn),
      };
      const directory = createDatabaseDirectory(counting, 'inst_reader');
      const accountId = (await db.query<{ id: string }>('SELECT id FROM accounts LIMIT 1')).rows[0]!.id;
      const answers = await Promise.all(Array.from({ length: 50 }, () => directory.ofAccount(accountId)));
      expect(sessionQueries).toBe(1);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      await directory.ofAccount(accountId);
      expect(sessionQueries).toBe(2);
    } finally {
      await db.close();
    }
  });

  it("admits agents up to the account's tunnel limit across instances, never over it when they arrive together", async () => {
    // Two instances' directories, each on a pool of its own, as two processes would be (server/storage/cluster.ts
    // `admitSession`): twenty agents of one tunnel each, all at once, for five places.
    const pools = await Promise.all(
      ['a', 'b'].map(async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'tunnel-cluster-'));
        dirs.push(dataDir);
        return openDatabase({ dataDir, databaseUrl });
      }),
    );
    const instances = [`inst_admit_a_${randomBytes(4).toString('hex')}`, `inst_admit_b_${randomBytes(4).toString('hex')}`];
    try {
      for (const instance of instances) await registerInstance(pools[0]!, instance, 60_000);
      const directories = instances.map((instance, index) => createDatabaseDirectory(pools[index]!, instance));
      // An account of its own: the other tests' agents are online on the instances' account.
      const { accountId } = await createAccount(pools[0]!, { name: 'admissions', mayReportAbuse: false });
      const record = (tunnels: number) =>
        newSessionRecord(
          { ...hello, tunnels: Array.from({ length: tunnels }, () => ({ labels: { app: 'web' } })) },
          { accountId, credentialId: 'cr_admit' },
          { ip: '127.0.0.1', publicUrl: '', regionDefault: 'us', startedAt: new Date() },
        );
      const admissions = await Promise.all(Array.from({ length: 20 }, (_, index) => directories[index % 2]!.admit(record(1), 5)));
      expect(admissions.filter((admission) => admission.admitted)).toHaveLength(5);
      expect(new Set(admissions.map((admission) => (admission.admitted ? 'admitted' : admission.online)))).toEqual(new Set(['admitted', 5]));
      const rows = await pools[0]!.query<{ count: number }>('SELECT count(*)::int AS count FROM agent_sessions WHERE instance_id = ANY($1)', [instances]);
      expect(rows.rows[0]!.count).toBe(5);
      // An agent without tunnels is admitted whatever the count.
      expect(await directories[0]!.admit(record(0), 5)).toEqual({ admitted: true });
    } finally {
      for (const instance of instances) await removeInstance(pools[0]!, instance);
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it("admits an instance's sessions again after its lease lapsed, dropping those its account no longer has room for", async () => {
    // While instance A could not renew, the others took it for dead: its sessions were not counted, and B filled the
    // account's places. Back, A finds its lease lapsed (renewal refused), and admits its sessions again (cluster-node.ts).
    const dataDir = mkdtempSync(join(tmpdir(), 'tunnel-cluster-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir, databaseUrl });
    const [a, b] = [`inst_lapse_a_${randomBytes(4).toString('hex')}`, `inst_lapse_b_${randomBytes(4).toString('hex')}`];
    try {
      for (const instance of [a, b]) await registerInstance(db, instance, 60_000);
      // A's transactions can be held back (an admission that waits for a connection, or its lock).
      let held: Promise<void> = Promise.resolve();
      const heldDb = { query: db.query.bind(db), transaction: async <T>(fn: (tx: Transaction) => Promise<T>) => held.then(() => db.transaction(fn)) };
      const [directoryA, directoryB] = [createDatabaseDirectory(heldDb, a), createDatabaseDirectory(db, b)];
      const droppedByA: unknown[] = [];
      directoryA.onDropped?.((sessionId, refusal) => droppedByA.push({ sessionId, ...refusal }));
      const { accountId } = await createAccount(db, { name: 'lapsed lease', mayReportAbuse: false });
      const record = (tunnels: number) =>
        newSessionRecord(
          { ...hello, tunnels: Array.from({ length: tunnels }, () => ({ labels: { app: 'web' } })) },
          { accountId, credentialId: 'cr_lapse' },
          { ip: '127.0.0.1', publicUrl: '', regionDefault: 'us', startedAt: new Date() },
        );
      const first = record(2);
      const second = record(3);
      expect([await directoryA.admit(first, 5), await directoryA.admit(second, 5)]).toEqual([{ admitted: true }, { admitted: true }]);
      await db.query("UPDATE server_instances SET lease_expires_at = now() - interval '1 second' WHERE id = $1", [a]);
      expect(await directoryB.admit(record(2), 5)).toEqual({ admitted: true });
      expect(await renewInstance(db, a, 60_000)).toBe(false);
      await removeInstance(db, a);
      await registerInstance(db, a, 60_000);
      let between = 0;
      await directoryA.republish(async () => {
        between += 1;
      });
      expect(between).toBe(2);
      // The older session fits beside B's two tunnels; the newer one does not, and is dropped.
      expect(droppedByA).toEqual([{ sessionId: second.id, online: 4, maxTunnels: 5 }]);
      const online = await db.query<{ tunnels: number }>(
        "SELECT coalesce(sum(jsonb_array_length(record->'tunnels')), 0)::int AS tunnels FROM agent_sessions WHERE account_id = $1",
        [accountId],
      );
      expect(online.rows[0]!.tunnels).toBe(4);
      // Admitted again while its row is there (an agent admitted just before the republish): not counted twice.
      expect(await directoryA.admit(first, 5)).toEqual({ admitted: true });
      // A change of the dropped session does not bring it back.
      await directoryA.add(second);
      expect((await directoryA.ofAccount(accountId)).map((session) => session.id).sort()).not.toContain(second.id);
      // Run again (one that failed part way is): the same rows, none counted twice, nothing dropped.
      const ids = async () => (await directoryA.ofAccount(accountId)).map((session) => session.id).sort();
      const before = await ids();
      expect(before).toContain(first.id);
      await directoryA.republish();
      expect(await ids()).toEqual(before);
      expect(droppedByA).toHaveLength(1);
      // A session whose agent goes while it is admitted again: its removal finds no row, and none is left behind.
      await removeInstance(db, a);
      await registerInstance(db, a, 60_000);
      let release = (): void => undefined;
      held = new Promise((resolve) => {
        release = resolve;
      });
      const republished = directoryA.republish();
      await directoryA.remove(first.id);
      release();
      await republished;
      expect((await directoryA.ofAccount(accountId)).map((session) => session.id)).not.toContain(first.id);
    } finally {
      for (const instance of [a, b]) await removeInstance(db, instance);
      await db.close();
    }
  });

  it('an instance taken for dead admits its sessions again, and runs it again after a failure part way', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tunnel-cluster-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir, databaseUrl });
    // Its transactions fail while `failures` lasts (the database away again just as the sessions are admitted again).
    let failures = 0;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction') {
          return <T>(fn: (tx: Transaction) => Promise<T>) => (failures-- > 0 ? Promise.reject(new Error('the database is away')) : target.transaction(fn));
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const lines: string[] = [];
    const node = await startClusterNode({
      db: flaky,
      databaseUrl,
      heartbeatMs: 200,
      commandTimeoutMs: 1000,
      rateLimitPerMinute: 1000,
      log: (line) => lines.push(line),
    });
    try {
      const { accountId } = await createAccount(db, { name: 'taken for dead', mayReportAbuse: false });
      const record = () =>
        newSessionRecord(
          { ...hello, tunnels: [{ labels: { app: 'web' } }] },
          { accountId, credentialId: 'cr_dead' },
          { ip: '127.0.0.1', publicUrl: '', regionDefault: 'us', startedAt: new Date() },
        );
      const sessions = [record(), record()];
      for (const session of sessions) expect(await node.directory.admit(session, 5)).toEqual({ admitted: true });
      const rows = async () =>
        (await db.query<{ id: string }>('SELECT id FROM agent_sessions WHERE account_id = $1 ORDER BY id', [accountId])).rows.map((row) => row.id);
      failures = 1;
      await db.query("UPDATE server_instances SET lease_expires_at = now() - interval '1 second' WHERE id = $1", [node.instanceId]);
      await eventually('the sessions admitted again', async () => failures < 0 && (await rows()).length === 2);
      expect(await rows()).toEqual(sessions.map((session) => session.id).sort());
      expect(lines.filter((line) => line.includes('taken for dead'))).toHaveLength(1);
    } finally {
      await node.stop();
      await db.close();
    }
  });

  it('applies every 409 rule across instances', async () => {
    const { token } = await credential();
    const windows = await sessionOf(agents.start(one.url, token, ['--os', 'windows']));
    const ssh = await sessionOf(agents.start(one.url, token, ['--transport', 'ssh']));
    const noChecks = await sessionOf(agents.start(one.url, token, ['--no-update-checks']));
    const newest = await sessionOf(agents.start(one.url, token, ['--version', '3.2.0']));
    expectError(await via(two, 'POST', `/tunnel_sessions/${windows}/restart`, {}), 409, 'AGENT_RESTART_UNSUPPORTED_OS');
    expectError(await via(two, 'POST', `/tunnel_sessions/${ssh}/restart`, {}), 409, 'AGENT_RESTART_UNSUPPORTED_TRANSPORT');
    expectError(await via(two, 'POST', `/tunnel_sessions/${noChecks}/update`, {}), 409, 'AGENT_UPDATE_CHECKS_DISABLED');
    const unavailable = await via(two, 'POST', `/tunnel_sessions/${newest}/update`, {});
    expectError(unavailable, 409, 'AGENT_UPDATE_UNAVAILABLE');
    expect(unavailable.body.msg).toContain('3.2.0');

    // An update accepted through instance 2 is in progress for instance 1 and 2 alike…
    const slow = await sessionOf(agents.start(one.url, token, ['--version', '3.0.0', '--update-delay-ms', '600000']));
    expect((await via(two, 'POST', `/tunnel_sessions/${slow}/update`, {})).status).toBe(204);
    expectError(await via(one, 'POST', `/tunnel_sessions/${slow}/update`, {}), 409, 'AGENT_UPDATE_IN_PROGRESS');
    expectError(await via(two, 'POST', `/tunnel_sessions/${slow}/update`, {}), 409, 'AGENT_UPDATE_IN_PROGRESS');

    // …and a completed one waits for a restart, which runs the new version.
    const quickAgent = agents.start(one.url, token, ['--version', '3.0.0', '--update-delay-ms', '100']);
    const quick = await sessionOf(quickAgent);
    expect((await via(two, 'POST', `/tunnel_sessions/${quick}/update`, {})).status).toBe(204);
    await quickAgent.waitForLog(/completed, awaiting restart/);
    await eventually(
      'the awaiting-restart refusal',
      async () => (await via(two, 'POST', `/tunnel_sessions/${quick}/update`, {})).body?.error_code === 'AGENT_UPDATE_AWAITING_RESTART',
    );
    expect((await via(two, 'POST', `/tunnel_sessions/${quick}/restart`, {})).status).toBe(204);
    await quickAgent.waitForLog(/connected: session ts_\w+, version 3\.2\.0/);
  });

  it('drops the agents of a credential deleted through the other instance', async () => {
    const created = await credential();
    const agent = agents.start(one.url, created.token);
    const id = await sessionOf(agent);
    expect((await via(two, 'DELETE', `/credentials/${created.id}`)).status).toBe(204);
    expect(await agent.exited).toBe(1);
    await agent.waitForLog(/the credential was revoked/);
    await eventually('the session to go', async () => (await via(two, 'GET', `/tunnel_sessions/${id}`)).status === 404);
  });

  it('moves the agent of a killed instance to the other, and leaves no ghost', async () => {
    const { token } = await credential();
    const agent = agents.start(one.url, token, ['--server', two.url, '--metadata', 'fail-over']);
    const before = await sessionOf(agent);
    one.kill('SIGKILL');
    await one.exited;

    const after = await eventually('the agent back on instance 2', async () => {
      const match = [...agent.log().matchAll(/connected: session (ts_\w+)/g)].map((found) => found[1]).find((id) => id !== before);
      return match;
    });
    const listed = async () =>
      ((await via(two, 'GET', '/tunnel_sessions')).body.tunnel_sessions as Array<{ id: string; metadata?: string }>)
        .filter((session) => session.metadata === 'fail-over')
        .map((session) => session.id);
    // Within the lease (2 s here) the ghost of instance 1 is gone, and the new session is there.
    await eventually('only the new session', async () => JSON.stringify(await listed()) === JSON.stringify([after]));
    expectError(await via(two, 'GET', `/tunnel_sessions/${before}`), 404, 'NOT_FOUND');
    expect((await via(two, 'POST', `/tunnel_sessions/${after}/stop`, {})).status).toBe(204);
    expect(await agent.exited).toBe(0);
  });

  it('removes its sessions and itself at once on a clean shutdown', async () => {
    const { token } = (await via(two, 'POST', '/credentials', {})).body;
    const agent = agents.start(two.url, token, ['--reconnect-min-ms', '60000', '--reconnect-max-ms', '60000']);
    const sessionId = await sessionOf(agent);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const rows = async (sql: string, id: string) => (await client.query(sql, [id])).rows;
      const [owned] = await rows('SELECT instance_id FROM agent_sessions WHERE id = $1', sessionId);
      expect(owned).toBeDefined();
      two.kill('SIGTERM');
      expect(await two.exited).toBe(0);
      // Instance 1 is dead and 2 has exited: nobody is left to sweep, so only the shutdown itself can
      // have deleted these rows, lease or not.
      expect(await rows('SELECT 1 FROM agent_sessions WHERE id = $1', sessionId)).toEqual([]);
      expect(await rows('SELECT 1 FROM server_instances WHERE id = $1', owned.instance_id)).toEqual([]);
      await agent.waitForLog(/disconnected \(1001 server shutting down\)/);
    } finally {
      await client.end();
    }
  });
});

describe.runIf(postgresAvailable())('operators of instances on one PostgreSQL', () => {
  let three: ServerInstance;
  let four: ServerInstance;
  let key: string;

  beforeAll(async () => {
    postgres ??= await startPostgres();
    const databaseUrl = await postgres.createDatabase('limits');
    const kek = randomBytes(32).toString('base64');
    three = await startInstance(clusterEnv(databaseUrl, kek, { RATE_LIMIT_PER_MINUTE: '20' }), true);
    four = await startInstance(clusterEnv(databaseUrl, kek, { RATE_LIMIT_PER_MINUTE: '20' }));
    key = three.devKey!;
  });

  it('share one rate-limit budget per account, with Retry-After from it, and count it in /metrics', async () => {
    const started = Date.now();
    const targets = Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? three : four));
    const responses = await Promise.all(targets.map((instance) => api(instance.url, key, 'GET', '/backends/tunnel_group?limit=1')));
    const elapsedSeconds = (Date.now() - started) / 1000;
    // 20 per rolling 60 s through both instances together (docs/decisions/0054-leased-rate-limit.md).
    expect(responses.filter((response) => response.status === 200)).toHaveLength(20);
    for (const refused of responses.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.body.error_code).toBe('RATE_LIMITED');
      // Until the first of the 20 leaves the window (at most a slice's 2 s later).
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter >= Math.floor(60 - elapsedSeconds) && retryAfter <= 62).toBe(true);
      expect(refused.body.details.retry_after_seconds).toBe(retryAfter);
    }

    // /metrics of instance 3 counts exactly what instance 3 answered.
    const answeredByThree = responses.filter((_, index) => targets[index] === three);
    const metrics = await fetch(`${three.url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    const sample = (series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? 0,
      );
    expect(sample('tunnel_api_http_requests_total{operation="listTunnelGroupBackends",status="200"}')).toBe(
      answeredByThree.filter((response) => response.status === 200).length,
    );
    expect(sample('tunnel_api_http_requests_total{operation="listTunnelGroupBackends",status="429"}')).toBe(
      answeredByThree.filter((response) => response.status === 429).length,
    );
    expect(sample('tunnel_api_rate_limited_requests_total')).toBe(answeredByThree.filter((response) => response.status === 429).length);
    expect(sample('tunnel_api_http_request_duration_seconds_count{operation="listTunnelGroupBackends"}')).toBe(answeredByThree.length);
    expect(sample('tunnel_api_agent_sessions_connected')).toBe(0);
    expect(text).toMatch(/^tunnel_api_db_pool_connections\{state="total"\} [1-9]/m);
    expect(sample('tunnel_api_db_duration_seconds_count{kind="query"}')).toBeGreaterThan(0);
  });

  it('/readyz answers 503 while the database is down; /healthz stays 200', async () => {
    const before = await fetch(`${four.url}/readyz`);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', cluster: 'ok', draining: false } });
    await postgres!.stop();
    // The LISTEN connection notices the loss on its own; wait for it rather than for a fixed time.
    const down = await eventually('the cluster check to fail', async () => {
      const ready = await fetch(`${four.url}/readyz`);
      const body = (await ready.json()) as { checks: { cluster: string } };
      return body.checks.cluster === 'failed' ? { status: ready.status, body } : undefined;
    });
    expect(down).toEqual({
      status: 503,
      body: { status: 'not_ready', checks: { database: 'failed', migrations: 'failed', cluster: 'failed', draining: false } },
    });
    expect((await fetch(`${four.url}/healthz`)).status).toBe(200);
  });
});
