// Worst-case payloads (docs/decisions/0051-request-bounds.md): a full page of the largest resources the request
// bounds allow — every field at its maximum, every character one that JSON writes as six bytes — is stored
// without a 5xx, its list page stays within the record's worst case (at most 8 MiB) and is valid per the spec,
// and four of those lists at once, read over real sockets, take the server at most 50 MiB over its memory before
// them: a page is stored text written out piece by piece, never held as one string and its bytes
// (docs/decisions/0068-list-pages-as-text.md, 0087-stored-answers.md). HTTPS edges carry their routes: a page of 10 with 20 worst routes
// each is the worst page of edges (docs/decisions/0061-edge-routes-bound.md). The server runs as `npm start` runs
// it, without the response checks (which would hold each page again as objects); the pages are checked here.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { operations } from '@tunnel-api/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { residentBytes } from '../support/process-memory.js';
import { worstDescribed as described, ESCAPED, boundedName as name, worstHttpResponseBackend, worstTunnelGroupBackend } from '../support/worst-case-bodies.js';

const MIB = 1024 * 1024;
const PAGE = 100;

/** The response check of each list (the server runs without its own). */
const listChecks: Record<string, (value: unknown) => unknown[]> = {
  '/backends/http_response': (value) => operations.listHttpResponseBackends.responses['200'].check(value),
  '/backends/tunnel_group': (value) => operations.listTunnelGroupBackends.responses['200'].check(value),
  '/edges/https': (value) => operations.listHttpsEdges.responses['200'].check(value),
};

const worst = {
  '/backends/http_response': worstHttpResponseBackend,
  '/backends/tunnel_group': worstTunnelGroupBackend,
} as const;

/** A full garbage collection of this process (V8's `gc`, exposed for this call). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

// Both databases, one after the other in this process: PostgreSQL's pages arrive as rows that the embedded
// database's never are (server/storage/list-pages.ts).
const databases = postgresAvailable() ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (worst-case payloads ran on the embedded database only)`);

describe.each(databases)('worst-case payloads on the %s database', (database) => {
  let postgres: TestPostgres | undefined;
  let server: TestServer;
  beforeAll(async () => {
    postgres = database === 'postgres' ? await startPostgres() : undefined;
    const databaseUrl = await postgres?.createDatabase('worst_case_payloads');
    server = await startTestServer({ ...(databaseUrl === undefined ? {} : { databaseUrl }), app: { validateResponses: false } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await postgres?.stop();
  });

  it.each(Object.entries(worst))('%s: a page of 100 at every maximum is stored without a 5xx and is at most 8 MiB', async (path, body) => {
    const statuses = new Map<number, number>();
    // Twenty at a time: the embedded database commits what arrives together in one transaction.
    for (let i = 0; i < PAGE; i += 20) {
      const created = await Promise.all(Array.from({ length: 20 }, () => server.call('POST', path, { body: body() })));
      for (const { status } of created) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: PAGE });
    const page = await server.app.inject({
      method: 'GET',
      url: `${path}?limit=${PAGE}`,
      headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(listChecks[path]!(page.json())).toEqual([]);
    const bytes = page.rawPayload.length;
    // The record's worst case for these lists is 7.33 and 7.41 MiB with a 200-byte PUBLIC_URL; ours is short.
    expect(bytes).toBeLessThanOrEqual(8 * MIB);
    expect(bytes).toBeGreaterThan(6.5 * MIB);
    console.log(`${path}: worst page ${(bytes / MIB).toFixed(2)} MiB`);
  });

  it('HTTPS edges with 20 routes each: a page holds 10 whatever `limit` asks and is at most 8 MiB (docs/decisions/0061-edge-routes-bound.md)', async () => {
    // 253 characters of hostname, a trailing dot and the longest port: the 260 the pattern allows.
    const hostport = (i: number) => `${name('h', i, 63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.:65535`;
    const edge = () => ({ ...described(), hostports: Array.from({ length: 32 }, (_, i) => hostport(i)) });
    const route = () => ({ ...described(), match_type: 'path_prefix', match: `/${ESCAPED.repeat(2047)}` });
    const edges = await Promise.all(Array.from({ length: 10 }, () => server.call('POST', '/edges/https', { body: edge() })));
    expect(edges.map((e) => e.status)).toEqual(Array(10).fill(201));
    expect(edges[0]!.body.hostports[0]).toHaveLength(260);
    for (let i = 0; i < 20; i++) {
      const routes = await Promise.all(edges.map((e) => server.call('POST', `/edges/https/${e.body.id}/routes`, { body: route() })));
      expect(routes.map((r) => r.status)).toEqual(Array(10).fill(201));
    }
    const page = await server.app.inject({
      method: 'GET',
      url: `/edges/https?limit=${PAGE}`,
      headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2' },
    });
    expect(page.statusCode).toBe(200);
    expect(listChecks['/edges/https']!(page.json())).toEqual([]);
    const listed = page.json() as { https_edges: { routes: unknown[] }[] };
    expect(listed.https_edges.map((e) => e.routes.length)).toEqual(Array(10).fill(20));
    const bytes = page.rawPayload.length;
    // The record's worst case is 7.73 MiB with a 200-byte PUBLIC_URL; ours is short.
    expect(bytes).toBeLessThanOrEqual(8 * MIB);
    expect(bytes).toBeGreaterThan(7 * MIB);
    console.log(`/edges/https: worst page ${(bytes / MIB).toFixed(2)} MiB`);
  });

  it.each(Object.keys(worst))('four concurrent worst-case lists of %s over real sockets: no 5xx, within 50 MiB of the memory before them', async (path) => {
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server does not listen on a TCP port');
    /** One list, read as a client reads it: chunk by chunk, each dropped once counted. */
    const list = async () => {
      const response = await fetch(`http://127.0.0.1:${address.port}${path}?limit=${PAGE}`, {
        headers: { authorization: `Bearer ${server.apiKey}`, 'service-version': '2' },
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += chunk.byteLength;
      return { status: response.status, length: response.headers.get('content-length'), bytes };
    };
    // Once, so that what a first read loads (the read index) is there before measuring.
    const page = (await list()).bytes;
    // The garbage of the tests before (their worst-case creates) collected first: collected during the lists, what
    // survives it moves to fresh pages, which counted up to ~25 MiB of this process's peak.
    collectGarbage();
    const before = residentBytes('self', 'VmRSS');
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const answers = await Promise.all([list(), list(), list(), list()]);
    const peak = residentBytes('self', 'VmHWM');
    expect(answers).toEqual(Array(4).fill({ status: 200, length: String(page), bytes: page }));
    console.log(
      `four concurrent lists of ${path}, ${(page / MIB).toFixed(2)} MiB each: peak ${((peak - before) / MIB).toFixed(1)} MiB over ${(before / MIB).toFixed(0)} MiB`,
    );
    // Both are sent as stored text (docs/decisions/0087-stored-answers.md): the read index's own strings, or
    // PostgreSQL's rows in reused slabs. Tunnel group backends were answered from objects until
    // docs/decisions/0086-worst-case-list-memory.md's stored answers, each item's JSON.stringify held until the page
    // was sent, and had a bound of their own: the four pages once as text and the garbage of making them.
    const bound = 50 * MIB;
    expect(peak - before).toBeLessThanOrEqual(bound);
  });
});
