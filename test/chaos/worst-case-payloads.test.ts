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
import { connectProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { residentBytes } from '../support/process-memory.js';
import { worstDescribed as described, ESCAPED, boundedName as name, worstHttpResponseBackend, worstTunnelGroupBackend } from '../support/worst-case-bodies.js';
import { announceWorstTunnels, worstTunnelGroupBackendBesideTunnels } from '../support/worst-case-pages.js';

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
    // Agents' heartbeats every 10 minutes: the test's hand-driven agents send none.
    server = await startTestServer({
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
      app: { validateResponses: false, agents: { heartbeatMs: 600_000 } },
    });
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

  /**
   * Four concurrent lists of `path` read over real sockets as a client reads them (chunk by chunk, each dropped once
   * counted), after one read that loads what a first read loads (the read index); the peak of this process's resident
   * memory over what it held before them.
   */
  async function fourConcurrentLists(path: string, key = server.apiKey): Promise<{ page: number; peak: number; before: number }> {
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server does not listen on a TCP port');
    const list = async () => {
      const response = await fetch(`http://127.0.0.1:${address.port}${path}?limit=${PAGE}`, {
        headers: { authorization: `Bearer ${key}`, 'service-version': '2' },
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += chunk.byteLength;
      return { status: response.status, length: response.headers.get('content-length'), bytes };
    };
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
    return { page, peak, before };
  }

  it.each(Object.keys(worst))('four concurrent worst-case lists of %s over real sockets: no 5xx, within 50 MiB of the memory before them', async (path) => {
    const { peak, before } = await fourConcurrentLists(path);
    // Both are sent as stored text (docs/decisions/0087-stored-answers.md): the read index's own strings, or
    // PostgreSQL's rows in reused slabs. Tunnel group backends were answered from objects until
    // docs/decisions/0086-worst-case-list-memory.md's stored answers, each item's JSON.stringify held until the page
    // was sent, and had a bound of their own: the four pages once as text and the garbage of making them.
    expect(peak - before).toBeLessThanOrEqual(50 * MIB);
  });

  it("tunnel group backends with the account's 100 tunnels online: those that match list all 100, the page stays within 8 MiB and 50 MiB of memory, a 101st tunnel is refused (docs/decisions/0100-online-tunnels-per-account.md)", async () => {
    // Another account than the tests above, so that its page is these backends only.
    const key = server.otherKey;
    const path = '/backends/tunnel_group';
    for (let i = 0; i < PAGE; i += 20) {
      const created = await Promise.all(
        Array.from({ length: 20 }, (_, j) => server.call('POST', path, { key, body: worstTunnelGroupBackendBesideTunnels(i + j) })),
      );
      expect(created.map((c) => c.status)).toEqual(Array(20).fill(201));
    }
    const { token } = (await server.call('POST', '/credentials', { key, body: {} })).body;
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server does not listen on a TCP port');
    const url = `http://127.0.0.1:${address.port}`;
    const agents = await announceWorstTunnels(url, token);
    try {
      const refused = await connectProtocolAgent(url, { token, labels: { app: 'web' } }).then(
        (agent) => agent.terminate(),
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 4429, reason: 'Your account is limited to 100 online tunnels: 100 are online and this agent starts 1.' });

      const page = await server.app.inject({
        method: 'GET',
        url: `${path}?limit=${PAGE}`,
        headers: { authorization: `Bearer ${key}`, 'service-version': '2' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
      expect(listChecks[path]!(page.json())).toEqual([]);
      const listed = (page.json() as { backends: { tunnels: unknown[] }[] }).backends;
      expect(listed.map((backend) => backend.tunnels.length).sort((a, b) => a - b)).toEqual([...Array(50).fill(0), ...Array(50).fill(100)]);
      const bytes = page.rawPayload.length;
      // The record's worst case is 7.41 MiB with a 200-byte PUBLIC_URL: a backend listing 100 tunnels (73.9 kB) is
      // smaller than the largest that lists none (77.7 kB). Ours is short.
      expect(bytes).toBeLessThanOrEqual(8 * MIB);
      expect(bytes).toBeGreaterThan(5.5 * MIB);
      console.log(`${path} with 100 tunnels online: worst page ${(bytes / MIB).toFixed(2)} MiB`);

      const { peak, before } = await fourConcurrentLists(path, key);
      expect(peak - before).toBeLessThanOrEqual(50 * MIB);
    } finally {
      for (const agent of agents) agent.terminate();
    }
  });
});
