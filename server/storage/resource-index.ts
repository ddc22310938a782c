import type { JsonObject, ListOptions, ResourcePage, ResourceRecord, StoredJson } from './resources.js';

/*
 * The embedded database's read index: every resource of an (account, kind) that has been read, held in
 * memory in id order, so that GET by id and list pages are answered without a query (a PGlite query is
 * six protocol messages through WebAssembly: most of a read's cost). It is coherent because the process
 * holding the embedded database is its only writer (DATA_DIR/pglite.lock), every write of a resource
 * goes through server/storage/resources.ts, and those writes reach the index only after their
 * transaction committed, in commit order (PGliteDatabase runs transactions one at a time). Reads inside
 * a transaction (locking reads, checks) still go to the database. PostgreSQL has no such index: several
 * instances may write to it.
 *
 * Compact on purpose (bench/RESULTS.md "Memory"): a slice is two parallel arrays sorted by id, found by
 * binary search; a body is kept as its JSON text (parsed again on each read of a record, which also
 * hands every caller its own copy; readers that answer with JSON take the text as it is: getJson,
 * listJson), times as epoch milliseconds.
 */

/** A resource as the index holds it (handed out as it is to readers of JSON text: it is never changed). */
interface Entry extends StoredJson {
  readonly id: string;
  readonly parentId: string | null;
  readonly body: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A change committed to the database, as the index applies it. */
export type IndexChange =
  | { readonly type: 'put'; readonly record: ResourceRecord }
  | { readonly type: 'delete'; readonly accountId: string; readonly removed: readonly { readonly id: string; readonly kind: string }[] };

/** The rows of one (account, kind), oldest first, read `pageSize` at a time. */
export type SliceLoader = (accountId: string, kind: string, afterId: string | undefined, pageSize: number) => Promise<ResourceRecord[]>;

const LOAD_PAGE_SIZE = 2000;

class Slice {
  /** Ascending; ids sort in creation order (COLLATE "C"). */
  readonly ids: string[] = [];
  readonly entries: Entry[] = [];
  /** Changes committed while the slice was loading, applied in order once it has loaded. */
  pending: IndexChange[] | undefined = [];

  /** Position of `id`, or -(insertion point) - 1. */
  find(id: string): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.ids[middle]!;
      if (at < id) low = middle + 1;
      else if (at > id) high = middle - 1;
      else return middle;
    }
    return -low - 1;
  }

  put(record: ResourceRecord): void {
    const entry: Entry = {
      id: record.id,
      parentId: record.parentId,
      body: JSON.stringify(record.body),
      createdAt: record.createdAt.getTime(),
      updatedAt: record.updatedAt.getTime(),
    };
    const ids = this.ids;
    // New ids are usually the newest: append without searching.
    if (ids.length === 0 || ids[ids.length - 1]! < record.id) {
      ids.push(record.id);
      this.entries.push(entry);
      return;
    }
    const at = this.find(record.id);
    if (at >= 0) {
      this.entries[at] = entry;
    } else {
      ids.splice(-at - 1, 0, record.id);
      this.entries.splice(-at - 1, 0, entry);
    }
  }

  remove(id: string): void {
    const at = this.find(id);
    if (at < 0) return;
    this.ids.splice(at, 1);
    this.entries.splice(at, 1);
  }
}

export class ResourceIndex {
  readonly #slices = new Map<string, Slice>();
  readonly #loading = new Map<string, Promise<Slice>>();

  constructor(private readonly load: SliceLoader) {}

  async get<B extends JsonObject>(kind: string, accountId: string, id: string): Promise<ResourceRecord<B> | undefined> {
    const entry = await this.getJson(kind, accountId, id);
    return entry === undefined ? undefined : toRecord<B>(accountId, kind, entry);
  }

  /** The resource with its body as the JSON text held: no parsing, nothing copied. */
  async getJson(kind: string, accountId: string, id: string): Promise<Entry | undefined> {
    const slice = await this.#slice(accountId, kind);
    const at = slice.find(id);
    return at < 0 ? undefined : slice.entries[at];
  }

  async list<B extends JsonObject>(kind: string, accountId: string, options: ListOptions): Promise<ResourcePage<B>> {
    const page = await this.listJson(kind, accountId, options);
    return { items: page.items.map((entry) => toRecord<B>(accountId, kind, entry)), hasMore: page.hasMore };
  }

  /** A page (newest first) with the bodies as the JSON text held. */
  async listJson(kind: string, accountId: string, options: ListOptions): Promise<{ items: Entry[]; hasMore: boolean }> {
    const slice = await this.#slice(accountId, kind);
    const { ids, entries } = slice;
    // Newest first: walk down from just below `beforeId` (or from the newest).
    let at = ids.length - 1;
    if (options.beforeId !== undefined) {
      const found = slice.find(options.beforeId);
      at = found >= 0 ? found - 1 : -found - 2;
    }
    const items: Entry[] = [];
    for (; at >= 0; at -= 1) {
      const entry = entries[at]!;
      if (options.parentId !== undefined && entry.parentId !== options.parentId) continue;
      if (items.length === options.limit) return { items, hasMore: true };
      items.push(entry);
    }
    return { items, hasMore: false };
  }

  /** Applies a committed change (called in commit order). */
  apply(change: IndexChange): void {
    if (change.type === 'put') {
      this.#applyTo(change.record.accountId, change.record.kind, change);
      return;
    }
    for (const kind of new Set(change.removed.map((removed) => removed.kind))) this.#applyTo(change.accountId, kind, change);
  }

  #applyTo(accountId: string, kind: string, change: IndexChange): void {
    const slice = this.#slices.get(key(accountId, kind));
    // A slice never read needs nothing: its first read loads what the database then holds.
    if (slice === undefined) return;
    if (slice.pending !== undefined) {
      slice.pending.push(change);
      return;
    }
    applyChange(slice, kind, change);
  }

  #slice(accountId: string, kind: string): Promise<Slice> | Slice {
    const sliceKey = key(accountId, kind);
    const slice = this.#slices.get(sliceKey);
    if (slice !== undefined && slice.pending === undefined) return slice;
    let loading = this.#loading.get(sliceKey);
    if (loading === undefined) {
      loading = this.#fill(sliceKey, accountId, kind);
      this.#loading.set(sliceKey, loading);
      const forget = () => this.#loading.delete(sliceKey);
      loading.then(forget, forget);
    }
    return loading;
  }

  async #fill(sliceKey: string, accountId: string, kind: string): Promise<Slice> {
    // Registered before the first page is read: every change committed from now on is kept as pending.
    // Replaying them over the pages read (some may already be in them) gives the committed state, since
    // each change sets a resource's whole state and they arrive in commit order.
    const slice = new Slice();
    this.#slices.set(sliceKey, slice);
    try {
      let after: string | undefined;
      for (;;) {
        const rows = await this.load(accountId, kind, after, LOAD_PAGE_SIZE);
        for (const row of rows) slice.put(row);
        if (rows.length < LOAD_PAGE_SIZE) break;
        after = rows[rows.length - 1]!.id;
      }
    } catch (error) {
      this.#slices.delete(sliceKey);
      throw error;
    }
    const pending = slice.pending ?? [];
    slice.pending = undefined;
    for (const change of pending) applyChange(slice, kind, change);
    return slice;
  }
}

function applyChange(slice: Slice, kind: string, change: IndexChange): void {
  if (change.type === 'put') {
    slice.put(change.record);
    return;
  }
  for (const removed of change.removed) if (removed.kind === kind) slice.remove(removed.id);
}

function key(accountId: string, kind: string): string {
  return `${accountId}\u0000${kind}`;
}

function toRecord<B extends JsonObject>(accountId: string, kind: string, entry: Entry): ResourceRecord<B> {
  return {
    id: entry.id,
    accountId,
    kind,
    parentId: entry.parentId,
    body: JSON.parse(entry.body) as B,
    createdAt: new Date(entry.createdAt),
    updatedAt: new Date(entry.updatedAt),
  };
}
