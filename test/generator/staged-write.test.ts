// generate() writes the targets run in this process first and tells `onWritten`, and only then builds the
// targets that run alongside (docs: Redocly's build-docs child), so `npm run dev` can restart the server
// before the docs are done (docs/decisions/0035-generation-speed.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { generate, REPO_ROOT } from '../../generator/index.js';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'staged-write-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

it('writes bundle and server before onWritten returns, and the docs only after it', async () => {
  const seen: { targets: string[]; docsOnDisk: boolean }[] = [];
  const result = await generate({
    specPath: path.join(REPO_ROOT, 'test/fixtures/specs/resources/openapi.yaml'),
    outDir: out,
    targets: ['bundle', 'server', 'docs'],
    naming: {},
    onWritten: async (written) => {
      await new Promise((resolve) => setTimeout(resolve, 200)); // the docs must not start meanwhile
      seen.push({ targets: written.map((w) => w.target.name), docsOnDisk: fs.existsSync(path.join(out, 'docs')) });
      expect(fs.existsSync(path.join(out, 'openapi.json'))).toBe(true);
      expect(fs.existsSync(path.join(out, 'server/src/routes.gen.ts'))).toBe(true);
    },
  });
  expect(seen).toEqual([{ targets: ['bundle', 'server'], docsOnDisk: false }]);
  expect(result.written.map((w) => w.target.name)).toEqual(['bundle', 'server', 'docs']);
  expect(fs.readFileSync(path.join(out, 'docs/index.html'), 'utf8')).toContain('<html');
});

it('writeFirst: those targets are written and heard of first, while the others emit; the rest is heard of once onWritten returned', async () => {
  const dir = path.join(out, 'write-first');
  const seen: { targets: string[]; clientOnDisk: boolean; docsOnDisk: boolean }[] = [];
  let firstHeard: () => void = () => undefined;
  const result = await generate({
    specPath: path.join(REPO_ROOT, 'test/fixtures/specs/resources/openapi.yaml'),
    outDir: dir,
    targets: ['bundle', 'client', 'server', 'docs'],
    naming: {},
    writeFirst: ['bundle', 'server'],
    onWritten: async (written) => {
      seen.push({
        targets: written.map((w) => w.target.name),
        clientOnDisk: fs.existsSync(path.join(dir, 'client')),
        docsOnDisk: fs.existsSync(path.join(dir, 'docs')),
      });
      // The first group's hearing lasts until the client is on disk: it was emitted and written meanwhile.
      if (seen.length === 1) await new Promise<void>((resolve) => (firstHeard = resolve));
    },
    onIr: () => {
      const poll = setInterval(() => {
        if (fs.existsSync(path.join(dir, 'client/dist/index.gen.js'))) {
          clearInterval(poll);
          firstHeard();
        }
      }, 20);
    },
  });
  expect(seen).toEqual([
    { targets: ['bundle', 'server'], clientOnDisk: false, docsOnDisk: false },
    { targets: ['client'], clientOnDisk: true, docsOnDisk: false },
  ]);
  expect(result.written.map((w) => w.target.name)).toEqual(['bundle', 'client', 'server', 'docs']);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
});

it('a broken spec writes nothing and never calls onWritten', async () => {
  const broken = path.join(out, 'broken.yaml');
  fs.writeFileSync(broken, 'openapi: 3.1.0\ninfo: { title: Broken }\npaths: {}\n');
  let called = false;
  const result = await generate({
    specPath: broken,
    outDir: path.join(out, 'broken'),
    targets: ['bundle', 'docs'],
    naming: {},
    onWritten: () => {
      called = true;
    },
  });
  expect(result.outputs).toBeUndefined();
  expect(result.written).toEqual([]);
  expect(called).toBe(false);
  expect(fs.existsSync(path.join(out, 'broken'))).toBe(false);
});
