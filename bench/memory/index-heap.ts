/**
 * What the read index (server/storage/resource-index.ts) holds per resource, in V8's heap:
 *   node --expose-gc --import tsx bench/memory/index-heap.ts
 * Writes 100,000 HTTP response backends (the bodies of run.ts) into a new embedded database, then loads
 * them into the index in this process (one list request's worth) and prints the heap used after full
 * collections before and after, per resource, and the load's time. KEEP_DIR=<dir> keeps (and reuses) the
 * database; HEAP_SNAPSHOT=<file> writes a heap snapshot after the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { openDatabase } from '../../server/storage/index.js';
import { seedHttpResponseBackends } from './seed.js';

const RESOURCES = 100_000;
const ACCOUNT = 'acct_index_heap';
const KIND = 'http_response_backend';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
const dataDir = process.env.KEEP_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'index-heap-'));
const seeded = path.join(dataDir, 'index-heap-seeded');
const heapUsed = () => {
  gc();
  gc();
  return v8.getHeapStatistics().used_heap_size;
};

const db = await openDatabase({ dataDir });
try {
  if (!fs.existsSync(seeded)) {
    await db.query(`INSERT INTO accounts (id, name) VALUES ($1, 'index heap')`, [ACCOUNT]);
    await seedHttpResponseBackends(db, ACCOUNT, RESOURCES);
    fs.writeFileSync(seeded, '');
  }
  const before = heapUsed();
  const started = performance.now();
  const page = await db.readIndex!.listAnswers(KIND, ACCOUNT, { limit: 100 });
  const loadMs = performance.now() - started;
  const after = heapUsed();
  if (page.items.length !== 100) throw new Error(`listed ${page.items.length}`);
  console.log(
    `loaded ${RESOURCES} resources in ${loadMs.toFixed(0)} ms; heap used ${(before / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB: ${((after - before) / RESOURCES).toFixed(0)} bytes per resource`,
  );
  if (process.env.HEAP_SNAPSHOT) v8.writeHeapSnapshot(process.env.HEAP_SNAPSHOT);
} finally {
  await db.close();
  if (process.env.KEEP_DIR === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
}
