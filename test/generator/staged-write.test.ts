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
