import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { StorageError } from '../storage/errors.js';
import { openDatabase } from '../storage/open-database.js';
import { createAccount } from './accounts.js';

/*
 * `npm run admin -- <command>`: operator commands that work on the storage directly
 * (docs/decisions/0016-accounts-and-api-keys.md). With the embedded database the server must be stopped (one
 * writer; the directory lock says so); with DATABASE_URL it may run at any time.
 */

export const ADMIN_USAGE = `usage: npm run admin -- create-account --name NAME [--abuse-reports]

commands:
  create-account   create an account and its API key; prints {"account_id": ..., "api_key": ...}
    --name NAME      the account's display name (required)
    --abuse-reports  allow the account to file abuse reports

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
  let command: { name: string; mayReportAbuse: boolean } | 'help';
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
      const { accountId, apiKey } = await createAccount(db, command);
      io.stdout(JSON.stringify({ account_id: accountId, api_key: apiKey }));
    } finally {
      await db.close();
    }
    return EXIT_OK;
  } catch (error) {
    // Operator mistakes (bad configuration, database in use) get their message, not a stack trace.
    if (error instanceof ConfigError || error instanceof StorageError) {
      io.stderr(`admin: ${error.message}`);
      return EXIT_FAILED;
    }
    throw error;
  }
}

function parseCommand(argv: readonly string[]): { name: string; mayReportAbuse: boolean } | 'help' {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      'abuse-reports': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals[0] === 'help') return 'help';
  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError('missing command');
  if (command !== 'create-account') throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  if (extra.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(extra[0])}`);
  const name = values.name?.trim();
  if (name === undefined) throw new UsageError('create-account needs --name NAME');
  if (name === '') throw new UsageError('--name must not be empty');
  if (Buffer.byteLength(name) > 255) throw new UsageError('--name must be at most 255 bytes');
  return { name, mayReportAbuse: values['abuse-reports'] };
}

/** node:util parseArgs reports unknown options and missing values with these codes. */
function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
