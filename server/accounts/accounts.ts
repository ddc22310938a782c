import { newId } from '../ids/index.js';
import type { Database, Queryable, Transaction } from '../storage/database.js';
import { generateApiKey, hashApiKey } from './api-key.js';
import { API_KEYS_CREATED_CHANNEL, noteApiKeysCreated } from './key-creations.js';

export interface Account {
  id: string;
  name: string;
  /** Whether the account may file abuse reports (docs/decisions/0016-accounts-and-api-keys.md: 403 otherwise). */
  mayReportAbuse: boolean;
  createdAt: Date;
}

export interface NewAccount {
  name: string;
  mayReportAbuse: boolean;
}

interface AccountRow {
  id: string;
  name: string;
  may_report_abuse: boolean;
  created_at: Date;
}

export interface CreatedAccount {
  accountId: string;
  /** The only time the key is available: it is stored as its hash. */
  apiKey: string;
}

/** Key of the advisory lock that makes "create the first account" happen once across server instances. */
const INITIAL_ACCOUNT_LOCK_KEY = 0x61636374; // "acct"

/** Creates an account with one API key. The key is returned here once and stored only as its hash. */
export async function createAccount(db: Database, input: NewAccount): Promise<CreatedAccount> {
  const created = await db.transaction((tx) => insertAccount(tx, input));
  noteApiKeysCreated();
  return created;
}

/**
 * Creates an account only when the storage has none yet, for the first `npm start` on a fresh data
 * directory (docs/decisions/0016-accounts-and-api-keys.md). Undefined when an account exists. Several server
 * instances starting together against one PostgreSQL create exactly one.
 */
export async function createInitialAccount(db: Database, input: NewAccount): Promise<CreatedAccount | undefined> {
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [INITIAL_ACCOUNT_LOCK_KEY]);
    const { rows } = await tx.query('SELECT 1 FROM accounts LIMIT 1');
    return rows.length > 0 ? undefined : insertAccount(tx, input);
  });
  if (created !== undefined) noteApiKeysCreated();
  return created;
}

async function insertAccount(tx: Transaction, input: NewAccount): Promise<CreatedAccount> {
  const accountId = newId('acct');
  const apiKey = generateApiKey();
  await tx.query('INSERT INTO accounts (id, name, may_report_abuse) VALUES ($1, $2, $3)', [accountId, input.name, input.mayReportAbuse]);
  await tx.query('INSERT INTO api_keys (key_hash, account_id) VALUES ($1, $2)', [hashApiKey(apiKey), accountId]);
  // Delivered on COMMIT to every instance sharing PostgreSQL: their negative caches forget (key-creations.ts).
  await tx.query('SELECT pg_notify($1, $2)', [API_KEYS_CREATED_CHANNEL, '']);
  return { accountId, apiKey };
}

/**
 * The account the key belongs to, or undefined for an unknown key. The lookup is by the key's hash,
 * so no secret is compared byte by byte and the time taken does not depend on how much of it matched.
 */
export async function authenticate(db: Queryable, apiKey: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT a.id, a.name, a.may_report_abuse, a.created_at
       FROM api_keys k JOIN accounts a ON a.id = k.account_id
      WHERE k.key_hash = $1`,
    [hashApiKey(apiKey)],
  );
  return rows[0] && toAccount(rows[0]);
}

export async function getAccount(db: Queryable, accountId: string): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>('SELECT id, name, may_report_abuse, created_at FROM accounts WHERE id = $1', [accountId]);
  return rows[0] && toAccount(rows[0]);
}

function toAccount(row: AccountRow): Account {
  return { id: row.id, name: row.name, mayReportAbuse: row.may_report_abuse, createdAt: row.created_at };
}
