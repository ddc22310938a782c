import type { Queryable } from './database.js';
import type { JsonObject } from './resources.js';

/*
 * The document store's narrower questions (migrations/001_initial.sql), asked by resource kinds that
 * need more than get/list: which ids exist, who refers to what, what holds a unique value. Kept here so
 * that SQL lives only in server/storage/.
 */

/** Which of `ids` are resources of the account (any kind). */
export async function existingResourceIds(db: Queryable, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM resources WHERE id = ANY($1::text[]) AND account_id = $2', [ids, accountId]);
  return new Set(rows.map((row) => row.id));
}

/** Whether the account has a resource of that kind with that id, read from the database itself. */
export async function resourceExists(db: Queryable, kind: string, accountId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM resources WHERE id = $1 AND account_id = $2 AND kind = $3', [id, accountId, kind]);
  return rows.length > 0;
}

/** The resource of `kind` holding a unique value, with its account; undefined when none does. */
export async function resourceHoldingUnique(
  db: Queryable,
  namespace: string,
  value: string,
  kind: string,
): Promise<{ id: string; accountId: string } | undefined> {
  const { rows } = await db.query<{ id: string; account_id: string }>(
    `SELECT r.id, r.account_id FROM unique_values u JOIN resources r ON r.id = u.resource_id
      WHERE u.namespace = $1 AND u.value = $2 AND r.kind = $3`,
    [namespace, value, kind],
  );
  const row = rows[0];
  return row === undefined ? undefined : { id: row.id, accountId: row.account_id };
}

/** How many resources of `fromKind` refer to `toId`. */
export async function referrerCount(db: Queryable, toId: string, fromKind: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM resource_refs r JOIN resources s ON s.id = r.from_id
      WHERE r.to_id = $1 AND s.kind = $2`,
    [toId, fromKind],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Serializes, until the transaction ends, the transactions that take the same (purpose, account) lock
 * (a transaction-level advisory lock): for checks that span rows, which row locks cannot protect.
 */
export async function lockForAccount(db: Queryable, purpose: string, accountId: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${purpose}:${accountId}`]);
}

/** Whether `target` is reachable from `from` by references between resources of `kind` (the account's). */
export async function reachesThroughRefs(db: Queryable, kind: string, accountId: string, from: string, target: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `WITH RECURSIVE reach (id) AS (
       SELECT to_id FROM resource_refs r JOIN resources s ON s.id = r.from_id
        WHERE r.from_id = $1 AND s.account_id = $2 AND s.kind = $4
       UNION
       SELECT r.to_id FROM resource_refs r JOIN reach ON r.from_id = reach.id JOIN resources s ON s.id = r.from_id
        WHERE s.kind = $4
     )
     SELECT EXISTS (SELECT 1 FROM reach WHERE id = $3) AS found`,
    [from, accountId, target, kind],
  );
  return rows[0]?.found === true;
}

/**
 * The part of a child resource's body at `path` (JSON keys), looked up by id and parent without an
 * account (for what is served publicly); undefined when there is no such resource or nothing there.
 */
export async function childBodyAt<T = JsonObject>(db: Queryable, kind: string, parentId: string, id: string, path: readonly string[]): Promise<T | undefined> {
  const { rows } = await db.query<{ value: T | null }>('SELECT body #> $4::text[] AS value FROM resources WHERE id = $1 AND kind = $2 AND parent_id = $3', [
    id,
    kind,
    parentId,
    path,
  ]);
  return rows[0]?.value ?? undefined;
}

/** How many children of `kind` the account's resource `parentId` has (resources_by_parent). */
export async function childCount(db: Queryable, kind: string, accountId: string, parentId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM resources WHERE account_id = $1 AND kind = $2 AND parent_id = $3', [
    accountId,
    kind,
    parentId,
  ]);
  return rows[0]?.n ?? 0;
}
