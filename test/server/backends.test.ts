// Tunnel group, HTTP response and weighted backends (spec/paths/backends_*.yaml) through the real
// server: every operation, every error, isolation between accounts, pagination, references.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../server/accounts/index.js';
import { parsedJsonText } from '../../server/http/json-text.js';
import { LARGE_BODY_BYTES } from '../../server/http/large-bodies.js';
import { crudHandlers } from '../../server/resources/crud.js';
import { type OnlineTunnel, tunnelGroupBackends } from '../../server/resources/tunnel-group-backends.js';
import { youngGenerationHolds, youngGenerationLingering } from '../../server/storage/young-generation.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('tunnel group backends', () => {
  it('create, get, update, delete', async () => {
    const created = await server.call('POST', '/backends/tunnel_group', { body: { description: 'web', metadata: '{"a":1}', labels: { App: 'Web' } } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect(id).toMatch(/^bkdtg_[0-9A-Za-z]{27}$/);
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}/backends/tunnel_group/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'web',
      metadata: '{"a":1}',
      labels: { App: 'Web' },
      tunnels: [],
    });
    expect((await server.call('GET', `/backends/tunnel_group/${id}`)).body).toEqual(created.body);

    const updated = await server.call('PATCH', `/backends/tunnel_group/${id}`, { body: { labels: { env: 'prod' } } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, labels: { env: 'prod' } });
    const noop = await server.call('PATCH', `/backends/tunnel_group/${id}`, { body: {} });
    expect(noop.body).toEqual(updated.body);

    const deleted = await server.call('DELETE', `/backends/tunnel_group/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expectError(await server.call('GET', `/backends/tunnel_group/${id}`), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/backends/tunnel_group/${id}`), 404, 'NOT_FOUND');
  });

  it('labels default to {} and unset strings are omitted', async () => {
    const { body } = await server.call('POST', '/backends/tunnel_group', { body: {} });
    expect(body.labels).toEqual({});
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('metadata');
  });

  it('another account sees 404 for every operation on the id, and never lists it', async () => {
    const { body } = await server.call('POST', '/backends/tunnel_group', { body: { labels: { a: 'b' } } });
    const key = server.otherKey;
    const msg = `No tunnel group backend with id ${body.id} exists.`;
    expect(expectError(await server.call('GET', `/backends/tunnel_group/${body.id}`, { key }), 404, 'NOT_FOUND').msg).toBe(msg);
    expectError(await server.call('PATCH', `/backends/tunnel_group/${body.id}`, { key, body: { labels: {} } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `/backends/tunnel_group/${body.id}`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', '/backends/tunnel_group', { key })).body.backends).toEqual([]);
    expect((await server.call('GET', `/backends/tunnel_group/${body.id}`)).status).toBe(200);
  });

  it("a read asks for the account's online tunnels once, and answers every backend of a page from that one snapshot", async () => {
    // The handlers over the test server's database with online tunnels that change at every read, as agents come
    // online: each read sees one tunnel more, all labelled app=web. A backend answered from a read of its own would
    // list more tunnels than the others, and the count of reads would grow with the page.
    const reads: string[] = [];
    const onlineTunnels = async (accountId: string): Promise<OnlineTunnel[]> => {
      reads.push(accountId);
      return Array.from({ length: reads.length }, (_, i) => ({
        labels: { app: 'web', n: String(i) },
        ref: { id: `tn_${i}`, uri: `${PUBLIC_URL}/tunnels/tn_${i}` },
      }));
    };
    const handlers = crudHandlers(server.ctx, tunnelGroupBackends(onlineTunnels));
    const created = await createAccount(server.db, { name: 'snapshot', mayReportAbuse: false });
    const account = { id: created.accountId, name: 'snapshot', mayReportAbuse: false, createdAt: new Date() };
    const selectors = [{ app: 'web' }, { n: '0' }, { app: 'api' }, { app: 'web' }, { app: 'web', n: '0' }, { app: 'web' }];
    for (const labels of selectors) {
      expect((await server.call('POST', '/backends/tunnel_group', { key: created.apiKey, body: { labels } })).status).toBe(201);
    }
    const first = [{ id: 'tn_0', uri: `${PUBLIC_URL}/tunnels/tn_0` }];

    reads.length = 0;
    const { body } = parsedJsonText(await handlers.list({ params: {}, query: {}, body: undefined, account }));
    expect(reads).toEqual([account.id]);
    const backends = (body as unknown as { backends: Array<{ labels: Record<string, string>; tunnels: unknown }> }).backends;
    expect(backends.map((backend) => [backend.labels, backend.tunnels])).toEqual(
      selectors.toReversed().map((labels) => [labels, labels.app === 'api' ? [] : first]),
    );

    reads.length = 0;
    const page = parsedJsonText(await handlers.list({ params: {}, query: { limit: 2 }, body: undefined, account })).body as unknown as {
      backends: Array<{ id: string; tunnels: unknown }>;
    };
    expect(reads).toEqual([account.id]);
    expect(page.backends.map((backend) => backend.tunnels)).toEqual([first, first]);

    reads.length = 0;
    const one = parsedJsonText(await handlers.get({ params: { id: page.backends[0]!.id }, query: {}, body: undefined, account })).body;
    expect(reads).toEqual([account.id]);
    expect(one).toEqual(backends[0]);
  });
});

describe("a list of tunnel group backends made from the account's online tunnels", () => {
  // Labels of 16 KiB in all: as large as a large request body (server/http/large-bodies.ts), the size from which the
  // list keeps its hold until its page is made.
  const LARGE = { app: 'web', note: 'x'.repeat(LARGE_BODY_BYTES) };
  const cases = [
    { given: 'one tunnel with a short label', labels: { app: 'web' }, heldToTheEnd: false },
    { given: 'one tunnel with 16 KiB of labels', labels: LARGE, heldToTheEnd: true },
  ];
  it.each(cases)("$given: holds V8's young generation while the tunnels are read, then to the end only if they are large", async ({ labels, heldToTheEnd }) => {
    // The holds in place when the list's read of the online tunnels answers, its page not made yet.
    const seen: number[] = [];
    let fail = false;
    const onlineTunnels = async (): Promise<OnlineTunnel[]> => {
      await Promise.resolve();
      seen.push(youngGenerationHolds());
      if (fail) throw new Error('the session directory is away');
      return [{ labels, ref: { id: 'tn_0', uri: `${PUBLIC_URL}/tunnels/tn_0` } }];
    };
    const handlers = crudHandlers(server.ctx, tunnelGroupBackends(onlineTunnels));
    const created = await createAccount(server.db, { name: 'holds', mayReportAbuse: false });
    const account = { id: created.accountId, name: 'holds', mayReportAbuse: false, createdAt: new Date() };
    expect((await server.call('POST', '/backends/tunnel_group', { key: created.apiKey, body: { labels: { app: 'web' } } })).status).toBe(201);
    // A first list loads the embedded database's read index, which holds the young generation itself
    // (resource-index.ts); any linger, its or an earlier test's, would be taken over by the list's hold and run again.
    await handlers.list({ params: {}, query: {}, body: undefined, account });
    await vi.waitFor(() => expect(youngGenerationLingering()).toBe(false), { timeout: 5_000 });
    seen.length = 0;
    const before = youngGenerationHolds();

    const { body } = parsedJsonText(await handlers.list({ params: {}, query: {}, body: undefined, account }));
    expect((body as unknown as { backends: Array<{ tunnels: unknown }> }).backends.map((backend) => backend.tunnels)).toEqual([
      [{ id: 'tn_0', uri: `${PUBLIC_URL}/tunnels/tn_0` }],
    ]);
    expect(seen).toEqual([before + 1]);
    expect(youngGenerationHolds()).toBe(before);
    // Given back with its linger (2 s) once the page was made; a small one at once, so that lists keep nothing held.
    expect(youngGenerationLingering()).toBe(heldToTheEnd);

    fail = true;
    await expect(handlers.list({ params: {}, query: {}, body: undefined, account })).rejects.toThrow('the session directory is away');
    expect(seen).toEqual([before + 1, before + 1]);
    expect(youngGenerationHolds()).toBe(before);
  });
});

describe('pagination', () => {
  it('pages newest first, follows next_page_uri to the end, null on the last page', async () => {
    const fresh = await startTestServer();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await fresh.call('POST', '/backends/http_response', { body: { body: `n${i}` } })).body.id);
      const seen: string[] = [];
      let url: string | null = '/backends/http_response?limit=3';
      let pages = 0;
      while (url !== null) {
        const res = await fresh.call('GET', url.replace(PUBLIC_URL, ''));
        expect(res.status).toBe(200);
        expect(res.body.uri).toBe(`${PUBLIC_URL}/backends/http_response`);
        seen.push(...res.body.backends.map((b: { id: string }) => b.id));
        url = res.body.next_page_uri;
        if (url !== null) expect(url).toBe(`${PUBLIC_URL}/backends/http_response?before_id=${seen.at(-1)}&limit=3`);
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
      // Exactly one full page: no link to an empty page.
      const all = await fresh.call('GET', '/backends/http_response?limit=7');
      expect(all.body.backends).toHaveLength(7);
      expect(all.body.next_page_uri).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe('HTTP response backends', () => {
  it('lower-cases header names, defaults status 200 and body "", headers null when none', async () => {
    const plain = await server.call('POST', '/backends/http_response', { body: {} });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ body: '', headers: null, status_code: 200 });
    expect(plain.body).not.toHaveProperty('description');

    const res = await server.call('POST', '/backends/http_response', {
      body: { body: 'down', status_code: 503, headers: { 'Content-Type': 'text/plain', 'X-Retry': '5' } },
    });
    expect(res.body).toMatchObject({ body: 'down', status_code: 503, headers: { 'content-type': 'text/plain', 'x-retry': '5' } });
    // `{}` leaves the headers as they are; `null` removes them (docs/decisions/0052-real-service-clients.md).
    const kept = await server.call('PATCH', `/backends/http_response/${res.body.id}`, { body: { headers: {} } });
    expect(kept.body.headers).toEqual({ 'content-type': 'text/plain', 'x-retry': '5' });
    const cleared = await server.call('PATCH', `/backends/http_response/${res.body.id}`, { body: { headers: null } });
    expect(cleared.body.headers).toBeNull();
    expect(cleared.body.status_code).toBe(503);
  });

  it('400 HEADER_VALUE_INVALID for CR/LF in a value, HEADER_NAME_INVALID for a bad or repeated name', async () => {
    const value = expectError(
      await server.call('POST', '/backends/http_response', { body: { headers: { 'x-a': 'a\r\nSet-Cookie: x' } } }),
      400,
      'HEADER_VALUE_INVALID',
    );
    expect(value.details.problems[0].pointer).toBe('/headers/x-a');
    const name = expectError(await server.call('POST', '/backends/http_response', { body: { headers: { 'bad name': 'x' } } }), 400, 'HEADER_NAME_INVALID');
    expect(name.details.problems[0].pointer).toMatch(/^\/headers/);
    const repeated = expectError(
      await server.call('POST', '/backends/http_response', { body: { headers: { 'X-A': '1', 'x-a': '2' } } }),
      400,
      'HEADER_NAME_INVALID',
    );
    expect(repeated.msg).toBe('/headers/x-a: x-a repeats header X-A (header names are case-insensitive).');
  });

  it('400 STATUS_CODE_INVALID outside 100–599', async () => {
    const body = expectError(await server.call('POST', '/backends/http_response', { body: { status_code: 600 } }), 400, 'STATUS_CODE_INVALID');
    expect(body.details.problems[0]).toMatchObject({ pointer: '/status_code', rule: 'maximum' });
  });
});

describe('weighted backends', () => {
  it('children must exist in the account; weights 0–10000; referenced children cannot be deleted', async () => {
    const a = (await server.call('POST', '/backends/tunnel_group', { body: {} })).body.id;
    const b = (await server.call('POST', '/backends/http_response', { body: {} })).body.id;
    const created = await server.call('POST', '/backends/weighted', { body: { description: 'split', backends: { [a]: 0, [b]: 10000 } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^bkdwd_/), backends: { [a]: 0, [b]: 10000 }, description: 'split' });

    const inUse = expectError(await server.call('DELETE', `/backends/tunnel_group/${a}`), 409, 'RESOURCE_IN_USE');
    expect(inUse.msg).toBe(`${a} is still referenced by ${created.body.id} and cannot be deleted.`);
    expect((await server.call('GET', `/backends/tunnel_group/${a}`)).status).toBe(200);

    await server.call('PATCH', `/backends/weighted/${created.body.id}`, { body: { backends: { [b]: 1 } } });
    expect((await server.call('DELETE', `/backends/tunnel_group/${a}`)).status).toBe(204);
    expect((await server.call('DELETE', `/backends/weighted/${created.body.id}`)).status).toBe(204);
    expect((await server.call('DELETE', `/backends/http_response/${b}`)).status).toBe(204);
  });

  it('400 WEIGHT_OUT_OF_RANGE above 10000 or below 0', async () => {
    const a = (await server.call('POST', '/backends/tunnel_group', { body: {} })).body.id;
    for (const weight of [10001, -1]) {
      const body = expectError(await server.call('POST', '/backends/weighted', { body: { backends: { [a]: weight } } }), 400, 'WEIGHT_OUT_OF_RANGE');
      expect(body.details.problems[0].pointer).toBe(`/backends/${a}`);
    }
  });

  it("400 BACKEND_REFERENCE_NOT_FOUND for a missing child or another account's, and nothing is written", async () => {
    const foreign = (await server.call('POST', '/backends/tunnel_group', { body: {}, key: server.otherKey })).body.id;
    const before = (await server.call('GET', '/backends/weighted')).body.backends.length;
    const body = expectError(await server.call('POST', '/backends/weighted', { body: { backends: { [foreign]: 5 } } }), 400, 'BACKEND_REFERENCE_NOT_FOUND');
    expect(body.msg).toBe(`/backends/${foreign}: no backend with id ${foreign} exists in this account.`);
    expect((await server.call('GET', '/backends/weighted')).body.backends.length).toBe(before);
  });

  it('400 ID_INVALID for a key that is not a backend id', async () => {
    const body = expectError(
      await server.call('POST', '/backends/weighted', { body: { backends: { ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b: 5 } } }),
      400,
      'ID_INVALID',
    );
    expect(body.details.problems[0].pointer).toMatch(/^\/backends/);
  });

  it('400 WEIGHTED_BACKEND_CYCLE when a weighted backend would contain itself', async () => {
    const leaf = (await server.call('POST', '/backends/tunnel_group', { body: {} })).body.id;
    const outer = (await server.call('POST', '/backends/weighted', { body: { backends: { [leaf]: 1 } } })).body.id;
    const inner = (await server.call('POST', '/backends/weighted', { body: { backends: { [outer]: 1 } } })).body.id;
    const self = expectError(await server.call('PATCH', `/backends/weighted/${outer}`, { body: { backends: { [outer]: 1 } } }), 400, 'WEIGHTED_BACKEND_CYCLE');
    expect(self.msg).toBe(`/backends/${outer}: backend ${outer} would make weighted backend ${outer} contain itself.`);
    expectError(await server.call('PATCH', `/backends/weighted/${outer}`, { body: { backends: { [inner]: 1 } } }), 400, 'WEIGHTED_BACKEND_CYCLE');
    expect((await server.call('GET', `/backends/weighted/${outer}`)).body.backends).toEqual({ [leaf]: 1 });
  });
});
