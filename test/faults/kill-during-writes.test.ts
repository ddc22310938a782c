/**
 * kill -9 of the server process in the middle of a write load, then a restart on the same storage
 * (docs/decisions/0013-two-databases.md): every acknowledged (201) resource is there as acknowledged, and
 * nothing is half-written: a weighted backend's children all exist and are held by its references, a reserved
 * address holds its unique addr, whatever the kill interrupted is either whole or absent. On PostgreSQL the
 * server process is killed, not the database.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/index.js';
import { storagesUnderLoad } from '../load/backends.js';
import { apiCall, pageThrough, runPool } from '../load/http-client.js';
import { freshDataDir } from '../support/fresh-data-dir.js';
import { freePort, killRunningServers, startServerProcess } from './server-process.js';

/** Acknowledged creates before the kill; the other writers' requests are then in flight. */
const KILL_AFTER = 150;
const WRITERS = 8;

const KINDS = {
  httpResponse: { path: '/backends/http_response', listKey: 'backends' },
  tunnelGroup: { path: '/backends/tunnel_group', listKey: 'backends' },
  weighted: { path: '/backends/weighted', listKey: 'backends' },
  reservedAddr: { path: '/reserved_addrs', listKey: 'reserved_addrs' },
} as const;
type Kind = keyof typeof KINDS;

interface Acknowledged {
  kind: Kind;
  body: { id: string; [field: string]: unknown };
}

/** Runs the write load until the server dies under it; returns what was acknowledged and how many requests got no answer. */
async function writeUntilKilled(url: string, key: string, kill: () => void): Promise<{ acknowledged: Acknowledged[]; unanswered: number }> {
  const acknowledged: Acknowledged[] = [];
  const children: string[] = [];
  const refused: string[] = [];
  let unanswered = 0;
  let sent = 0;
  const requestFor = (n: number): { kind: Kind; body: unknown } => {
    const pick = () => children[(n * 7919) % children.length] ?? '';
    switch (n % 4) {
      case 0:
        return { kind: 'httpResponse', body: { description: `fault ${n}`, body: 'x'.repeat(n % 200), status_code: 200 + (n % 300) } };
      case 1:
        return { kind: 'tunnelGroup', body: { description: `fault ${n}`, labels: { n: String(n), load: 'faults' } } };
      case 2:
        return children.length === 0
          ? { kind: 'reservedAddr', body: { description: `fault ${n}` } }
          : { kind: 'weighted', body: { description: `fault ${n}`, backends: { [pick()]: 1 + (n % 10), [children[(n * 31) % children.length] ?? '']: 5 } } };
      default:
        return { kind: 'reservedAddr', body: { description: `fault ${n}`, region: ['us', 'eu', 'jp'][n % 3] } };
    }
  };
  await runPool(WRITERS, WRITERS, async () => {
    for (;;) {
      const { kind, body } = requestFor(sent++);
      let response;
      try {
        response = await apiCall(url, key, 'POST', KINDS[kind].path, body);
      } catch {
        unanswered += 1; // killed with this request in flight: it may or may not have committed
        return;
      }
      if (response.status !== 201) return void refused.push(`${kind}: ${response.status} ${JSON.stringify(response.body)}`);
      acknowledged.push({ kind, body: response.body });
      if (kind === 'httpResponse' || kind === 'tunnelGroup') children.push(response.body.id);
      if (acknowledged.length === KILL_AFTER) kill();
    }
  });
  expect(refused).toEqual([]);
  return { acknowledged, unanswered };
}

describe.each(storagesUnderLoad('test/faults/kill-during-writes.test.ts'))('kill -9 of the server during writes on $name', (storage) => {
  const dirs: string[] = [];
  afterAll(async () => {
    await killRunningServers();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await storage.stop();
  });

  it.skipIf(!storage.available)('keeps every acknowledged resource and nothing half-written', async () => {
    const dataDir = await freshDataDir();
    dirs.push(dataDir);
    const settings = { port: await freePort(), dataDir, databaseUrl: await storage.fresh() };
    const first = await startServerProcess(settings, true);
    const key = first.devKey ?? '';
    expect(key).toMatch(/^tak_/);
    let killed: Promise<void> | undefined;
    const { acknowledged, unanswered } = await writeUntilKilled(first.url, key, () => {
      killed ??= first.kill();
    });
    await killed;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered).toBeGreaterThan(0);

    const second = await startServerProcess(settings);
    expect(second.devKey).toBeUndefined(); // the storage kept the account: no second development account
    const stored = new Map<Kind, string[]>();
    try {
      const call = (method: string, path: string, body?: unknown) => apiCall(second.url, key, method, path, body);
      // Every acknowledged resource reads back exactly as its 201 showed it.
      await runPool(acknowledged.length, WRITERS, async (index) => {
        const { kind, body } = acknowledged[index]!;
        expect(await call('GET', `${KINDS[kind].path}/${body.id}`)).toEqual({ status: 200, body });
      });
      // Beyond those, only what the unanswered requests wrote, each at most once.
      for (const kind of Object.keys(KINDS) as Kind[]) stored.set(kind, await pageThrough(second.url, key, KINDS[kind].path, KINDS[kind].listKey, 100));
      const storedIds = [...stored.values()].flat();
      const acknowledgedIds = new Set(acknowledged.map(({ body }) => body.id));
      expect(storedIds.filter((id) => acknowledgedIds.has(id)).length).toBe(acknowledged.length);
      expect(storedIds.length - acknowledged.length).toBeLessThanOrEqual(unanswered);
      // Every weighted backend's children exist and its references hold them (deleting one → 409).
      const children = new Set<string>();
      for (const id of stored.get('weighted') ?? []) {
        const weighted = await call('GET', `${KINDS.weighted.path}/${id}`);
        for (const child of Object.keys(weighted.body.backends)) children.add(child);
      }
      expect(children.size).toBeGreaterThan(0);
      await runPool(children.size, WRITERS, async (index) => {
        const child = [...children][index] ?? '';
        const path = child.startsWith('bkdhr_') ? KINDS.httpResponse.path : KINDS.tunnelGroup.path;
        expect((await call('GET', `${path}/${child}`)).status).toBe(200);
        const refused = await call('DELETE', `${path}/${child}`);
        expect([refused.status, refused.body?.error_code]).toEqual([409, 'RESOURCE_IN_USE']);
      });
      // The restarted server takes writes again.
      expect((await call('POST', KINDS.reservedAddr.path, {})).status).toBe(201);
    } finally {
      expect(await second.stop()).toBe(0);
    }

    // The storage itself: references match the bodies, every reserved addr holds its unique value.
    const db = await openDatabase({ dataDir, databaseUrl: settings.databaseUrl });
    try {
      const { rows: refsDiffer } = await db.query(`SELECT r.id FROM resources r WHERE r.kind = 'weighted_backend'
        AND ARRAY(SELECT to_id FROM resource_refs WHERE from_id = r.id ORDER BY to_id)
            IS DISTINCT FROM ARRAY(SELECT k COLLATE "C" FROM jsonb_object_keys(r.body->'backends') k ORDER BY 1)`);
      expect(refsDiffer).toEqual([]);
      const { rows: addrsUnheld } = await db.query(`SELECT r.id FROM resources r WHERE r.kind = 'reserved_addr' AND NOT EXISTS
        (SELECT 1 FROM unique_values u WHERE u.resource_id = r.id AND u.namespace = 'reserved_addr' AND u.value = r.body->>'addr')`);
      expect(addrsUnheld).toEqual([]);
      const { rows: counts } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM unique_values WHERE namespace = 'reserved_addr'");
      expect(counts[0]?.n).toBe((stored.get('reservedAddr')?.length ?? 0) + 1);
    } finally {
      await db.close();
    }
  });
});
