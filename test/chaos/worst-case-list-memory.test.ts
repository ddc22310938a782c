// The memory goal of worst-case lists (docs/decisions/0051-request-bounds.md, 0086-worst-case-list-memory.md): the
// server as `npm start` runs it, in a process of its own, on each database. A hundred of the largest HTTP response
// backends the request bounds allow are created through the API, twenty at a time, and listed once; then four lists
// of that 7.3 MiB page at once, read over real sockets, three times. The goal is a peak resident memory (VmHWM)
// within 50 MiB of what the process held when freshly started and idle, and that is what is asserted. Measured since
// a write sends a body's text once and deferred rows go in statements of bounded size (decision 0086): 35–41 MiB on
// the embedded database and 25–42 on PostgreSQL in eleven runs at load 9–18 (before, 44–62 and 36–48: the creates
// left 3 MB statements in V8's large-object space and PGlite's WebAssembly memory). `npm run --prefix bench
// memory:worst-lists` is the same measure over more rounds (bench/RESULTS.md, "Worst-case lists: large writes in
// statements of bounded size").
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, type ServerProcess, startServerProcess } from '../faults/server-process.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { residentBytes } from '../support/process-memory.js';
import { worstHttpResponseBackend } from '../support/worst-case-bodies.js';

const MIB = 1024 * 1024;
const LIST = '/backends/http_response';
const PAGE = 100;
const ROUNDS = 3;
/** Peak over idle at most: the goal (docs/decisions/0051-request-bounds.md). */
const GOAL = 50 * MIB;

const databases = postgresAvailable() ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (worst-case list memory ran on the embedded database only)`);

const dataDirs: string[] = [];
const clusters: TestPostgres[] = [];
afterAll(async () => {
  await killRunningServers();
  for (const cluster of clusters) await cluster.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('four concurrent worst-case lists on the %s database, the server in its own process', (database) => {
  it(`peak resident memory within ${GOAL / MIB} MiB of the freshly started server`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-worst-lists-'));
    dataDirs.push(dataDir);
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      const cluster = await startPostgres();
      clusters.push(cluster);
      databaseUrl = await cluster.createDatabase('worst_list_memory');
    }
    const server: ServerProcess = await startServerProcess({ port: await freePort(), dataDir, databaseUrl }, true);
    const pid = server.child.pid!;
    const headers = { authorization: `Bearer ${server.devKey}`, 'service-version': '2' };
    const list = async () => {
      const response = await fetch(`${server.url}${LIST}?limit=${PAGE}`, { headers });
      // Hashed as it arrives: the pages' bytes live in slabs reused from page to page, so every answer must be the page.
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of response.body!) {
        bytes += chunk.byteLength;
        hash.update(chunk);
      }
      return { status: response.status, length: response.headers.get('content-length'), bytes, sha256: hash.digest('hex') };
    };

    const idle = residentBytes(pid, 'VmRSS');
    for (let i = 0; i < PAGE; i += 20) {
      const created = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${server.url}${LIST}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(worstHttpResponseBackend()),
          }),
        ),
      );
      // Read to the end, so that each connection is free for the next request (the server caps them per address).
      for (const response of created) await response.text();
      expect(created.map((response) => response.status)).toEqual(Array(20).fill(201));
    }
    const first = await list();
    const page = first.bytes;
    expect(page).toBeGreaterThan(7 * MIB);
    const overIdle: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const answers = await Promise.all([list(), list(), list(), list()]);
      expect(answers).toEqual(Array(4).fill({ status: 200, length: String(page), bytes: page, sha256: first.sha256 }));
      overIdle.push(residentBytes(pid, 'VmHWM') - idle);
    }
    console.log(
      `${database}: idle ${(idle / MIB).toFixed(1)} MiB; peak over idle ${overIdle.map((bytes) => (bytes / MIB).toFixed(1)).join(', ')} MiB (four lists of ${(page / MIB).toFixed(2)} MiB)`,
    );
    expect(Math.max(...overIdle)).toBeLessThanOrEqual(GOAL);
    expect(await server.stop()).toBe(0);
    // A bound for a hung server only: a PostgreSQL cluster, possibly the server's build, 100 creates of ~80 kB and
    // 13 lists of 7.3 MiB take far longer on a loaded machine than Vitest's default allows.
  }, 240_000);
});
