import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { capWithinFileLimit, openFileLimit, RESERVED_DESCRIPTORS } from './open-file-limit.js';

describe('capWithinFileLimit', () => {
  it.each([
    { given: { cap: 1000, limit: 1024 }, want: 768, warned: true },
    { given: { cap: 1000, limit: 1256 }, want: 1000, warned: false },
    { given: { cap: 1000, limit: 1_048_576 }, want: 1000, warned: false },
    { given: { cap: 50, limit: 300 }, want: 44, warned: true },
    { given: { cap: 50, limit: 100 }, want: 1, warned: true },
    { given: { cap: 1000, limit: undefined }, want: 1000, warned: false },
  ])('cap $given.cap, limit $given.limit → $want', ({ given, want, warned }) => {
    const cap = capWithinFileLimit(given.cap, given.limit);
    expect(cap.maxConnections).toBe(want);
    expect(cap.warning !== undefined).toBe(warned);
  });

  it('says what it lowered, why, and what to do', () => {
    expect(capWithinFileLimit(1000, 1024).warning).toBe(
      `MAX_CONNECTIONS=1000 lowered to 768: the open-file limit is 1024 and ${RESERVED_DESCRIPTORS} descriptors are kept for the database, the log and the DNS server; raise the limit (ulimit -n) to allow more`,
    );
  });
});

describe('openFileLimit', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const limits = (line: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
    dirs.push(dir);
    const file = path.join(dir, 'limits');
    fs.writeFileSync(
      file,
      `Limit                     Soft Limit           Hard Limit           Units     \nMax processes             95339                95339                processes \n${line}\n`,
    );
    return file;
  };

  it.each([
    { given: 'Max open files            1024                 524288               files     ', want: 1024 },
    { given: 'Max open files            unlimited            unlimited            files     ', want: undefined },
  ])('$given → $want', ({ given, want }) => {
    expect(openFileLimit(limits(given))).toBe(want);
  });

  it("reads this process's limit, and nothing where there is no such file", () => {
    expect(openFileLimit()).toBeGreaterThan(0);
    expect(openFileLimit('/nonexistent/limits')).toBeUndefined();
  });
});
