/**
 * Create, get, list, update and delete for one kind of resource. A resource kind is described by a
 * `ResourceKind` (its facts from the spec's registry, how a request becomes the stored body, how the stored
 * body becomes the API's JSON, where it is stored); this file holds everything they share: account scoping,
 * ids, 404s, the one read path, pagination, transactions, PATCH semantics, references and the mapping of
 * storage conflicts to API errors (docs/decisions/0038-resource-registry.md).
 */
import type { Resource, ResourceKindName, resources } from '@tunnel-api/server';
import type { Account } from '../accounts/index.js';
import { type ServerContext, timestamp } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { type JsonPiece, jsonText, STREAM_ABOVE } from '../http/json-text.js';
import { LARGE_BODY_BYTES } from '../http/large-bodies.js';
import { newId } from '../ids/index.js';
import {
  type ChildrenPageQuery,
  type ConflictError,
  getResource,
  isConflictError,
  isMissingReferenceError,
  isReferencedError,
  type JsonListPage,
  type JsonObject,
  type Queryable,
  type ResourceRecord,
  type StoredAnswer,
  storesAnswer,
  type Transaction,
  type UniqueValue,
} from '../storage/index.js';
import { PageBytes } from '../storage/page-bytes.js';
import { type Selection, selectedEndOfAnswer, selectionLength } from '../storage/selection.js';
import { holdYoungGeneration } from '../storage/young-generation.js';
import { envelope, type PageQuery, pageOptions } from './pagination.js';
import { type Reference, referencesNotFound } from './references.js';
import { resourceNamed } from './registry.js';
import { documentStore, type ResourceStore } from './resource-store.js';

/**
 * What a create or update writes: the stored body, the resources it references, the values it holds unique.
 * References are the same as a module's (modules/module-kind.ts): each id with the pointer of the field that
 * names it, checked by the kind (`requireReferences`) before it returns them. They are stored so that what
 * they name cannot be deleted meanwhile; one deleted between the check and the write is answered with its
 * own pointer and code. On update, `references` left out keeps the stored ones.
 */
export interface Written<Stored extends JsonObject> {
  readonly body: Stored;
  readonly references?: readonly Reference[];
  readonly uniques?: readonly UniqueValue[];
}

export interface WriteInput<Request, Params> {
  readonly body: Request;
  readonly params: Params;
  readonly account: Account;
  readonly tx: Transaction;
  readonly ctx: ServerContext;
}

export interface ResourceKind<Name extends ResourceKindName, Api, Create, Update, Stored extends JsonObject, Params = Record<string, string>> {
  /**
   * What the spec says of this resource (`resources.<kind>` of the generated server package, from its tag's
   * `x-resource` and its operations): storage kind, id prefix, name in messages, paths, list key, parent,
   * operations (docs/decisions/0038-resource-registry.md).
   */
  readonly resource: (typeof resources)[Name];
  /** The stored body of a new resource, with defaults applied and every rule checked. */
  create(input: WriteInput<Create, Params> & { readonly id: string }): Promise<Written<Stored>> | Written<Stored>;
  /** The stored body after a PATCH: omitted fields unchanged. */
  update(input: WriteInput<Update, Params> & { readonly current: ResourceRecord<Stored> }): Promise<Written<Stored>> | Written<Stored>;
  /**
   * The stored body is exactly the API's JSON after `id`, `uri` and `created_at` (no field left out,
   * renamed or computed), and `toApi` is `headAndBody`: reads send its stored answer after `id` and `uri`
   * (`storedJsonAnswer`), never building it again (docs/decisions/0087-stored-answers.md), once its kind is
   * one of server/storage/stored-answers.ts's ANSWER_STORING_KINDS (named there and in a migration; a test
   * fails while they differ); until then it is answered through `toApi`. A kind with its own `store` stores
   * its answers itself.
   */
  readonly storedBodyIsApi?: true;
  /**
   * With `storedBodyIsApi`: members of the API JSON that a read computes, written after the stored ones (a tunnel
   * group backend's `tunnels`, from the online sessions). Asked once per read (a GET by id, a list page), for the
   * account: the members' text (`,"name":value…`), the same for every resource read, or a label selection that gives
   * each item its own (server/storage/selection.ts), every item of the read from what that one ask saw. Either way a
   * list page is its stored texts with the members in place of each closing brace, written where the page is read.
   * `toApi` (create, update) must write the same members.
   */
  readonly readMembers?: (accountId: string) => ReadMembers | Promise<ReadMembers>;
  /**
   * Its list pages written as text by the kind itself, from what is stored (an HTTPS edge with its routes:
   * server/storage/pages-with-children.ts), instead of from `toApi`'s objects; the same values. For a kind without a
   * parent.
   */
  readonly pageText?: (db: Queryable, accountId: string, query: ChildrenPageQuery) => Promise<JsonListPage>;
  /** The API's JSON of a stored resource. */
  toApi(record: ResourceRecord<Stored>, uri: string, ctx: ServerContext): Api | Promise<Api>;
  /** A check before deletion (e.g. an SSH CA that still has certificates → 409). */
  beforeDelete?(record: ResourceRecord<Stored>, tx: Transaction, ctx: ServerContext): Promise<void>;
  /** Maps a unique-value conflict of this kind to its API error. */
  conflict?(error: ConflictError): ApiError;
  /**
   * The most items on one page of its list, below what `limit` allows: for a kind whose items embed others
   * (an HTTPS edge its routes), so that the largest page stays within 8 MiB (docs/decisions/0061-edge-routes-bound.md).
   * `next_page_uri` keeps the `limit` asked.
   */
  readonly maxPageSize?: number;
  /** Where it is stored: the generic document store (resource-store.ts) unless given. */
  readonly store?: ResourceStore<Stored>;
}

/** What ResourceKind `readMembers` gives a read: the same members' text for every item, or a selection that gives each item its own. */
type ReadMembers = string | Selection;

/** The list key of a resource's facts: the property of its list's body that holds the items. */
type ListKeyOf<Facts> = Facts extends { readonly listKey: infer Key extends string } ? Key : never;

/** A collection path with the parent's id filled in: `/edges/https/{edge_id}/routes` → `/edges/https/edghts_…/routes`. */
export function collectionPathOf(resource: Resource, params: object): string {
  return resource.collectionPath.replace(/\{([^}]+)\}/g, (_, name: string) => String((params as Record<string, unknown>)[name] ?? ''));
}

interface Input<Params, Query, Body> {
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  readonly account: Account;
}

/** The five handlers of a resource kind, typed by the API shapes so the generated Handlers accept them. */
export function crudHandlers<
  Name extends ResourceKindName,
  Api,
  Create,
  Update,
  Stored extends JsonObject,
  Params extends { id?: string } = Record<string, string>,
>(ctx: ServerContext, kind: ResourceKind<Name, Api, Create, Update, Stored, Params>) {
  type ListKey = ListKeyOf<(typeof resources)[Name]>;
  const resource: Resource = kind.resource;
  const idPrefix = resource.idPrefix;
  if (idPrefix === undefined) throw new Error(`resource ${resource.kind}: its id schema has no x-id-prefix (spec), so no id can be made`);
  const listKey = (resource.listKey ?? '') as ListKey;
  const parentFacts = resource.parent;
  const parent =
    parentFacts === undefined
      ? undefined
      : {
          kind: parentFacts.kind,
          name: resourceNamed(parentFacts.kind),
          id: (params: Params) => String((params as Record<string, unknown>)[parentFacts.parameter] ?? ''),
        };
  const collectionPath = (params: Params) => collectionPathOf(resource, params);
  const uriOf = (params: Params, id: string) => `${ctx.publicUrl}${collectionPath(params)}/${id}`;

  const store: ResourceStore<Stored> = kind.store ?? documentStore<Stored>(resource.kind);
  const listing: Listing = {
    listKey,
    parentOf: (params) => (parent === undefined ? undefined : { kind: parent.kind, id: parent.id(params as Params) }),
    parentNotFound: (id) => new ApiError('NOT_FOUND', { kind: parent?.name ?? '', id }),
  };
  // A `storedBodyIsApi` kind is answered as stored only once a migration stores its answers (ANSWER_STORING_KINDS).
  if (kind.pageText !== undefined && parent !== undefined) throw new Error(`resource ${resource.kind}: pageText is for a kind without a parent`);
  const objects = objectAnswers(store, kind.toApi, ctx, listing);
  const answers: Answers<Api> =
    kind.storedBodyIsApi && storesAnswer(resource.kind)
      ? storedJsonAnswers<Api, Stored>(store, listing, kind.readMembers)
      : kind.pageText !== undefined
        ? textPages(objects, listing, kind.pageText)
        : objects;
  const notFound = (id: string) => new ApiError('NOT_FOUND', { kind: resource.name, id });
  const ownParent = (parentId: string | null, params: Params) => parent === undefined || parentId === parent.id(params);

  /** The resource named by the path, or 404 (also for another account's id, or another parent's). */
  async function find(db: Queryable, params: Params, account: Account, forUpdate = false): Promise<ResourceRecord<Stored>> {
    const id = params.id ?? '';
    await findParent(db, params, account);
    const record = await store.get(db, account.id, id, { forUpdate });
    if (record === undefined || !ownParent(record.parentId, params)) throw notFound(id);
    return record;
  }

  async function findParent(db: Queryable, params: Params, account: Account): Promise<void> {
    if (parent === undefined) return;
    const parentId = parent.id(params);
    if ((await getResource(db, parent.kind, account.id, parentId)) === undefined) {
      throw new ApiError('NOT_FOUND', { kind: parent.name, id: parentId });
    }
  }

  return {
    async create({ params, body, account }: Input<Params, unknown, Create>): Promise<{ status: 201; body: Api }> {
      const record = await write(ctx, kind, async (tx, wrote) => {
        await findParent(tx, params, account);
        const id = newId(idPrefix);
        const written = wrote(await kind.create({ body, params, account, tx, ctx, id }));
        const parentId = parent?.id(params);
        try {
          return await store.create(tx, { accountId: account.id, id, body: written.body, parentId, refs: idsOf(written.references), uniques: written.uniques });
        } catch (error) {
          // The parent was deleted after findParent saw it (PostgreSQL runs the two side by side): 404 as
          // for a parent that never existed, not the reference error of a body field.
          if (isMissingReferenceError(error) && parentId !== undefined && error.ids.includes(parentId)) {
            throw new ApiError('NOT_FOUND', { kind: parent!.name, id: parentId });
          }
          throw error;
        }
      });
      return { status: 201, body: await kind.toApi(record, uriOf(params, record.id), ctx) };
    },

    async get({ params, account }: Input<Params, unknown, unknown>): Promise<{ status: 200; body: Api }> {
      const id = params.id ?? '';
      // Awaited only when there is something to wait for: each await is a turn of the microtask queue that every
      // GET by id would pay (docs/decisions/0098-authenticated-request-hot-path.md).
      if (parent !== undefined) await findParent(ctx.db, params, account);
      const found = await answers.one(ctx.db, account.id, id);
      if (found === undefined || !ownParent(found.parentId, params)) throw notFound(id);
      const answer = found.answer(uriOf(params, id));
      return { status: 200, body: answer instanceof Promise ? await answer : answer };
    },

    async list({
      params,
      query,
      account,
    }: Input<Params, PageQuery, unknown>): Promise<{ status: 200; body: Record<ListKey, Api[]> & { uri: string; next_page_uri: string | null } }> {
      const options = pageOptions(query);
      const path = collectionPath(params);
      const body = await answers.list(ctx.db, account.id, params, {
        beforeId: options.beforeId,
        limit: Math.min(options.limit, kind.maxPageSize ?? options.limit),
        uriPrefix: `${ctx.publicUrl}${path}/`,
        links: (lastId, hasMore) => envelope(ctx, path, { lastId, hasMore, limit: options.limit }),
      });
      return { status: 200, body: body as Record<ListKey, Api[]> & Links };
    },

    async update({ params, body, account }: Input<Params, unknown, Update>): Promise<{ status: 200; body: Api }> {
      const record = await write(ctx, kind, async (tx, wrote) => {
        const current = await find(tx, params, account, true);
        const written = wrote(await kind.update({ body, params, account, tx, ctx, current }));
        const updated = await store.update(tx, account.id, current.id, { body: written.body, refs: idsOf(written.references) });
        return updated ?? current;
      });
      return { status: 200, body: await kind.toApi(record, uriOf(params, record.id), ctx) };
    },

    async delete({ params, account }: Input<Params, unknown, unknown>): Promise<{ status: 204 }> {
      await write(ctx, kind, async (tx) => {
        const record = await find(tx, params, account, true);
        await kind.beforeDelete?.(record, tx, ctx);
        await store.delete(tx, account.id, record.id);
      });
      return { status: 204 };
    },
  };
}

/** One resource as a read found it: its answer is made once its URI is known. */
interface Found<Api> {
  readonly id: string;
  readonly parentId: string | null;
  answer(uri: string): Api | Promise<Api>;
}

type Links = { readonly uri: string; readonly next_page_uri: string | null };

/** What a list answers for a kind: its list key, and the parent its path names (checked before anything is listed). */
interface Listing {
  readonly listKey: string;
  parentOf(params: object): { readonly kind: string; readonly id: string } | undefined;
  parentNotFound(id: string): ApiError;
}

/** One page asked of a list: `limit` already capped by the kind's `maxPageSize`; `links` makes its envelope. */
interface PageRequest {
  readonly beforeId: string | undefined;
  readonly limit: number;
  /** An item's `uri` is this followed by its id. */
  readonly uriPrefix: string;
  links(lastId: string | undefined, hasMore: boolean): Links;
}

/**
 * How the one read path (find, check the parent, answer each item, wrap the page) answers: objects from
 * `toApi`, or, for a kind whose stored body is the rest of its API JSON, that JSON text as stored.
 */
interface Answers<Api> {
  one(db: Queryable, accountId: string, id: string): Promise<Found<Api> | undefined>;
  /** The body of a list page; the parent's 404 when the path's parent is not the account's. */
  list(db: Queryable, accountId: string, params: object, page: PageRequest): Promise<unknown>;
}

/** The end of a list page's text after its items: what `JSON.stringify` writes for the envelope's links. */
function listClose(links: Links): string {
  return `],"uri":${JSON.stringify(links.uri)},"next_page_uri":${JSON.stringify(links.next_page_uri)}}`;
}

/** Answers built by `toApi` from the parsed stored body; a list page as each item's `JSON.stringify`. */
function objectAnswers<Api, Stored extends JsonObject>(
  store: ResourceStore<Stored>,
  toApi: (record: ResourceRecord<Stored>, uri: string, ctx: ServerContext) => Api | Promise<Api>,
  ctx: ServerContext,
  listing: Listing,
): Answers<Api> {
  return {
    one: async (db, accountId, id) => {
      const record = await store.get(db, accountId, id);
      return record && { id: record.id, parentId: record.parentId, answer: (uri) => toApi(record, uri, ctx) };
    },
    list: objectPages(store, listing, (record, uri) => toApi(record, uri, ctx)),
  };
}

/** List pages of objects: each item `item(record, uri)` of its stored record, written as `JSON.stringify` would. */
function objectPages<Api, Stored extends JsonObject>(
  store: Pick<ResourceStore<Stored>, 'list'>,
  listing: Listing,
  item: (record: ResourceRecord<Stored>, uri: string) => Api | Promise<Api>,
): Answers<Api>['list'] {
  const listOpen = `{${JSON.stringify(listing.listKey)}:[`;
  return async (db, accountId, params, request) => {
    const parent = listing.parentOf(params);
    if (parent !== undefined && (await getResource(db, parent.kind, accountId, parent.id)) === undefined) throw listing.parentNotFound(parent.id);
    const page = await store.list(db, accountId, { beforeId: request.beforeId, limit: request.limit, parentId: parent?.id });
    const answered = page.items.map((record) => item(record, request.uriPrefix + record.id));
    const items = answered.some((answer) => answer instanceof Promise) ? await Promise.all(answered) : (answered as Api[]);
    return itemPieces(listOpen, items, listClose(request.links(page.items.at(-1)?.id, page.hasMore)));
  };
}

/** Answers read as objects, but list pages the kind writes as text (ResourceKind `pageText`). */
function textPages<Api>(
  objects: Answers<Api>,
  listing: Listing,
  pageText: NonNullable<ResourceKind<never, unknown, unknown, unknown, JsonObject>['pageText']>,
): Answers<Api> {
  const listOpen = `{${JSON.stringify(listing.listKey)}:[`;
  return {
    one: objects.one,
    list: async (db, accountId, _params, request) => {
      const page = await pageText(db, accountId, { beforeId: request.beforeId, limit: request.limit, uriPrefix: request.uriPrefix });
      return jsonText([listOpen, ...page.parts, listClose(request.links(page.lastId, page.hasMore))], page.bytes);
    },
  };
}

/**
 * A list page of objects between its two ends: each item's text apart, not one string of the page, so that a
 * large page is written out piece by piece (server/http/json-text.ts), as the stored JSON answers below are. Past
 * the first STREAM_ABOVE code units of items, each item is written as bytes straight into slabs reused from page to
 * page (server/storage/page-bytes.ts, server/http/json-bytes.ts), given back when the answer is closed: its objects
 * and its text die young. Held as text until sent, the items of four worst-case pages (7.4 MiB each) were promoted
 * to V8's old generation at every round and freed only by a full collection: 74-184 MiB over the idle server
 * (docs/decisions/0086-worst-case-list-memory.md). An ordinary page is all text, made once.
 */
function itemPieces<Api>(open: string, items: readonly unknown[], close: string): Api {
  const parts: JsonPiece[] = [open];
  let kept = 0;
  let bytes: PageBytes | undefined;
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0) parts.push(',');
    // Text until the items written so far pass STREAM_ABOVE (the one that passes it stays text: it is made), bytes after.
    if (kept <= STREAM_ABOVE) {
      const text = JSON.stringify(items[i]);
      kept += text.length;
      parts.push(text);
    } else {
      bytes ??= new PageBytes();
      parts.push(...bytes.appendJson(items[i]));
    }
  }
  parts.push(close);
  return jsonText<Api>(parts, bytes);
}

/**
 * Answers of a `storedBodyIsApi` kind: its stored answer after `id` and `uri`, never parsed and serialised
 * again (server/http/json-text.ts; the read index hands out its text, PostgreSQL the `answer` column). Each
 * answer is a JsonText standing for the API type. A list page is the pieces the store wrote its items in,
 * between the envelope's two ends (server/storage/list-pages.ts, docs/decisions/0068-list-pages-as-text.md,
 * docs/decisions/0087-stored-answers.md). A kind with `readMembers` has them written before each answer's closing
 * brace, the same text or what a selection gives each item, from the one `readMembers` of the read (never asked
 * again per item: one read of what they come from, one snapshot for the whole page).
 */
function storedJsonAnswers<Api, Stored extends JsonObject>(
  store: Pick<ResourceStore<Stored>, 'getAnswer' | 'listPageJson' | 'list'>,
  listing: Listing,
  readMembers: ((accountId: string) => ReadMembers | Promise<ReadMembers>) | undefined,
): Answers<Api> {
  const listOpen = `{${JSON.stringify(listing.listKey)}:[`;

  return {
    one: async (db, accountId, id) => {
      const stored = await store.getAnswer(db, accountId, id);
      if (stored === undefined) return undefined;
      // Awaited only when a promise: members that are the same text always (credentials) cost a GET no turn of the
      // microtask queue (docs/decisions/0098-authenticated-request-hot-path.md).
      const read = readMembers?.(accountId);
      const members = read instanceof Promise ? await read : read;
      const text = typeof members === 'object' ? selectedEndOfAnswer(members, stored.answer).slice(0, -1) : members;
      return { id: stored.id, parentId: stored.parentId, answer: (uri) => jsonText<Api>(storedJsonAnswer(stored, uri, text)) };
    },
    list: async (db, accountId, params, request) => {
      const read = readMembers?.(accountId);
      // A large selection (a tunnel group backend's with many labelled tunnels online: up to 1.9 MB of labels, read
      // from the sessions) lives across the page's read and dies once it is made: V8 would take its surviving the
      // scavenges as a reason to double its young generation, and keep the pages. On PostgreSQL, with 100 tunnels
      // online, four worst-case lists climbed from 33 to 57–68 MiB over idle by the fifth round; held from before the
      // read, 28–40 in every round, and held only once the read was done, up to 46 (bench/RESULTS.md, "Worst-case
      // lists: a selection's list holds the young generation"; young-generation.ts). Members found small (no tunnels
      // online, a few short labels) give the hold back at once, without its linger: an ordinary list must not keep
      // the young generation small for the creates around it.
      const release = read instanceof Promise ? holdYoungGeneration() : undefined;
      try {
        const members = read instanceof Promise ? await read : read;
        if (typeof members !== 'object' || selectionLength(members) < LARGE_BODY_BYTES) release?.({ linger: false });
        const parent = listing.parentOf(params);
        const page = await store.listPageJson(db, accountId, {
          beforeId: request.beforeId,
          limit: request.limit,
          uriPrefix: request.uriPrefix,
          parent,
          itemEnd: typeof members === 'string' ? `${members}}` : undefined,
          selection: typeof members === 'object' ? members : undefined,
        });
        if (!page.parentFound) throw listing.parentNotFound(parent?.id ?? '');
        return jsonText([listOpen, ...page.parts, listClose(request.links(page.lastId, page.hasMore))], page.bytes);
      } finally {
        release?.(); // nothing when given back already
      }
    },
  };
}

/**
 * Runs a write in one transaction and maps storage conflicts to the API's errors. `fn` hands what the kind
 * wrote to `wrote`, so that a reference deleted before the write committed is answered with its pointer.
 */
async function write<T>(
  ctx: ServerContext,
  kind: { conflict?: (error: ConflictError) => ApiError },
  fn: (tx: Transaction, wrote: <W extends Written<JsonObject>>(written: W) => W) => Promise<T>,
): Promise<T> {
  let references: readonly Reference[] = [];
  try {
    return await ctx.db.transaction((tx) =>
      fn(tx, (written) => {
        references = written.references ?? [];
        return written;
      }),
    );
  } catch (error) {
    if (isReferencedError(error)) {
      throw new ApiError(
        'RESOURCE_IN_USE',
        { id: error.resourceId, referrers: error.referrers.map((r) => r.id).join(', ') },
        { referrers: error.referrers.map((r) => r.id) },
      );
    }
    if (isConflictError(error) && kind.conflict) throw kind.conflict(error);
    if (isMissingReferenceError(error)) {
      // The kind checked its references; one was deleted before the write locked it.
      const vanished = references.filter((r) => error.ids.includes(r.id));
      if (vanished.length > 0) throw referencesNotFound(vanished);
    }
    throw error;
  }
}

/** The ids of references, for storage; undefined (keep the stored ones) when there are none to set. */
function idsOf(references: readonly Reference[] | undefined): readonly string[] | undefined {
  return references === undefined ? undefined : [...new Set(references.map((r) => r.id))];
}

/** PATCH: the field's new value when the request carries it, else the current one. */
export function patched<T>(next: T | undefined, current: T): T {
  return next === undefined ? current : next;
}

/**
 * The fields every resource's JSON starts with, in this order: `id`, `uri`, `created_at`, then
 * `description` and `metadata` when set.
 */
export function resourceHead(record: ResourceRecord<{ description?: string | undefined; metadata?: string | undefined }>, uri: string) {
  // Built property by property, and extended with Object.assign by each toApi: object spreads were the
  // largest cost of a list of 100 (about 3.5 µs per item against 0.5 µs; bench/RESULTS.md goals table).
  const head: { id: string; uri: string; created_at: string; description?: string; metadata?: string } = {
    id: record.id,
    uri,
    created_at: timestamp(record.createdAt),
  };
  if (record.body.description !== undefined) head.description = record.body.description;
  if (record.body.metadata !== undefined) head.metadata = record.body.metadata;
  return head;
}

/** `toApi` of a kind whose stored body is the rest of its API JSON (`storedBodyIsApi`): the head, then the stored fields. */
export function headAndBody<Api>(record: ResourceRecord<JsonObject>, uri: string): Api {
  return Object.assign({ id: record.id, uri, created_at: timestamp(record.createdAt) }, record.body) as Api;
}

/**
 * The API JSON of a `storedBodyIsApi` resource, as text: `id` and `uri`, then its stored answer as it is
 * (server/storage/stored-answers.ts; an id with a stored answer needs no escaping), with `members` (`,"name":value…`,
 * ResourceKind `readMembers`) before its closing brace when given.
 */
export function storedJsonAnswer(stored: StoredAnswer, uri: string, members?: string): string {
  const answer = members === undefined ? stored.answer : `${stored.answer.slice(0, -1)}${members}}`;
  return `{"id":"${stored.id}","uri":${JSON.stringify(uri)},${answer}`;
}

/** Copies `description` and `metadata` into a stored body only when set (unset strings are omitted). */
export function describedBy(source: { description?: string | undefined; metadata?: string | undefined }): { description?: string; metadata?: string } {
  return {
    ...(source.description !== undefined ? { description: source.description } : {}),
    ...(source.metadata !== undefined ? { metadata: source.metadata } : {}),
  };
}

/** PATCH of `description` and `metadata`: each replaced when sent, kept otherwise, omitted when unset. */
export function describedPatch(
  body: { description?: string | undefined; metadata?: string | undefined },
  current: { description?: string | undefined; metadata?: string | undefined },
): { description?: string; metadata?: string } {
  return describedBy({ description: patched(body.description, current.description), metadata: patched(body.metadata, current.metadata) });
}
