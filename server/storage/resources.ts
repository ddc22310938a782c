import type { NewResourceRow, Queryable, Transaction } from './database.js';
import { ConflictError, MissingReferenceError, ReferencedError, type Referrer, UnstorableValueError } from './errors.js';
import { inJsonbOrder } from './jsonb-order.js';
import { type BatchedRow, ReadBatches } from './read-batches.js';
import type { LoadedRow } from './resource-index.js';
import { SQL_STATE, sqlStateOf } from './sql-state.js';
import { answerHead, assertAnswerableId, storedAnswer, storedAnswerSql, storesAnswer } from './stored-answers.js';

/*
 * A typed repository over the generic document store (migrations/001_initial.sql). Every read and
 * write is scoped by account and kind: another account's id, or an id of another kind, behaves
 * exactly like a missing one, so the API can answer 404 without revealing that it exists
 * (docs/decisions/0004-error-registry.md).
 */

export type JsonObject = { [key: string]: unknown };

export interface ResourceRecord<B extends JsonObject = JsonObject> {
  id: string;
  accountId: string;
  kind: string;
  parentId: string | null;
  body: B;
  createdAt: Date;
  updatedAt: Date;
}

export interface UniqueValue {
  /** What the value is unique among, e.g. `addr` or `domain`. */
  namespace: string;
  value: string;
}

export interface NewResource<B extends JsonObject> {
  kind: string;
  accountId: string;
  id: string;
  /** The owning resource (same account); the new one is deleted with it. */
  parentId?: string | undefined;
  body: B;
  /** Ids of resources (same account) this one names; they cannot be deleted while it exists. */
  refs?: readonly string[];
  /** Values that no other resource of any account may hold at the same time. */
  uniques?: readonly UniqueValue[];
}

export interface ListOptions {
  /** Only children of this resource. */
  parentId?: string | undefined;
  /** Only resources older than this id (the `before_id` cursor). */
  beforeId?: string | undefined;
  limit: number;
}

export interface ResourcePage<B extends JsonObject> {
  /** Newest first. */
  items: ResourceRecord<B>[];
  /** Whether older resources exist after the last item (then the API sends `next_page_uri`). */
  hasMore: boolean;
}

/**
 * A resource with its stored answer (stored-answers.ts), for answers sent as stored text
 * (server/resources/crud.ts): from the read index as held, or from PostgreSQL's `answer` column.
 */
export interface StoredAnswer {
  readonly id: string;
  readonly parentId: string | null;
  /** The API JSON after `id` and `uri`: `"created_at":"…"` to the closing brace. */
  readonly answer: string;
}

interface ResourceRow {
  id: string;
  account_id: string;
  kind: string;
  parent_id: string | null;
  body: JsonObject;
  created_at: Date;
  updated_at: Date;
  answer?: string | null;
}

const COLUMNS = 'id, account_id, kind, parent_id, body, created_at, updated_at';
/** What a write reads back: the row, and its stored answer for the read index. */
const WRITTEN_COLUMNS = `${COLUMNS}, answer`;
/** What a create of a kind with a stored answer reads back: the row without its body and answer (createResource). */
const HEAD_COLUMNS = 'id, account_id, kind, parent_id, created_at, updated_at';

interface AnswerRow {
  id: string;
  parent_id: string | null;
  answer: string | null;
}

const ANSWER_COLUMNS = 'id, parent_id, answer';
/** Reads by id outside transactions on PostgreSQL, one statement per turn of the event loop (read-batches.ts). */
const answerReads = new ReadBatches<AnswerRow & BatchedRow>(`SELECT ${ANSWER_COLUMNS}, account_id, kind FROM resources WHERE id = ANY($1::text[])`);

/**
 * Inserts a resource with its references and unique values.
 * @throws MissingReferenceError when the parent or a reference is not a resource of the account.
 * @throws ConflictError when a unique value is taken (also when another transaction holds it).
 */
export async function createResource<B extends JsonObject>(tx: Transaction, input: NewResource<B>): Promise<ResourceRecord<B>> {
  if (tx.insertLater !== undefined && input.parentId === undefined && (input.refs?.length ?? 0) === 0 && (input.uniques?.length ?? 0) === 0) {
    return createLater(tx, tx.insertLater, input);
  }
  if (input.parentId !== undefined) await assertOwned(tx, input.accountId, [input.parentId]);
  // A stored answer holds its created_at, so that time is this moment's, as for a deferred insert; it is written
  // from the body's text with its keys in jsonb's order, which is then also the text stored. Whether it has one
  // is its kind's (stored-answers.ts ANSWER_STORING_KINDS, as migration 005's triggers decide), never the caller's.
  // The body's text is sent once: the statement writes the answer from it (stored-answers.ts storedAnswerSql).
  const createdAt = storesAnswer(input.kind) ? new Date() : undefined;
  if (createdAt !== undefined) assertAnswerableId(input.id);
  const body = createdAt === undefined ? input.body : inJsonbOrder(input.body);
  const bodyText = JSON.stringify(body);
  // A kind with a stored answer has its body and answer here already (its body in jsonb's key order, its answer
  // the same bytes as the statement's: test/storage/stored-answer-bytes.test.ts), so the row does not send them
  // back: the largest bodies came back twice each, 140 kB a create of garbage to collect
  // (docs/decisions/0086-worst-case-list-memory.md).
  const { rows } = await storing(() =>
    tx.query<ResourceRow>(
      `INSERT INTO resources (id, account_id, kind, parent_id, body, created_at, updated_at, answer)
       SELECT $1, $2, $3, $4, v.body_text::jsonb, COALESCE($5::timestamptz, now()), COALESCE($5::timestamptz, now()),
              ${storedAnswerSql('$6::text', 'v.body_text')}
         FROM (SELECT $7::text AS body_text) AS v RETURNING ${createdAt === undefined ? WRITTEN_COLUMNS : HEAD_COLUMNS}`,
      [
        input.id,
        input.accountId,
        input.kind,
        input.parentId ?? null,
        createdAt?.toISOString() ?? null,
        createdAt === undefined ? null : answerHead(createdAt.getTime()),
        bodyText,
      ],
    ),
  );
  await insertRefs(tx, input.accountId, input.id, input.refs ?? []);
  for (const unique of input.uniques ?? []) {
    // ON CONFLICT DO NOTHING instead of catching 23505: the transaction stays usable, and under
    // concurrency PostgreSQL waits for the other inserter's outcome before deciding.
    const inserted = await storing(() =>
      tx.query('INSERT INTO unique_values (namespace, value, resource_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        unique.namespace,
        unique.value,
        input.id,
      ]),
    );
    if (inserted.rowCount === 0) throw new ConflictError(unique.namespace, unique.value);
  }
  const row = firstRow(rows);
  if (createdAt === undefined) {
    const record = toRecord<B>(row);
    tx.indexChange?.({ type: 'put', record, answer: row.answer ?? undefined });
    return record;
  }
  const record = toRecord<B>({ ...row, body: body as B });
  tx.indexChange?.({ type: 'put', record, answer: storedAnswer(createdAt.getTime(), bodyText) });
  return record;
}

/**
 * A resource with nothing to check (no parent, references or unique values: its id is new, so only a value
 * the database cannot store refuses it), inserted with the other transactions' such rows when they commit
 * (Transaction.insertLater). The record is made here rather than read back: its body in jsonb's key order
 * (as the database would return it), its times this moment's.
 */
function createLater<B extends JsonObject>(tx: Transaction, insertLater: (row: NewResourceRow) => void, input: NewResource<B>): ResourceRecord<B> {
  const body = inJsonbOrder(input.body);
  const now = new Date();
  const bodyText = JSON.stringify(body);
  const answer = storesAnswer(input.kind) ? answerOf(input.id, now, bodyText) : undefined;
  const head = answer === undefined ? null : answerHead(now.getTime());
  insertLater({ id: input.id, accountId: input.accountId, kind: input.kind, body: bodyText, createdAt: now, answerHead: head });
  const record: ResourceRecord<B> = { id: input.id, accountId: input.accountId, kind: input.kind, parentId: null, body, createdAt: now, updatedAt: now };
  tx.indexChange?.({ type: 'put', record, answer });
  return record;
}

/** The stored answer of a new resource (stored-answers.ts), from its body's text with its keys in jsonb's order. */
function answerOf(id: string, createdAt: Date, bodyText: string): string {
  assertAnswerableId(id);
  return storedAnswer(createdAt.getTime(), bodyText);
}

/**
 * Inserts rows of `resources` in one statement (the deferred inserts of several transactions). Each body's
 * text is sent once; the statement writes the stored answers from it (stored-answers.ts storedAnswerSql).
 * @throws UnstorableValueError when a body holds a value the database cannot store.
 */
export async function insertResourceRows(db: Queryable, rows: readonly NewResourceRow[]): Promise<void> {
  const params: unknown[] = [];
  let values = '';
  for (const row of rows) {
    const at = params.length;
    params.push(row.id, row.accountId, row.kind, row.body, row.createdAt.toISOString(), row.answerHead);
    values += `${at === 0 ? '' : ', '}($${at + 1}::text, $${at + 2}::text, $${at + 3}::text, $${at + 4}::text, $${at + 5}::timestamptz, $${at + 6}::text)`;
  }
  await storing(() =>
    db.query(
      `INSERT INTO resources (id, account_id, kind, body, created_at, updated_at, answer)
       SELECT v.id, v.account_id, v.kind, v.body_text::jsonb, v.created_at, v.created_at, ${storedAnswerSql('v.head', 'v.body_text')}
         FROM (VALUES ${values}) AS v (id, account_id, kind, body_text, created_at, head)`,
      params,
    ),
  );
}

/** The text a row sends in `insertResourceRows`, for sizing its statements (statement-parts.ts). */
export function insertedText(row: NewResourceRow): number {
  return row.body.length;
}

/**
 * The resource, or undefined when the account has no resource of that kind with that id.
 * `forUpdate` locks the row until the transaction ends (read-modify-write without lost updates). The
 * lock is FOR NO KEY UPDATE, the one an UPDATE of the body takes anyway: it still excludes concurrent
 * writers of the row but lets other transactions reference it meanwhile (a foreign-key check takes
 * FOR KEY SHARE), so two writes that each add a reference to the other's row do not deadlock.
 */
export async function getResource<B extends JsonObject = JsonObject>(
  db: Queryable,
  kind: string,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResourceRecord<B> | undefined> {
  const index = options.forUpdate ? undefined : db.readIndex;
  if (index !== undefined) return index.get<B>(kind, accountId, id);
  const { rows } = await db.query<ResourceRow>(
    `SELECT ${COLUMNS} FROM resources WHERE id = $1 AND account_id = $2 AND kind = $3${options.forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    [id, accountId, kind],
  );
  return rows[0] && toRecord<B>(rows[0]);
}

/** One page of an account's resources of one kind, newest first (ids sort in creation order). */
export async function listResources<B extends JsonObject = JsonObject>(
  db: Queryable,
  kind: string,
  accountId: string,
  options: ListOptions,
): Promise<ResourcePage<B>> {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError(`listResources: limit must be a positive integer, got ${options.limit}`);
  const index = db.readIndex;
  if (index !== undefined) return index.list<B>(kind, accountId, options);
  const { where, params } = listFilter(accountId, kind, options);
  const { rows } = await db.query<ResourceRow>(`SELECT ${COLUMNS} FROM resources WHERE ${where} ORDER BY id DESC LIMIT $${params.length}`, params);
  return { items: rows.slice(0, options.limit).map((row) => toRecord<B>(row)), hasMore: rows.length > options.limit };
}

/**
 * The children of `kind` of one resource, newest first, at most `limit`, each body without its key `omit`,
 * which the database leaves out before it sends the row: an HTTPS edge's routes without their modules (SAML
 * metadata up to 256 KiB each), which the edge's answer does not carry (docs/decisions/0061-edge-routes-bound.md).
 * The read index leaves it out of the text before parsing it (omit-member.ts): a page of edges read its 200 routes
 * in ten queries, whose results (0.8 MB each at every request bound) were copied out of PGlite's memory and kept by
 * malloc (docs/decisions/0086-worst-case-list-memory.md).
 */
export async function listChildrenWithout<B extends JsonObject = JsonObject>(
  db: Queryable,
  kind: string,
  accountId: string,
  parentId: string,
  options: { limit: number; omit: string },
): Promise<ResourceRecord<B>[]> {
  const index = db.readIndex;
  if (index !== undefined) return (await index.list<B>(kind, accountId, { parentId, limit: options.limit }, options.omit)).items;
  const { rows } = await db.query<ResourceRow>(
    `SELECT id, account_id, kind, parent_id, body - $4::text AS body, created_at, updated_at FROM resources
      WHERE account_id = $1 AND kind = $2 AND parent_id = $3 ORDER BY id DESC LIMIT $5`,
    [accountId, kind, parentId, options.omit, options.limit],
  );
  return rows.map((row) => toRecord<B>(row));
}

/** getResource of a kind that stores its answer, with that answer (see StoredAnswer) instead of the body; never locks. */
export async function getStoredAnswer(db: Queryable, kind: string, accountId: string, id: string): Promise<StoredAnswer | undefined> {
  const index = db.readIndex;
  if (index !== undefined) return index.getAnswer(kind, accountId, id);
  if (!('inTransaction' in db)) {
    const row = await answerReads.get(db, kind, accountId, id);
    return row && toStoredAnswer(row);
  }
  const { rows } = await db.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM resources WHERE id = $1 AND account_id = $2 AND kind = $3`, [id, accountId, kind]);
  return rows[0] && toStoredAnswer(rows[0]);
}

/** The WHERE clause of a list page and its parameters, the last one the LIMIT (one row more than asked). */
function listFilter(accountId: string, kind: string, options: ListOptions): { where: string; params: unknown[] } {
  const params: unknown[] = [accountId, kind];
  let where = 'account_id = $1 AND kind = $2';
  if (options.parentId !== undefined) {
    params.push(options.parentId);
    where += ` AND parent_id = $${params.length}`;
  }
  if (options.beforeId !== undefined) {
    params.push(options.beforeId);
    where += ` AND id < $${params.length}`;
  }
  // One row more than asked tells whether an older page exists without a second query.
  params.push(options.limit + 1);
  return { where, params };
}

/**
 * Replaces the body (and, when given, the references) of a resource. Undefined when absent.
 * @throws MissingReferenceError when a new reference is not a resource of the account.
 */
export async function updateResource<B extends JsonObject>(
  tx: Transaction,
  kind: string,
  accountId: string,
  id: string,
  change: { body: B; refs?: readonly string[] | undefined },
): Promise<ResourceRecord<B> | undefined> {
  // The stored answer keeps the resource's created_at, which the statement writes in (as migration 005 does), the
  // bytes timestampOfMillis writes (test/storage/stored-answer-bytes.test.ts).
  // The body's text is sent once, as on insert.
  const answered = storesAnswer(kind);
  const bodyText = JSON.stringify(answered ? inJsonbOrder(change.body) : change.body);
  const head = `'"created_at":"' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '"'`;
  const { rows } = await storing(() =>
    tx.query<ResourceRow>(
      `UPDATE resources SET body = v.body_text::jsonb, updated_at = now(),
              answer = ${answered ? storedAnswerSql(head, 'v.body_text') : 'NULL'}
         FROM (SELECT $4::text AS body_text) AS v
        WHERE id = $1 AND account_id = $2 AND kind = $3 RETURNING ${WRITTEN_COLUMNS}`,
      [id, accountId, kind, bodyText],
    ),
  );
  const row = rows[0];
  if (!row) return undefined;
  if (change.refs !== undefined) {
    await tx.query('DELETE FROM resource_refs WHERE from_id = $1', [id]);
    await insertRefs(tx, accountId, id, change.refs);
  }
  const record = toRecord<B>(row);
  tx.indexChange?.({ type: 'put', record, answer: row.answer ?? undefined });
  return record;
}

/**
 * Deletes a resource (with its children, references and unique values). False when absent.
 * @throws ReferencedError, leaving everything as it was, when another resource references it or
 *   one of its children.
 */
export async function deleteResource(tx: Transaction, kind: string, accountId: string, id: string): Promise<boolean> {
  // The foreign key on resource_refs.to_id decides, not a check beforehand, so a reference added by
  // a concurrent transaction cannot slip through. The savepoint keeps the transaction usable after
  // the violation so that we can list the referrers.
  await tx.query('SAVEPOINT delete_resource');
  try {
    // The read index must forget the children the foreign keys delete with it.
    const removed = tx.indexChange === undefined ? [] : await subtreeOf(tx, kind, accountId, id);
    const deleted = await tx.query('DELETE FROM resources WHERE id = $1 AND account_id = $2 AND kind = $3', [id, accountId, kind]);
    await tx.query('RELEASE SAVEPOINT delete_resource');
    if (deleted.rowCount > 0) tx.indexChange?.({ type: 'delete', accountId, removed });
    return deleted.rowCount > 0;
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT delete_resource');
    await tx.query('RELEASE SAVEPOINT delete_resource');
    if (sqlStateOf(error).code !== SQL_STATE.foreignKeyViolation) throw error;
    throw new ReferencedError(id, await findReferrers(tx, id));
  }
}

/** The resource and its descendants (children are deleted with their parent). */
async function subtreeOf(tx: Transaction, kind: string, accountId: string, id: string): Promise<{ id: string; kind: string }[]> {
  const { rows } = await tx.query<{ id: string; kind: string }>(
    `WITH RECURSIVE subtree (id, kind) AS (
       SELECT id, kind FROM resources WHERE id = $1 AND account_id = $2 AND kind = $3
       UNION SELECT child.id, child.kind FROM resources child JOIN subtree ON child.parent_id = subtree.id
     )
     SELECT id, kind FROM subtree`,
    [id, accountId, kind],
  );
  return rows;
}

/**
 * A page of an account's resources of one kind in id order (oldest first) after `afterId`, each as its
 * stored answer when it has one, else its body as jsonb's text: how the read index fills itself
 * (resource-index.ts keeps the text, not parsed objects).
 */
export async function resourcesInIdOrder(db: Queryable, kind: string, accountId: string, afterId: string | undefined, limit: number): Promise<LoadedRow[]> {
  const { rows } = await db.query<{ id: string; parent_id: string | null; text: string; created_at: Date; updated_at: Date }>(
    `SELECT id, parent_id, COALESCE(answer, body::text) AS text, created_at, updated_at FROM resources
      WHERE account_id = $1 AND kind = $2 AND id > $3 ORDER BY id LIMIT $4`,
    [accountId, kind, afterId ?? '', limit],
  );
  return rows.map((row) => ({ id: row.id, parentId: row.parent_id, text: row.text, createdAt: row.created_at.getTime(), updatedAt: row.updated_at.getTime() }));
}

/** Resources outside `id`'s subtree (itself and its descendants) that reference something inside it. */
export async function findReferrers(db: Queryable, id: string): Promise<Referrer[]> {
  const { rows } = await db.query<Referrer>(
    `WITH RECURSIVE subtree (id) AS (
       SELECT id FROM resources WHERE id = $1
       UNION SELECT child.id FROM resources child JOIN subtree ON child.parent_id = subtree.id
     )
     SELECT DISTINCT referrer.id, referrer.kind
       FROM resource_refs ref JOIN resources referrer ON referrer.id = ref.from_id
      WHERE ref.to_id IN (SELECT id FROM subtree) AND ref.from_id NOT IN (SELECT id FROM subtree)
      ORDER BY referrer.id`,
    [id],
  );
  return rows;
}

async function insertRefs(tx: Transaction, accountId: string, fromId: string, refs: readonly string[]): Promise<void> {
  const targets = [...new Set(refs)];
  if (targets.length === 0) return;
  // assertOwned locks the targets, so the foreign key cannot fail here.
  await assertOwned(tx, accountId, targets);
  await tx.query('INSERT INTO resource_refs (from_id, to_id) SELECT $1, unnest($2::text[])', [fromId, targets]);
}

async function assertOwned(tx: Transaction, accountId: string, ids: readonly string[]): Promise<void> {
  // FOR KEY SHARE: the rows cannot be deleted until we commit (the same lock the foreign key takes).
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM resources WHERE id = ANY($1::text[]) AND account_id = $2 FOR KEY SHARE', [ids, accountId]);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new MissingReferenceError(missing);
}

/** Runs a write of caller-supplied text, turning PostgreSQL's "cannot store this string" into a typed error. */
async function storing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code } = sqlStateOf(error);
    const unstorable: (string | undefined)[] = [SQL_STATE.untranslatableCharacter, SQL_STATE.invalidTextRepresentation, SQL_STATE.characterNotInRepertoire];
    if (unstorable.includes(code)) throw new UnstorableValueError();
    throw error;
  }
}

function toRecord<B extends JsonObject>(row: ResourceRow): ResourceRecord<B> {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind,
    parentId: row.parent_id,
    body: row.body as B,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toStoredAnswer(row: AnswerRow): StoredAnswer {
  // Only kinds that store their answer are read so (server/resources/crud.ts); a row without one is a write that missed it.
  if (row.answer === null) throw new Error(`resource ${row.id} has no stored answer`);
  return { id: row.id, parentId: row.parent_id, answer: row.answer };
}

function firstRow<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('expected a row from INSERT ... RETURNING');
  return row;
}
