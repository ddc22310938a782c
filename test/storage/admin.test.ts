import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { authenticate, createAccount } from '../../server/accounts/accounts.js';
import { ADMIN_USAGE, runAdmin } from '../../server/accounts/admin-command.js';
import { createResource } from '../../server/storage/index.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { storageBackends } from './backends.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tsx scripts/admin.ts` (what `npm run admin --` runs) as a separate process. */
async function spawnAdmin(args: string[], env: Record<string, string>): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ['scripts/admin.ts', ...args], { cwd: REPO, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function runInProcess(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdmin(args, env, { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

describe('admin command usage', () => {
  it.each([
    { args: [], message: 'admin: missing command' },
    { args: ['frobnicate'], message: 'admin: unknown command "frobnicate"' },
    { args: ['create-account'], message: 'admin: create-account needs --name NAME' },
    { args: ['create-account', '--name', '  '], message: 'admin: --name must not be empty' },
    { args: ['create-account', '--name', 'x'.repeat(256)], message: 'admin: --name must be at most 255 bytes' },
    { args: ['create-account', 'extra', '--name', 'x'], message: 'admin: unexpected argument "extra"' },
    { args: ['create-account', '--name', 'x', '--bogus'], message: "admin: Unknown option '--bogus'" },
    { args: ['create-account', '--name'], message: "admin: Option '--name <value>' argument missing" },
    { args: ['abuse'], message: 'admin: abuse needs list, ban, unban or ignore' },
    { args: ['abuse', 'delete', 'x.example'], message: 'admin: unknown abuse command "delete"' },
    { args: ['abuse', 'ban'], message: 'admin: abuse ban needs a HOSTNAME' },
    { args: ['abuse', 'ban', 'a.example', 'b.example'], message: 'admin: unexpected argument "b.example"' },
    { args: ['abuse', 'list', 'extra'], message: 'admin: unexpected argument "extra"' },
  ])('refuses $args with exit 2, the reason and the usage on stderr', async ({ args, message }) => {
    const outcome = await runInProcess(args);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.split('\n')[0]).toContain(message);
    expect(outcome.stderr).toContain(ADMIN_USAGE);
  });

  it('prints the usage on stdout for --help', async () => {
    expect(await runInProcess(['--help'])).toEqual({ code: 0, stdout: ADMIN_USAGE, stderr: '' });
  });

  it('reports an invalid configuration without a stack trace', async () => {
    expect(await runInProcess(['create-account', '--name', 'x'], { PORT: 'abc' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'admin: invalid PORT: "abc" is not a whole number',
    });
  });
});

for (const harness of storageBackends()) {
  describe.skipIf(!harness.available)(`npm run admin -- create-account on ${harness.backend}`, () => {
    afterAll(() => harness.stop());

    it('creates an account whose printed key authenticates', async () => {
      const target = await harness.freshTarget();
      // A DATA_DIR that does not exist yet is created, parents included.
      const options = { ...target.options, dataDir: path.join(target.options.dataDir, 'nested', 'data') };
      const env: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir };
      const outcome = await spawnAdmin(['create-account', '--name', 'Abuse desk', '--abuse-reports'], env);
      expect(outcome.stderr).toBe('');
      expect(outcome.code).toBe(0);
      expect(outcome.stdout.endsWith('\n')).toBe(true);
      expect(outcome.stdout.trim().split('\n')).toHaveLength(1);
      const printed = JSON.parse(outcome.stdout) as { account_id: string; api_key: string };
      expect(Object.keys(printed)).toEqual(['account_id', 'api_key']);

      const db = await openDatabase(options);
      try {
        if (harness.backend === 'pglite') expect(fs.existsSync(path.join(options.dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
        expect(await authenticate(db, printed.api_key)).toMatchObject({ id: printed.account_id, name: 'Abuse desk', mayReportAbuse: true });
        if (harness.backend === 'pglite') {
          // The embedded database has one writer: while it is open here, the command refuses to run.
          const locked = await spawnAdmin(['create-account', '--name', 'second'], env);
          expect(locked).toEqual({
            code: 1,
            stdout: '',
            stderr: `admin: the database in ${options.dataDir} is in use by process ${process.pid} (lock file ${path.join(options.dataDir, 'pglite.lock')}); stop it first: the embedded database has one writer\n`,
          });
        }
      } finally {
        await db.close();
      }
    });
  });
}

for (const harness of storageBackends()) {
  describe.skipIf(!harness.available)(`npm run admin -- abuse on ${harness.backend}`, () => {
    afterAll(() => harness.stop());

    it('lists the reports waiting for review and bans a hostname in them', async () => {
      const target = await harness.freshTarget();
      const env: Record<string, string> = target.options.databaseUrl ? { DATABASE_URL: target.options.databaseUrl } : { DATA_DIR: target.options.dataDir };
      const db = await openDatabase(target.options);
      let reportId: string;
      try {
        const { accountId } = await createAccount(db, { name: 'reporter', mayReportAbuse: true });
        reportId = 'abrp_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
        const body = { urls: ['https://bad.example/x'], hostnames: [{ hostname: 'bad.example', status: 'PENDING' }] };
        await db.transaction((tx) => createResource(tx, { kind: 'abuse_report', accountId, id: reportId, body }));
      } finally {
        await db.close();
      }
      const listed = await runInProcess(['abuse', 'list'], env);
      expect(listed.code).toBe(0);
      expect(JSON.parse(listed.stdout)).toMatchObject([{ id: reportId, status: 'PENDING', hostnames: [{ hostname: 'bad.example', status: 'PENDING' }] }]);

      const banned = await runInProcess(['abuse', 'ban', 'bad.example'], env);
      expect(banned.code).toBe(0);
      expect(JSON.parse(banned.stdout)).toMatchObject([{ id: reportId, status: 'PROCESSED', hostnames: [{ hostname: 'bad.example', status: 'BANNED' }] }]);
      expect(await runInProcess(['abuse', 'list'], env)).toEqual({ code: 0, stdout: '[]', stderr: '' });

      expect(await runInProcess(['abuse', 'ignore', 'good.example'], env)).toEqual({
        code: 1,
        stdout: '',
        stderr: 'admin: no abuse report names the hostname "good.example"',
      });
    });
  });
}
