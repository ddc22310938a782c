import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/storage/open-database.js';

const REPO = path.resolve(import.meta.dirname, '../..');
/** How many acknowledged commits to see before killing the writer. */
const COMMITS_BEFORE_KILL = 40;

interface Body {
  seq: number;
  payload: string;
  sha256: string;
}

/**
 * Starts the writer, waits for COMMITS_BEFORE_KILL acknowledged ids, kills it with SIGKILL in the middle
 * of its next transaction and returns every complete line it printed.
 */
function runWriterUntilKilled(dataDir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // `node --import tsx`, not the tsx CLI: the CLI runs the script in a child process of its own,
    // which SIGKILL on the CLI would leave running (and holding the database).
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/storage/fixtures/commit-writer.ts', dataDir], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const complete = () => stdout.split('\n').slice(0, -1);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (complete().length > COMMITS_BEFORE_KILL && child.signalCode === null) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    // 'close', not 'exit': it comes after the last buffered stdout chunk has been read.
    child.on('close', (code, signal) => {
      if (signal === 'SIGKILL') resolve(complete());
      else reject(new Error(`writer exited (${code}) before it was killed: ${stderr}`));
    });
  });
}

describe('embedded database durability', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-durability-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged commit and no half-written transaction after kill -9', async () => {
    const [accountLine, ...acknowledged] = await runWriterUntilKilled(dataDir);
    const accountId = accountLine?.replace(/^account /, '') ?? '';
    expect(acknowledged.length).toBeGreaterThanOrEqual(COMMITS_BEFORE_KILL);

    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ id: string; body: Body; uniques: number; refs: string[] }>(
        `SELECT r.id, r.body,
                (SELECT count(*)::int FROM unique_values u WHERE u.resource_id = r.id AND u.namespace = 'durability') AS uniques,
                ARRAY(SELECT to_id FROM resource_refs WHERE from_id = r.id) AS refs
           FROM resources r WHERE r.account_id = $1 ORDER BY r.id`,
        [accountId],
      );
      const stored = rows.map((row) => row.id);
      // Every id printed after its COMMIT is there, in order; at most the one transaction whose COMMIT
      // completed just before the kill may be there without having been printed.
      expect(stored.slice(0, acknowledged.length)).toEqual(acknowledged);
      expect(stored.length - acknowledged.length).toBeLessThanOrEqual(1);
      // Each stored transaction is whole: body intact, its unique value and its reference present.
      rows.forEach((row, index) => {
        expect(row.body.seq).toBe(index);
        expect(createHash('sha256').update(row.body.payload).digest('hex')).toBe(row.body.sha256);
        expect(row.uniques).toBe(1);
        expect(row.refs).toEqual(index === 0 ? [] : [rows[index - 1]?.id]);
      });
      const { rows: orphans } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM unique_values u WHERE u.namespace = 'durability' AND NOT EXISTS (SELECT 1 FROM resources r WHERE r.id = u.resource_id)",
      );
      expect(orphans[0]?.n).toBe(0);
      // What the guarantee rests on (server/storage/pglite-database.ts): COMMIT writes the WAL before
      // it returns. fsync is off in PGlite, so this covers a killed process, not a power loss.
      expect((await db.query('SHOW synchronous_commit')).rows).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await db.close();
    }
  });
});
