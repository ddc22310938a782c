/**
 * Unique `addr` assignment under contention (spec/components/schemas/ReservedAddr.yaml: assigned at creation;
 * docs/decisions/0026-server-assigned-values.md: unique): many reserved-address creates at once, from two
 * accounts, over a real socket; on PostgreSQL through two server instances sharing the database, where the
 * creates really overlap. The server picks addresses at random from ~500 000 per region, where a collision is
 * too rare to test, so this file narrows the picker: each of the first CONTESTED addresses is handed out
 * twice, then every pick is new. Each doubled address must end up with exactly one owner, the loser retrying
 * with a new pick.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Allocation from '../../server/resources/reserved-addr-allocation.js';
import { storagesUnderLoad } from './backends.js';
import { apiCall, pageThrough, runPool } from './http-client.js';
import { type LiveServer, startLiveServer } from './live-server.js';

const picker = vi.hoisted(() => ({ picks: 0, contested: 20 }));

vi.mock('../../server/resources/reserved-addr-allocation.js', async (importOriginal) => {
  const original = await importOriginal<typeof Allocation>();
  const randomAddr: Allocation.AddrPicker = (region) => {
    const pick = picker.picks++;
    const slot = pick < 2 * picker.contested ? Math.floor(pick / 2) : pick - picker.contested;
    return `1.tcp.${region}.${original.ADDR_DOMAIN}:${10_000 + slot}`;
  };
  return { ...original, randomAddr };
});

const CREATES = 120;
const CONCURRENCY = 24;

describe.each(storagesUnderLoad('test/load/reserved-addr-contention.test.ts'))('reserved addresses created at once on $name', (storage) => {
  let server: LiveServer;
  /** The instance every other create goes to: a second one on PostgreSQL, the same one on PGlite (one writer). */
  let twin: LiveServer;
  beforeAll(async () => {
    if (!storage.available) return;
    const databaseUrl = await storage.fresh();
    server = await startLiveServer({ databaseUrl });
    twin = databaseUrl === undefined ? server : await startLiveServer({ databaseUrl, sharing: server });
    picker.picks = 0;
  });
  afterAll(async () => {
    if (twin !== server) await twin?.close();
    await server?.close();
    await storage.stop();
  });

  it.skipIf(!storage.available)('assigns every create a distinct addr, across accounts and instances, retrying the contested ones', async () => {
    const owners = new Map<string, string[]>();
    const failures: string[] = [];
    await runPool(CREATES, CONCURRENCY, async (index) => {
      const key = index % 2 === 0 ? server.apiKey : server.otherKey;
      const instance = index % 4 < 2 ? server : twin;
      const response = await apiCall(instance.url, key, 'POST', '/reserved_addrs', { description: `contended ${index}` });
      if (response.status !== 201) return void failures.push(`create ${index}: ${response.status} ${JSON.stringify(response.body)}`);
      owners.set(response.body.addr, [...(owners.get(response.body.addr) ?? []), response.body.id]);
    });

    expect(failures).toEqual([]);
    expect([...owners.values()].filter((ids) => ids.length > 1)).toEqual([]);
    expect(owners.size).toBe(CREATES);
    // Every doubled address was tried twice and lost once: one extra pick each, no more.
    expect(picker.picks).toBe(CREATES + picker.contested);
    for (let slot = 0; slot < picker.contested; slot += 1) expect(owners.has(`1.tcp.us.tunnel.example.net:${10_000 + slot}`)).toBe(true);

    // What the lists show agrees: each account sees its own, nothing half-created from a lost attempt.
    const listedIds = [
      ...(await pageThrough(server.url, server.apiKey, '/reserved_addrs', 'reserved_addrs', 100)),
      ...(await pageThrough(server.url, server.otherKey, '/reserved_addrs', 'reserved_addrs', 100)),
    ];
    expect(listedIds.sort()).toEqual([...owners.values()].flat().sort());
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM unique_values WHERE namespace = 'reserved_addr'");
    expect(rows[0]?.n).toBe(CREATES);
  });
});
