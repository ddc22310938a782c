/**
 * The bytes of a large list page read from PostgreSQL (list-pages.ts), or answered from objects on either database
 * (server/resources/crud.ts), written into 1 MiB slabs that are reused from one page to the next, instead of a
 * Buffer per row or a text per item.
 *
 * A Buffer per row lived until the page was sent, long enough for V8 to move its wrapper to the old
 * generation, so its memory came back only at the next full collection, which V8 starts when about 64 MiB
 * more is held outside its heap: four concurrent worst-case lists held up to 53 MiB of such rows, sent and
 * dead, and malloc kept the holes (bench/RESULTS.md, "Worst-case lists: slabs given back"). Slabs go back
 * to the pool when every answer that sent the page is closed, which no collection decides, and the next
 * large page takes them again (docs/decisions/0086-worst-case-list-memory.md). A slab the pool does not keep,
 * or one of a page never given back (an answer that failed before it was sent), is left to the collector, as
 * the rows were.
 */
import { writeJson } from '../http/json-bytes.js';
import type { PiecesLease } from '../http/json-text.js';

const SLAB = 1024 * 1024;
/**
 * Free slabs the pool keeps: four worst-case pages (docs/decisions/0051-request-bounds.md: at most 8 MiB each), the
 * four concurrent lists the memory goal is stated for. The four arrive over two or three turns of the event loop,
 * so as many pages are read and held at once; with one page's worth kept, the others' slabs were left to the
 * collector each time and the process grew round after round.
 */
const KEEP = 32;
const free: Buffer[] = [];

/** What the pool holds now (tests). */
export function freeSlabs(): number {
  return free.length;
}

export class PageBytes implements PiecesLease {
  readonly #slabs: Buffer[] = [];
  #used = SLAB;
  /** Answers that will send the page; the slabs go back when each of them has released it. */
  #owners = 1;
  #returned = false;

  /** `text`'s UTF-8 bytes, copied into the page's slabs: a view that stays valid until the page is released. */
  append(text: string): Buffer {
    const length = Buffer.byteLength(text, 'utf8');
    // A row larger than a slab (none is, at ROW_BYTES and the largest item) gets a Buffer of its own.
    if (length > SLAB) return Buffer.from(text, 'utf8');
    const slab = this.#room(length);
    slab.write(text, this.#used, length, 'utf8');
    const view = slab.subarray(this.#used, this.#used + length);
    this.#used += length;
    return view;
  }

  /**
   * `JSON.stringify(value)`'s UTF-8 bytes written into the page's slabs (server/http/json-bytes.ts: no text is made),
   * across as many as it fills: a page answered from objects (server/resources/crud.ts), whose objects then die young.
   * A character never straddles two slabs: a slab's last few bytes may be left unused.
   */
  appendJson(value: unknown): Buffer[] {
    const views = writeJson(value, this.#room(1), this.#used, () => this.#newSlab());
    const last = views.at(-1);
    if (last !== undefined) this.#used = last.byteOffset - this.#slabs.at(-1)!.byteOffset + last.length;
    return views;
  }

  /** The slab to write `length` more bytes in (a new one from the pool when the last has less room). */
  #room(length: number): Buffer {
    return this.#used + length > SLAB ? this.#newSlab() : this.#slabs.at(-1)!;
  }

  #newSlab(): Buffer {
    const slab = free.pop() ?? Buffer.allocUnsafeSlow(SLAB);
    this.#slabs.push(slab);
    this.#used = 0;
    return slab;
  }

  /** The page is answered to `owners` requests (the same list asked in one turn: turn-batches.ts). */
  sharedBy(owners: number): void {
    this.#owners = owners;
  }

  /** One answer is done with the page (sent, or its connection closed): the last gives the slabs back. */
  release(): void {
    this.#owners -= 1;
    if (this.#owners > 0 || this.#returned) return;
    this.#returned = true;
    for (const slab of this.#slabs) if (free.length < KEEP) free.push(slab);
    this.#slabs.length = 0;
  }
}
