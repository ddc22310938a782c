// The memory goal of worst-case lists (docs/decisions/0051-request-bounds.md, 0086-worst-case-list-memory.md): the
// server as `npm start` runs it, in a process of its own, on each database, for the largest page of every kind the
// API lists (test/support/worst-case-pages.ts). The page's resources are created through the API at every request
// bound, twenty at a time, and listed once; then four lists of that page at once, read over real sockets, three
// times. The goal is a peak resident memory (VmHWM) within 50 MiB of what the process held when freshly started and
// idle, and that is what is asserted, for each kind in a server of its own (the embedded database's read index holds
// what was read: another kind's page would count against this one's). Measured figures: bench/RESULTS.md,
// "Worst-case lists of every kind"; `npm run --prefix bench memory:worst-lists` is the same measure over more rounds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killRunningServers, type ServerProcess, startServerProcess } from '../faults/server-process.js';
import { ensureEmbeddedTemplate } from '../support/embedded-template.js';
import { POSTGRES_SKIP_MESSAGE, postgresAvailable, startPostgres, type TestPostgres } from '../support/postgres.js';
import { residentBytes } from '../support/process-memory.js';
import { WORST_PAGES } from '../support/worst-case-pages.js';

const MIB = 1024 * 1024;
const PAGE = 100;
const ROUNDS = 3;
/** Peak over idle at most: the goal (docs/decisions/0051-request-bounds.md). */
const GOAL = 50 * MIB;

const databases = postgresAvailable() ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
if (!postgresAvailable()) console.log(`${POSTGRES_SKIP_MESSAGE} (worst-case list memory ran on the embedded database only)`);

const dataDirs: string[] = [];
afterAll(async () => {
  await killRunningServers();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(databases)('four concurrent worst-case lists on the %s database, the server in its own process', (database) => {
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    if (database === 'postgres') cluster = await startPostgres();
    // A server that builds the template idles 90 MiB higher: the first kind would be measured against that.
    else await ensureEmbeddedTemplate();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it.each(Object.keys(WORST_PAGES))(
    `%s: peak resident memory within ${GOAL / MIB} MiB of the freshly started server`,
    async (kind) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-worst-lists-'));
      dataDirs.push(dataDir);
      const databaseUrl = await cluster?.createDatabase(`worst_${kind}`);
      // Agents' heartbeats every 10 minutes: the page's agents, driven by hand, send none.
      const env = { AGENT_HEARTBEAT_MS: '600000' };
      const server: ServerProcess = await startServerProcess({ port: await freePort(), dataDir, databaseUrl, env }, true);
      const pid = server.child.pid!;
      const headers = { authorization: `Bearer ${server.devKey}`, 'service-version': '2' };
      const create = async (at: string, body: unknown) => {
        const response = await fetch(`${server.url}${at}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        // Read to the end, so that each connection is free for the next request (the server caps them per address).
        const text = await response.text();
        if (response.status !== 201) throw new Error(`POST ${at}: ${response.status} ${text.slice(0, 500)}`);
        return JSON.parse(text) as { id: string; [field: string]: unknown };
      };
      const idle = residentBytes(pid, 'VmRSS');
      const list = await WORST_PAGES[kind]!.fill(create, server.url);
      const read = async () => {
        const response = await fetch(`${server.url}${list}?limit=${PAGE}`, { headers });
        // Hashed as it arrives: the pages' bytes live in slabs reused from page to page, so every answer must be the page.
        const hash = createHash('sha256');
        let bytes = 0;
        for await (const chunk of response.body!) {
          bytes += chunk.byteLength;
          hash.update(chunk);
        }
        return { status: response.status, length: response.headers.get('content-length'), bytes, sha256: hash.digest('hex') };
      };
      const first = await read();
      expect(first.status).toBe(200);
      const page = first.bytes;
      expect(page).toBeGreaterThan(WORST_PAGES[kind]!.atLeastMiB * MIB);
      const overIdle: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
        const answers = await Promise.all([read(), read(), read(), read()]);
        expect(answers).toEqual(Array(4).fill({ status: 200, length: String(page), bytes: page, sha256: first.sha256 }));
        overIdle.push(residentBytes(pid, 'VmHWM') - idle);
      }
      console.log(
        `${database} ${kind}: idle ${(idle / MIB).toFixed(1)} MiB; peak over idle ${overIdle.map((bytes) => (bytes / MIB).toFixed(1)).join(', ')} MiB (four lists of ${(page / MIB).toFixed(2)} MiB)`,
      );
      expect(Math.max(...overIdle)).toBeLessThanOrEqual(GOAL);
      expect(await server.stop()).toBe(0);
      // A bound for a hung server only: 100 creates of up to 80 kB and 13 lists of up to 7.7 MiB take far longer on a
      // loaded machine than Vitest's default allows.
    },
    180_000,
  );
});
