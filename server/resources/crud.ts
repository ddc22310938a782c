/**
 * Create, get, list, update and delete for one kind of resource, on the generic document store. A
 * resource kind is described by a `ResourceKind` (how a request becomes the stored body, how the stored
 * body becomes the API's JSON); this file holds everything they share: account scoping, ids, 404s,
 * pagination, transactions, PATCH semantics and the mapping of storage conflicts to API errors.
 */
import type { Resource, ResourceKindName, resources } from '@tunnel-api/server';
import type { Account } from '../accounts/index.js';
import { timestamp, timestampOfMillis, type ServerContext } from '../context.js';
import { jsonText } from '../http/json-text.js';
import { ApiError } from '../errors/api-error.js';
import { newId } from '../ids/index.js';
import {
  ConflictError,
  createResource,
  deleteResource,
  getResource,
  getResourceJson,
  listResources,
  listResourcesJson,
  MissingReferenceError,
  ReferencedError,
  updateResource,
  type JsonObject,
  type Queryable,
  type ResourceRecord,
  type StoredJson,
  type Transaction,
  type UniqueValue,
} from '../storage/index.js';
import { envelope, pageOptions, type PageQuery } from './pagination.js';
import { referencesNotFound } from './references.js';
import { resourceNamed } from './registry.js';

/** What a create or update writes: the stored body, the ids it references, the values it holds unique. */
export interface Written<Stored extends JsonObject> {
  readonly body: Stored;
  readonly refs?: readonly string[];
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
   * renamed or computed), and `toApi` is `headAndBody`: reads then answer with the stored JSON text as it
   * is, joined to the head (`storedJsonAnswer`), without parsing and serialising it again.
   */
  readonly storedBodyIsApi?: true;
  /** The API's JSON of a stored resource. */
  toApi(record: ResourceRecord<Stored>, uri: string, ctx: ServerContext): Api | Promise<Api>;
  /** A check before deletion (e.g. an SSH CA that still has certificates → 409). */
  beforeDelete?(record: ResourceRecord<Stored>, tx: Transaction, ctx: ServerContext): Promise<void>;
  /** Maps a unique-value conflict of this kind to its API error. */
  conflict?(error: ConflictError): ApiError;
  /** The ids a create/update refers to, with pointers, are checked by the kind itself (see references.ts). */
}

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
export function crudHandlers<Name extends ResourceKindName, Api, Create, Update, Stored extends JsonObject, Params extends { id?: string } = Record<string, string>>(
  ctx: ServerContext,
  kind: ResourceKind<Name, Api, Create, Update, Stored, Params>,
) {
  type ListKey = ListKeyOf<(typeof resources)[Name]>;
  const resource: Resource = kind.resource;
  const idPrefix = resource.idPrefix;
  if (idPrefix === undefined) throw new Error(`resource ${resource.kind}: its id schema has no x-id-prefix (spec), so no id can be made`);
  const listKey = (resource.listKey ?? '') as ListKey;
  const parent = resource.parent === undefined ? undefined : { kind: resource.parent.kind, name: resourceNamed(resource.parent.kind), id: (params: Params) => String((params as Record<string, unknown>)[resource.parent!.parameter] ?? '') };
  const collectionPath = (params: Params) => collectionPathOf(resource, params);
  const uriOf = (params: Params, id: string) => `${ctx.publicUrl}${collectionPath(params)}/${id}`;

  /** The resource named by the path, or 404 (also for another account's id, or another parent's). */
  async function find(db: Queryable, params: Params, account: Account, forUpdate = false): Promise<ResourceRecord<Stored>> {
    const id = params.id ?? '';
    await findParent(db, params, account);
    const record = await getResource<Stored>(db, resource.kind, account.id, id, { forUpdate });
    if (record === undefined || (parent !== undefined && record.parentId !== parent.id(params))) {
      throw new ApiError('NOT_FOUND', { kind: resource.name, id });
    }
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
      const record = await write(ctx, kind, async (tx) => {
        await findParent(tx, params, account);
        const id = newId(idPrefix);
        const written = await kind.create({ body, params, account, tx, ctx, id });
        const parentId = parent?.id(params);
        try {
          return await createResource(tx, {
            kind: resource.kind, accountId: account.id, id, body: written.body,
            parentId, refs: written.refs, uniques: written.uniques,
          });
        } catch (error) {
          // The parent was deleted after findParent saw it (PostgreSQL runs the two side by side): 404 as
          // for a parent that never existed, not the reference error of a body field.
          if (error instanceof MissingReferenceError && parentId !== undefined && error.ids.includes(parentId)) {
            throw new ApiError('NOT_FOUND', { kind: parent!.name, id: parentId });
          }
          throw error;
        }
      });
      return { status: 201, body: await kind.toApi(record, uriOf(params, record.id), ctx) };
    },

    async get({ params, account }: Input<Params, unknown, unknown>): Promise<{ status: 200; body: Api }> {
      if (kind.storedBodyIsApi) {
        const id = params.id ?? '';
        await findParent(ctx.db, params, account);
        const stored = await getResourceJson(ctx.db, resource.kind, account.id, id);
        if (stored === undefined || (parent !== undefined && stored.parentId !== parent.id(params))) {
          throw new ApiError('NOT_FOUND', { kind: resource.name, id });
        }
        return { status: 200, body: jsonText<Api>(storedJsonAnswer(stored, uriOf(params, id))) };
      }
      const record = await find(ctx.db, params, account);
      return { status: 200, body: await kind.toApi(record, uriOf(params, record.id), ctx) };
    },

    async list({ params, query, account }: Input<Params, PageQuery, unknown>): Promise<{ status: 200; body: Record<ListKey, Api[]> & { uri: string; next_page_uri: string | null } }> {
      await findParent(ctx.db, params, account);
      const options = pageOptions(query);
      if (kind.storedBodyIsApi) {
        const page = await listResourcesJson(ctx.db, resource.kind, account.id, { ...options, parentId: parent?.id(params) });
        const links = envelope(ctx, collectionPath(params), { lastId: page.items.at(-1)?.id, hasMore: page.hasMore, limit: options.limit });
        let text = `{${JSON.stringify(listKey)}:[`;
        for (let i = 0; i < page.items.length; i += 1) {
          const stored = page.items[i]!;
          text += (i === 0 ? '' : ',') + storedJsonAnswer(stored, uriOf(params, stored.id));
        }
        text += `],"uri":${JSON.stringify(links.uri)},"next_page_uri":${JSON.stringify(links.next_page_uri)}}`;
        return { status: 200, body: jsonText<Record<ListKey, Api[]> & typeof links>(text) };
      }
      const page = await listResources<Stored>(ctx.db, resource.kind, account.id, { ...options, parentId: parent?.id(params) });
      const items = await Promise.all(page.items.map((record) => kind.toApi(record, uriOf(params, record.id), ctx)));
      const links = envelope(ctx, collectionPath(params), { lastId: page.items.at(-1)?.id, hasMore: page.hasMore, limit: options.limit });
      return { status: 200, body: { [listKey]: items, ...links } as Record<ListKey, Api[]> & typeof links };
    },

    async update({ params, body, account }: Input<Params, unknown, Update>): Promise<{ status: 200; body: Api }> {
      const record = await write(ctx, kind, async (tx) => {
        const current = await find(tx, params, account, true);
        const written = await kind.update({ body, params, account, tx, ctx, current });
        const updated = await updateResource(tx, resource.kind, account.id, current.id, { body: written.body, refs: written.refs });
        return updated ?? current;
      });
      return { status: 200, body: await kind.toApi(record, uriOf(params, record.id), ctx) };
    },

    async delete({ params, account }: Input<Params, unknown, unknown>): Promise<{ status: 204 }> {
      await write(ctx, kind, async (tx) => {
        const record = await find(tx, params, account, true);
        await kind.beforeDelete?.(record, tx, ctx);
        await deleteResource(tx, resource.kind, account.id, record.id);
      });
      return { status: 204 };
    },
  };
}

/** Runs a write in one transaction and maps storage conflicts to the API's errors. */
async function write<T>(ctx: ServerContext, kind: { conflict?: (error: ConflictError) => ApiError }, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    if (error instanceof ReferencedError) {
      throw new ApiError('RESOURCE_IN_USE', { id: error.resourceId, referrers: error.referrers.map((r) => r.id).join(', ') }, { referrers: error.referrers.map((r) => r.id) });
    }
    if (error instanceof ConflictError && kind.conflict) throw kind.conflict(error);
    if (error instanceof MissingReferenceError) {
      // The kind checks references with pointers first; this is the race where one vanished meanwhile.
      throw referencesNotFound(error.ids.map((id) => ({ id, pointer: '' })));
    }
    throw error;
  }
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
  const head: { id: string; uri: string; created_at: string; description?: string; metadata?: string } = { id: record.id, uri, created_at: timestamp(record.createdAt) };
  if (record.body.description !== undefined) head.description = record.body.description;
  if (record.body.metadata !== undefined) head.metadata = record.body.metadata;
  return head;
}

/** `toApi` of a kind whose stored body is the rest of its API JSON (`storedBodyIsApi`): the head, then the stored fields. */
export function headAndBody<Api>(record: ResourceRecord<JsonObject>, uri: string): Api {
  return Object.assign({ id: record.id, uri, created_at: timestamp(record.createdAt) }, record.body) as Api;
}

/**
 * The API JSON of a `storedBodyIsApi` resource, as text: what `JSON.stringify(headAndBody(…))` gives for
 * it, with the stored body's text taken as it is.
 */
export function storedJsonAnswer(stored: StoredJson, uri: string): string {
  const head = `{"id":${JSON.stringify(stored.id)},"uri":${JSON.stringify(uri)},"created_at":"${timestampOfMillis(stored.createdAt)}"`;
  // The body is an object's text, `{…}`: its members follow the head's.
  const members = stored.body.slice(1).trimStart();
  return members === '}' ? `${head}}` : `${head},${members}`;
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
