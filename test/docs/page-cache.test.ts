// The reference page's cache (generator/emit/docs/redocly-build-docs.ts): a page rendered once for a document, title
// and description is read back for the same three, from this process or from disk, without starting Redocly's CLI;
// any other document renders anew. The renderer's own determinism (what makes a cached page the page) is
// test/docs/emit.test.ts's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { forgetInProcess } from '../../generator/cache/code-cache.js';
import { redoclyBuildDocs } from '../../generator/emit/docs/redocly-build-docs.js';
import { REPO_ROOT } from '../../generator/index.js';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-page-cache-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const input = (description: string) => ({
  document: { openapi: '3.1.0', info: { title: 'Gallery', version: '1.0.0', description }, paths: {} },
  title: 'Gallery API',
  description,
  repoRoot: REPO_ROOT,
  cacheDir,
});

it('renders a page once, then reads it back for the same document; another document renders anew', async () => {
  const page = await redoclyBuildDocs(input('Pictures and their frames.'));
  expect(page).toContain('<title>Gallery API</title>');
  expect(page).toContain('Pictures and their frames.');
  const entries = fs.readdirSync(cacheDir).filter((file) => file.endsWith('.code'));
  expect(entries).toHaveLength(1);

  // The entry on disk replaced by a page no renderer makes: reading it back proves the CLI did not run.
  forgetInProcess();
  const marker = '<!doctype html><title>from the cache</title>\n';
  fs.writeFileSync(path.join(cacheDir, entries[0]!), `${JSON.stringify([['index.html', marker.length]])}\n${marker}`);
  expect(await redoclyBuildDocs(input('Pictures and their frames.'))).toBe(marker);
  // And from this process's memory, the disk emptied.
  fs.rmSync(path.join(cacheDir, entries[0]!));
  expect(await redoclyBuildDocs(input('Pictures and their frames.'))).toBe(marker);

  const other = await redoclyBuildDocs(input('Frames only.'));
  expect(other).toContain('Frames only.');
  expect(other).not.toBe(marker);
});
