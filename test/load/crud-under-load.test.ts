/**
 * Concurrent creates, deletes and lists over a real socket (docs/decisions/0012-document-store.md): no
 * acknowledged write is lost or duplicated, every acknowledged delete is gone, and lists read while the
 * writes run never show an id twice, out of order, or one that was never created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagesUnderLoad } from './backends.js';
import { apiCall, pageThrough, runPool } from './http-client.js';
import { type LiveServer, startLiveServer } from './live-server.js';

const LIST = '/backends/http_response';
const CREATES = 240;
const WRITERS = 12;
const READERS = 3;
/** Small pages, so that a list read during the writes spans many pages. */
const PAGE = 9;

describe.each(storagesUnderLoad('test/load/crud-under-load.test.ts'))('creates, deletes and lists under load on $name', (storage) => {
  let server: LiveServer;
  beforeAll(async () => {
    if (!storage.available) return;
    server = await startLiveServer({ databaseUrl: await storage.fresh() });
  });
  afterAll(async () => {
    await server?.close();
    await storage.stop();
  });

  it.skipIf(!storage.available)('keeps every acknowledged create exactly once and no acknowledged delete', async () => {
    const call = (method: string, path: string, body?: unknown) => apiCall(server.url, server.apiKey, method, path, body);
    const created = new Map<string, string>();
    const deleted = new Set<string>();
    const unexpected: string[] = [];
    const seenWhileWriting = new Set<string>();
    let traversals = 0;
    let writing = true;

    const deleteTwiceAtOnce = async (id: string) => {
      // Two deletes racing for one resource: exactly one succeeds.
      const statuses = (await Promise.all([call('DELETE', `${LIST}/${id}`), call('DELETE', `${LIST}/${id}`)])).map((r) => r.status);
      if (statuses.sort().join() !== '204,404') unexpected.push(`racing deletes of ${id} answered ${statuses.join(', ')}`);
      deleted.add(id);
    };
    const writers = runPool(CREATES, WRITERS, async (index) => {
      const description = `load ${index}`;
      const response = await call('POST', LIST, { description, body: `body ${index}`, status_code: 200 + (index % 300) });
      if (response.status !== 201) return void unexpected.push(`create ${index} answered ${response.status}`);
      if (created.has(response.body.id)) unexpected.push(`id ${response.body.id} acknowledged twice`);
      created.set(response.body.id, description);
      if (index % 3 === 0) await deleteTwiceAtOnce(response.body.id);
    }).finally(() => {
      writing = false;
    });
    const readers = runPool(READERS, READERS, async () => {
      while (writing) {
        for (const id of await pageThrough(server.url, server.apiKey, LIST, 'backends', PAGE)) seenWhileWriting.add(id);
        traversals += 1;
      }
    });
    await Promise.all([writers, readers]);

    expect(unexpected).toEqual([]);
    expect(created.size).toBe(CREATES);
    expect(traversals).toBeGreaterThan(READERS);
    // A list may show a create before its 201 reached us, but never something nobody created.
    expect([...seenWhileWriting].filter((id) => !created.has(id))).toEqual([]);

    const listed = await pageThrough(server.url, server.apiKey, LIST, 'backends', 100);
    const kept = [...created.keys()].filter((id) => !deleted.has(id));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...kept].sort());
    expect(deleted.size).toBe(CREATES / 3);
    // Each kept resource holds what its create sent; each deleted one is gone for GET too.
    await runPool(kept.length, WRITERS, async (index) => {
      const id = kept[index] ?? '';
      const response = await call('GET', `${LIST}/${id}`);
      expect([response.status, response.body.description]).toEqual([200, created.get(id)]);
    });
    await runPool(deleted.size, WRITERS, async (index) => {
      const id = [...deleted][index] ?? '';
      const response = await call('GET', `${LIST}/${id}`);
      expect([response.status, response.body.error_code]).toEqual([404, 'NOT_FOUND']);
    });
  });
});
