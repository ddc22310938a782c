/**
 * `npm start` runs the server precompiled (scripts/build-server.ts, scripts/launch.js): the build is
 * used only while every file it was made from is unchanged (scripts/build-stamp.js), and the
 * precompiled server is the real one — it finds its migrations, the API description and the docs
 * beside its sources, creates the database and serves requests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildDigest, currentOutput } from '../../scripts/build-stamp.js';
import { stampFile } from '../../scripts/build-server.js';
import { freePort, killRunningServers, startServerProcess } from '../faults/server-process.js';

const REPO = path.resolve(import.meta.dirname, '../..');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
afterAll(killRunningServers);

/** A checkout with two source files and a build of them recorded as current. */
function builtCheckout(): { root: string; stamp: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-build-'));
  roots.push(root);
  const inputs = ['scripts/start.ts', 'server/main.ts', 'node_modules/fastify/fastify.js'];
  for (const input of inputs) {
    fs.mkdirSync(path.dirname(path.join(root, input)), { recursive: true });
    fs.writeFileSync(path.join(root, input), `// ${input}\n`);
  }
  const dir = path.join(root, 'node_modules/.cache/tunnel-api/build');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'start-0123456789abcdef.mjs'), 'export {};\n');
  const stamp = path.join(dir, 'start.json');
  fs.writeFileSync(stamp, JSON.stringify({ digest: buildDigest(root, inputs), output: 'start-0123456789abcdef.mjs', inputs }));
  return { root, stamp };
}

describe('build stamp', () => {
  it('names the build while its inputs are unchanged', () => {
    const { root, stamp } = builtCheckout();
    expect(currentOutput(root, stamp)).toBe(path.join(path.dirname(stamp), 'start-0123456789abcdef.mjs'));
  });

  it.each<[string, (root: string, stamp: string) => void]>([
    ['an input was edited', (root) => fs.appendFileSync(path.join(root, 'server/main.ts'), 'export const x = 1;\n')],
    ['an input was deleted', (root) => fs.rmSync(path.join(root, 'server/main.ts'))],
    ['an installed dependency was rewritten (same size, newer file)', (root) => {
      const file = path.join(root, 'node_modules/fastify/fastify.js');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('node_modules', 'NODE_MODULES'));
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    }],
    ['the build itself is gone', (_root, stamp) => fs.rmSync(path.join(path.dirname(stamp), 'start-0123456789abcdef.mjs'))],
    ['there is no stamp (never built)', (_root, stamp) => fs.rmSync(stamp)],
    ['the stamp is not what a build writes', (_root, stamp) => fs.writeFileSync(stamp, '{"digest": 1}')],
    ['the checkout moved (the build holds its paths)', (root) => fs.renameSync(root, `${root}-moved`)],
  ])('asks for a rebuild when %s', (_what, change) => {
    const { root, stamp } = builtCheckout();
    change(root, stamp);
    const moved = fs.existsSync(root) ? root : `${root}-moved`;
    if (moved !== root) roots.push(moved);
    expect(currentOutput(root, moved === root ? stamp : stamp.replace(root, moved))).toBeUndefined();
  });
});

describe('the precompiled server (node scripts/launch.js, what npm start runs)', () => {
  it('builds what is stale, then creates the database and serves the API, its description and docs', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-launch-'));
    roots.push(dataDir);
    const server = await startServerProcess({ port: await freePort(), dataDir }, true);
    // The launcher ran the build its stamp names, current now whether it was built just now or before.
    expect(currentOutput(REPO, stampFile('start'))).toMatch(/start-[0-9a-f]{16}\.mjs$/);
    const headers = { authorization: `Bearer ${server.devKey}`, 'service-version': '2', 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/backends/http_response`, { method: 'POST', headers, body: JSON.stringify({ body: 'hi', status_code: 200 }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = await fetch(`${server.url}/backends/http_response/${id}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, body: 'hi', status_code: 200 });
    // Files the server reads from beside its sources: the bundled API description and the docs page.
    const description = await fetch(`${server.url}/openapi.json`);
    expect(description.status).toBe(200);
    expect(((await description.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    expect((await fetch(`${server.url}/docs`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
