import { omitMember } from './omit-member.js';
import type { JsonObject, ListOptions, ResourcePage, ResourceRecord, StoredAnswer } from './resources.js';
import { bodyOfStoredAnswer, isStoredAnswer } from './stored-answers.js';
import { holdYoungGeneration } from './young-generation.js';

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
 * Compact on purpose, since it holds every resource that was read: 234 bytes of V8 heap per resource,
 * against 398 as an object per resource (bench/RESULTS.md "Server: what each change gained"). A slice
 * is five parallel arrays sorted by id, found by binary search, with no object per resource: the ids,
 * the parent ids, the texts in one piece each — a resource's stored answer when its kind keeps one
 * (stored-answers.ts: the body is its text after `created_at`), else its body as JSON text — (parsed again on
 * each read of a record, which also hands every caller its own copy; readers that answer with JSON take the
 * stored answer as it is: getAnswer, listAnswers), and the two times as epoch milliseconds in arrays of
 * numbers only, which V8 stores unboxed (8 bytes each, against a 16-byte heap number per time held in an
 * object). A load reads the texts as text rather than as parsed objects written out again.
 */

/** A resource as a slice loads it: `text` is its stored answer, or jsonb's text of its body (`body::text`). */
export interface LoadedRow {
  readonly id: string;
  readonly parentId: string | null;
  readonly text: string;
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A resource as the index holds it: its body's text (compact JSON) and its creation time in epoch milliseconds. */
export interface HeldBody {
  readonly id: string;
  readonly parentId: string | null;
  readonly createdAt: number;
  readonly body: string;
}

/** A change committed to the database, as the index applies it. */
export type IndexChange =
  | { readonly type: 'put'; readonly record: ResourceRecord /** Its stored answer, when its kind keeps one. */; readonly answer?: string | undefined }
  | { readonly type: 'delete'; readonly accountId: string; readonly removed: readonly { readonly id: string; readonly kind: string }[] };

/** The rows of one (account, kind), oldest first, read `pageSize` at a time. */
export type SliceLoader = (accountId: string, kind: string, afterId: string | undefined, pageSize: number) => Promise<LoadedRow[]>;

/*
 * A load reads a slice in pages small enough that what a page makes and drops (PGlite's messages and rows,
 * the text before it is compacted) is gone before V8's next scavenge or two: what is still alive then is
 * promoted to the old generation and stays there, committed, until a full collection. Pages of 2,000
 * rows of 100-byte bodies left about 12 MB more there than pages of 250 (bench/RESULTS.md "Memory"). So
 * at most 250 rows, and fewer for larger bodies: about 32 KiB of body text per page after the first. The
 * first page is the fewest rows, since the size of the bodies is not known before it: 250 of the largest
 * (77 kB each) made 19 MB at once, whose malloc'd bytes the process kept (bench/RESULTS.md, "Worst-case
 * lists: slabs given back").
 */
const LOAD_PAGE_ROWS = 250;
const LOAD_PAGE_MIN_ROWS = 16;
const LOAD_PAGE_TEXT = 32 * 1024;

class Slice {
  /** Ascending; ids sort in creation order (COLLATE "C"). */
  readonly ids: string[] = [];
  readonly parentIds: (string | null)[] = [];
  /** Stored answers or bodies, compact JSON text (no whitespace between tokens), each one sequential string. */
  readonly texts: string[] = [];
  readonly createdAt: number[] = [];
  readonly updatedAt: number[] = [];
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

  put(id: string, parentId: string | null, text: string, createdAt: number, updatedAt: number): void {
    const ids = this.ids;
    // New ids are usually the newest: append without searching.
    if (ids.length === 0 || ids[ids.length - 1]! < id) {
      ids.push(id);
      this.parentIds.push(parentId);
      this.texts.push(text);
      this.createdAt.push(createdAt);
      this.updatedAt.push(updatedAt);
      return;
    }
    const found = this.find(id);
    if (found >= 0) {
      this.parentIds[found] = parentId;
      this.texts[found] = text;
      this.createdAt[found] = createdAt;
      this.updatedAt[found] = updatedAt;
      return;
    }
    const at = -found - 1;
    ids.splice(at, 0, id);
    this.parentIds.splice(at, 0, parentId);
    this.texts.splice(at, 0, text);
    this.createdAt.splice(at, 0, createdAt);
    this.updatedAt.splice(at, 0, updatedAt);
  }

  remove(id: string): void {
    const at = this.find(id);
    if (at < 0) return;
    this.ids.splice(at, 1);
    this.parentIds.splice(at, 1);
    this.texts.splice(at, 1);
    this.createdAt.splice(at, 1);
    this.updatedAt.splice(at, 1);
  }

  /** The resource at `at` with its stored answer: a new small object, the strings are shared. */
  answer(at: number): StoredAnswer {
    const text = this.texts[at]!;
    if (!isStoredAnswer(text)) throw new Error(`resource ${this.ids[at]} has no stored answer`);
    return { id: this.ids[at]!, parentId: this.parentIds[at]!, answer: text };
  }

  /** The resource at `at` with its body's text: a new small object, the strings are shared. */
  body(at: number): HeldBody {
    return { id: this.ids[at]!, parentId: this.parentIds[at]!, createdAt: this.createdAt[at]!, body: bodyText(this.texts[at]!) };
  }

  /** The resource at `at`, its body parsed (without its member `omit`, when given). */
  record<B extends JsonObject>(accountId: string, kind: string, at: number, omit?: string): ResourceRecord<B> {
    const text = bodyText(this.texts[at]!);
    return {
      id: this.ids[at]!,
      accountId,
      kind,
      parentId: this.parentIds[at]!,
      body: JSON.parse(omit === undefined ? text : omitMember(text, omit)) as B,
      createdAt: new Date(this.createdAt[at]!),
      updatedAt: new Date(this.updatedAt[at]!),
    };
  }

  /** Positions of a list page (newest first), see ResourceIndex.list. */
  page(options: ListOptions): { positions: number[]; hasMore: boolean } {
    const { ids, parentIds } = this;
    // Newest first: walk down from just below `beforeId` (or from the newest).
    let at = ids.length - 1;
    if (options.beforeId !== undefined) {
      const found = this.find(options.beforeId);
      at = found >= 0 ? found - 1 : -found - 2;
    }
    const positions: number[] = [];
    for (; at >= 0; at -= 1) {
      if (options.parentId !== undefined && parentIds[at] !== options.parentId) continue;
      if (positions.length === options.limit) return { positions, hasMore: true };
      positions.push(at);
    }
    return { positions, hasMore: false };
  }
}

export class ResourceIndex {
  readonly #slices = new Map<string, Slice>();
  readonly #loading = new Map<string, Promise<Slice>>();

  constructor(private readonly load: SliceLoader) {}

  async get<B extends JsonObject>(kind: string, accountId: string, id: string): Promise<ResourceRecord<B> | undefined> {
    const slice = await this.#slice(accountId, kind);
    const at = slice.find(id);
    return at < 0 ? undefined : slice.record<B>(accountId, kind, at);
  }

  /** Whether the account has a resource of that kind with that id. */
  async has(kind: string, accountId: string, id: string): Promise<boolean> {
    return (await this.#slice(accountId, kind)).find(id) >= 0;
  }

  /** The resource with its stored answer as held: no parsing, nothing copied. */
  async getAnswer(kind: string, accountId: string, id: string): Promise<StoredAnswer | undefined> {
    const slice = await this.#slice(accountId, kind);
    const at = slice.find(id);
    return at < 0 ? undefined : slice.answer(at);
  }

  /** A page (newest first), each body without its member `omit` when given (omit-member.ts). */
  async list<B extends JsonObject>(kind: string, accountId: string, options: ListOptions, omit?: string): Promise<ResourcePage<B>> {
    const slice = await this.#slice(accountId, kind);
    const { positions, hasMore } = slice.page(options);
    return { items: positions.map((at) => slice.record<B>(accountId, kind, at, omit)), hasMore };
  }

  /** A page (newest first) of a kind without stored answers, each with its body's text as held (compact JSON). */
  async listBodies(kind: string, accountId: string, options: ListOptions): Promise<{ items: HeldBody[]; hasMore: boolean }> {
    const slice = await this.#slice(accountId, kind);
    const { positions, hasMore } = slice.page(options);
    return { items: positions.map((at) => slice.body(at)), hasMore };
  }

  /** A page (newest first) with the stored answers as held. */
  async listAnswers(kind: string, accountId: string, options: ListOptions): Promise<{ items: StoredAnswer[]; hasMore: boolean }> {
    const slice = await this.#slice(accountId, kind);
    const { positions, hasMore } = slice.page(options);
    return { items: positions.map((at) => slice.answer(at)), hasMore };
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
    // What a load keeps, it keeps for good: no reason for V8 to grow its young generation meanwhile.
    const release = holdYoungGeneration();
    try {
      let after: string | undefined;
      let pageSize = LOAD_PAGE_MIN_ROWS;
      for (;;) {
        const rows = await this.load(accountId, kind, after, pageSize);
        let text = 0;
        for (const row of rows) {
          const compact = compactJsonb(row.text);
          text += compact.length;
          slice.put(row.id, row.parentId, compact, row.createdAt, row.updatedAt);
        }
        if (rows.length < pageSize) break;
        after = rows[rows.length - 1]!.id;
        pageSize = Math.max(LOAD_PAGE_MIN_ROWS, Math.min(LOAD_PAGE_ROWS, Math.floor((LOAD_PAGE_TEXT * rows.length) / Math.max(text, 1))));
      }
    } catch (error) {
      this.#slices.delete(sliceKey);
      throw error;
    } finally {
      release();
    }
    const pending = slice.pending ?? [];
    slice.pending = undefined;
    for (const change of pending) applyChange(slice, kind, change);
    return slice;
  }
}

function applyChange(slice: Slice, kind: string, change: IndexChange): void {
  if (change.type === 'put') {
    const { record, answer } = change;
    const text = answer === undefined ? jsonText(record.body) : flat(answer);
    slice.put(record.id, record.parentId, text, record.createdAt.getTime(), record.updatedAt.getTime());
    return;
  }
  for (const removed of change.removed) if (removed.kind === kind) slice.remove(removed.id);
}

function key(accountId: string, kind: string): string {
  return `${accountId}\u0000${kind}`;
}

/** The body's JSON text of what a slice holds for a resource. */
function bodyText(text: string): string {
  return isStoredAnswer(text) ? bodyOfStoredAnswer(text) : text;
}

/** `text` as one sequential string (see jsonText). */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * `JSON.stringify(body)` as one sequential string. V8 returns a longer `JSON.stringify` result as a
 * chain of the pieces it wrote it in (a cons string: the pieces and a node per link), which held the
 * index's bodies at about twice their length; decoding the text's UTF-8 makes one flat copy. Lossless:
 * `JSON.stringify` writes a lone surrogate as an escape, so its text is always valid UTF-16.
 */
export function jsonText(body: JsonObject): string {
  return Buffer.from(JSON.stringify(body), 'utf8').toString('utf8');
}

/**
 * jsonb's text of a value (`body::text`: a space after each `,` and `:` between tokens) without that
 * whitespace: the text `JSON.stringify` writes for what a write put in the index (jsonText), but for the
 * form of numbers, which jsonb keeps as they were stored (`1.50` stays `1.50`). Joining the pieces makes
 * one sequential string.
 */
export function compactJsonb(text: string): string {
  const pieces: string[] = [];
  let from = 0;
  const length = text.length;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      // To the closing quote; a backslash escapes the character after it.
      for (i += 1; i < length; i += 1) {
        const inString = text.charCodeAt(i);
        if (inString === 0x5c /* \ */) i += 1;
        else if (inString === 0x22) break;
      }
    } else if (code === 0x20 /* space */) {
      pieces.push(text.slice(from, i));
      from = i + 1;
    }
  }
  if (from === 0) return text;
  pieces.push(text.slice(from));
  return pieces.join('');
}
