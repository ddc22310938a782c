/**
 * Where one resource kind is stored: the questions the shared CRUD (crud.ts) asks of storage, for one kind.
 * The generic document store (server/storage/resources.ts: a row of `resources` with a JSON body, references
 * in `resource_refs`, unique values in `unique_values`; docs/decisions/0012-document-store.md) is the one
 * implementation today. A kind that moves to a table of its own implements this interface and names it in its
 * `ResourceKind.store`; nothing else in the server changes.
 */
import {
  createResource,
  deleteResource,
  getResource,
  getStoredAnswer,
  type JsonListPage,
  type JsonListQuery,
  type JsonObject,
  type ListOptions,
  listPageJson,
  listResources,
  type Queryable,
  type ResourcePage,
  type ResourceRecord,
  type StoredAnswer,
  type Transaction,
  type UniqueValue,
  updateResource,
} from '../storage/index.js';

export interface NewRecord<Stored extends JsonObject> {
  readonly accountId: string;
  readonly id: string;
  readonly parentId?: string | undefined;
  readonly body: Stored;
  /** Ids of resources of the account it names: they cannot be deleted while it exists. */
  readonly refs?: readonly string[];
  readonly uniques?: readonly UniqueValue[];
}

export interface ResourceStore<Stored extends JsonObject> {
  /** One resource of the account, locked until the transaction ends when `forUpdate`. */
  get(db: Queryable, accountId: string, id: string, options?: { forUpdate?: boolean }): Promise<ResourceRecord<Stored> | undefined>;
  /** A page of the account's resources, newest first. */
  list(db: Queryable, accountId: string, options: ListOptions): Promise<ResourcePage<Stored>>;
  /** `get` of a store that keeps answers, with the stored answer instead of the body (server/storage/stored-answers.ts). */
  getAnswer(db: Queryable, accountId: string, id: string): Promise<StoredAnswer | undefined>;
  /**
   * A page of a store that keeps answers, as the text of its items (one statement on PostgreSQL, the
   * parent's check included; server/storage/list-pages.ts).
   */
  listPageJson(db: Queryable, accountId: string, query: JsonListQuery): Promise<JsonListPage>;
  create(tx: Transaction, record: NewRecord<Stored>): Promise<ResourceRecord<Stored>>;
  /** Replaces the body, and the references when `refs` is given; undefined when the resource is gone. */
  update(
    tx: Transaction,
    accountId: string,
    id: string,
    change: { body: Stored; refs?: readonly string[] | undefined },
  ): Promise<ResourceRecord<Stored> | undefined>;
  /** Deletes it with its children; throws ReferencedError while another resource names it. */
  delete(tx: Transaction, accountId: string, id: string): Promise<boolean>;
}

/**
 * The generic document store, for one kind. For a kind that stores its answers (server/storage/stored-answers.ts
 * ANSWER_STORING_KINDS) every write stores the resource's answer, which `getAnswer` and `listPageJson` read.
 */
export function documentStore<Stored extends JsonObject>(kind: string): ResourceStore<Stored> {
  return {
    get: (db, accountId, id, options) => getResource<Stored>(db, kind, accountId, id, options),
    list: (db, accountId, options) => listResources<Stored>(db, kind, accountId, options),
    getAnswer: (db, accountId, id) => getStoredAnswer(db, kind, accountId, id),
    listPageJson: (db, accountId, query) => listPageJson(db, kind, accountId, query),
    create: (tx, record) => createResource(tx, { ...record, kind }),
    update: (tx, accountId, id, change) => updateResource(tx, kind, accountId, id, change),
    delete: (tx, accountId, id) => deleteResource(tx, kind, accountId, id),
  };
}
