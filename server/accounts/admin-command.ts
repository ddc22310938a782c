import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { actOnHostname, HOSTNAME_ACTIONS, type HostnameAction, reportsToReview } from '../resources/abuse-review.js';
import { isStorageError } from '../storage/errors.js';
import type { Database } from '../storage/index.js';
import { openDatabase } from '../storage/open-database.js';
import { createAccount } from './accounts.js';

/*
 * `npm run admin -- <command>`: operator commands that work on the storage directly
 * (docs/decisions/0016-accounts-and-api-keys.md). With the embedded database the server must be stopped (one
 * writer; the directory lock says so); with DATABASE_URL it may run at any time.
 */

export const ADMIN_USAGE = `usage: npm run admin -- create-account --name NAME [--abuse-reports]
       npm run admin -- abuse list [--all]
       npm run admin -- abuse ban|unban|ignore HOSTNAME [--report ID]

commands:
  create-account   create an account and its API key; prints {"account_id": ..., "api_key": ...}
    --name NAME      the account's display name (required)
    --abuse-reports  allow the account to file abuse reports
  abuse list       abuse reports of every account with a hostname still PENDING, oldest first (--all: every report);
                   prints a JSON array of {"id", "account_id", "created_at", "status", "urls", "hostnames"}
  abuse ban|unban|ignore HOSTNAME
                   set HOSTNAME's status (BANNED, UNBANNED, IGNORE) in every report naming it; prints the reports changed
    --report ID      only in this report

environment: DATA_DIR (embedded database, default ./.data) or DATABASE_URL (PostgreSQL)`;

export interface AdminIo {
  stdout(line: string): void;
  stderr(line: string): void;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

class UsageError extends Error {}

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(argv: readonly string[], env: Record<string, string | undefined>, io: AdminIo): Promise<number> {
  let command: Command | 'help';
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError) && !isParseArgsError(error)) throw error;
    io.stderr(`admin: ${(error as Error).message}`);
    io.stderr(ADMIN_USAGE);
    return EXIT_USAGE;
  }
  if (command === 'help') {
    io.stdout(ADMIN_USAGE);
    return EXIT_OK;
  }
  try {
    const config = loadConfig(env);
    const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      return await run(db, command, io);
    } finally {
      await db.close();
    }
  } catch (error) {
    // Operator mistakes (bad configuration, database in use) get their message, not a stack trace.
    if (error instanceof ConfigError || isStorageError(error)) {
      io.stderr(`admin: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

type Command =
  | { type: 'create-account'; name: string; mayReportAbuse: boolean }
  | { type: 'abuse-list'; all: boolean }
  | { type: 'abuse-act'; action: HostnameAction; hostname: string; reportId?: string };

async function run(db: Database, command: Command, io: AdminIo): Promise<number> {
  switch (command.type) {
    case 'create-account': {
      const { accountId, apiKey } = await createAccount(db, command);
      io.stdout(JSON.stringify({ account_id: accountId, api_key: apiKey }));
      return EXIT_OK;
    }
    case 'abuse-list':
      io.stdout(JSON.stringify(await reportsToReview(db, { all: command.all })));
      return EXIT_OK;
    case 'abuse-act': {
      const changed = await actOnHostname(db, command.hostname, command.action, command.reportId);
      if (changed.length === 0) {
        const where = command.reportId === undefined ? 'no abuse report' : `abuse report ${command.reportId} does not exist or`;
        io.stderr(`admin: ${where} names the hostname ${JSON.stringify(command.hostname)}`);
        return EXIT_FAILED;
      }
      io.stdout(JSON.stringify(changed));
      return EXIT_OK;
    }
  }
}

function parseCommand(argv: readonly string[]): Command | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      'abuse-reports': { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals[0] === 'help') return 'help';
  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError('missing command');
  if (command === 'abuse') return parseAbuse(extra, values);
  if (command !== 'create-account') throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  if (extra.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}`);
  const name = values.name?.trim();
  if (name === undefined) throw new UsageError('create-account needs --name NAME');
  if (name === '') throw new UsageError('--name must not be empty');
  if (Buffer.byteLength(name) > 255) throw new UsageError('--name must be at most 255 bytes');
  return { type: 'create-account', name, mayReportAbuse: values['abuse-reports'] };
}

function parseAbuse(args: readonly string[], values: { all: boolean; report?: string | undefined }): Command {
  const [sub, hostname, ...extra] = args;
  if (sub === 'list') {
    if (hostname !== undefined) throw new UsageError(`unexpected argument ${JSON.stringify(hostname)}`);
    return { type: 'abuse-list', all: values.all };
  }
  if (sub === undefined || !Object.hasOwn(HOSTNAME_ACTIONS, sub)) {
    throw new UsageError(sub === undefined ? 'abuse needs list, ban, unban or ignore' : `unknown abuse command ${JSON.stringify(sub)}`);
  }
  if (hostname === undefined || hostname.trim() === '') throw new UsageError(`abuse ${sub} needs a HOSTNAME`);
  if (extra.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}`);
  return { type: 'abuse-act', action: sub as HostnameAction, hostname: hostname.trim(), ...(values.report === undefined ? {} : { reportId: values.report }) };
}

/** node:util parseArgs reports unknown options and missing values with these codes. */
function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
