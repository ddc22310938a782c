// The template every test PostgreSQL cluster of a run is copied from (test/support/postgres.ts `clusterTemplate`):
// made once and found again, and when another worker made it first, theirs is kept and this one's dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterTemplate, clusterTemplatePath, findPostgresBin, postgresOwner } from '../support/postgres.js';

const bin = findPostgresBin();
const scratch: string[] = [];
/** A folder the `postgres` user can reach (initdb runs as it when the tests run as root). */
function under(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
  fs.chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(bin === undefined)('the test clusters’ template', () => {
  const owner = postgresOwner();

  it('is made once, whole, and found again; nothing is left aside', () => {
    const dir = under();
    const made = clusterTemplate(bin!, owner, dir);
    expect(made).toBe(clusterTemplatePath(bin!, owner, dir));
    expect(fs.readFileSync(path.join(made, 'PG_VERSION'), 'utf8')).toMatch(/^\d+\n$/);
    const stamp = fs.statSync(path.join(made, 'PG_VERSION')).mtimeMs;
    expect(clusterTemplate(bin!, owner, dir)).toBe(made);
    expect(fs.statSync(path.join(made, 'PG_VERSION')).mtimeMs).toBe(stamp);
    expect(fs.readdirSync(dir)).toEqual([path.basename(made)]);
  });

  it('keeps the one another worker renamed into place first, and drops its own', () => {
    const dir = under();
    const made = clusterTemplatePath(bin!, owner, dir);
    // Another worker's, renamed in while this one ran initdb (it has no PG_VERSION yet when this one looks).
    fs.mkdirSync(made);
    fs.writeFileSync(path.join(made, 'theirs'), '');
    expect(clusterTemplate(bin!, owner, dir)).toBe(made);
    expect(fs.readdirSync(made)).toEqual(['theirs']);
    expect(fs.readdirSync(dir)).toEqual([path.basename(made)]);
  });

  it('is named by what made it: other binaries, another template', () => {
    const dir = under();
    expect(clusterTemplatePath(bin!, owner, dir)).not.toBe(clusterTemplatePath(`${bin}-other`, owner, dir));
    expect(clusterTemplatePath(bin!, { uid: 1 }, dir)).not.toBe(clusterTemplatePath(bin!, { uid: 2 }, dir));
  });
});
