/**
 * A new, migrated embedded database directory in a fraction of a second: initdb plus migrations take
 * seconds, so they run once per machine into a template (keyed by the migrations' contents) that each
 * test then copies. The template is built in a temporary folder and renamed into place, so parallel
 * test workers never see a half-built one.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/storage/index.js';

const migrationsDir = fileURLToPath(new URL('../../server/storage/migrations/', import.meta.url));

function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const final = join(tmpdir(), `tunnel-api-pglite-template-${templateKey()}`);
  if (existsSync(final)) return final;
  const building = mkdtempSync(join(tmpdir(), 'tunnel-api-pglite-building-'));
  const db = await openDatabase({ dataDir: building });
  await db.close();
  try {
    renameSync(building, final);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return final;
}

/** A fresh copy of the migrated template; the caller removes it. */
export async function freshDataDir(): Promise<string> {
  template ??= buildTemplate();
  const source = await template;
  const dir = mkdtempSync(join(tmpdir(), 'tunnel-api-test-'));
  cpSync(source, dir, { recursive: true });
  return dir;
}
