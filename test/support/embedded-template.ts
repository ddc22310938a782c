/**
 * Makes sure the embedded database's template exists (server/storage/pglite-template.ts: built once per checkout,
 * in node_modules/.cache), as any server opening an empty data directory would, so that a server started next does
 * not build it. Building it runs PGlite's initdb and the migrations in the server's process: a server that did
 * idled at 243 MiB resident where one that copied the template idled at 151, so a memory measure against a server's
 * idle must not start the first server of a fresh clone (test/chaos/worst-case-list-memory.test.ts; the benchmark,
 * bench/memory/worst-case-lists.ts, starts a throwaway server of each checkout it compares instead).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/storage/index.js';

export async function ensureEmbeddedTemplate(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-embedded-template-'));
  try {
    await (await openDatabase({ dataDir })).close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
