import { describe, expect, it } from 'vitest';
import { freeSlabs, PageBytes } from './page-bytes.js';

const MIB = 1024 * 1024;
/** Appends rows of `size` ASCII bytes until `total` bytes are in the page. */
function fill(page: PageBytes, total: number, size = 100 * 1024, char = 'a'): Buffer[] {
  const views: Buffer[] = [];
  for (let bytes = 0; bytes < total; bytes += size) views.push(page.append(char.repeat(size)));
  return views;
}

describe('PageBytes', () => {
  it("holds each text's UTF-8 bytes in slabs, a text larger than a slab in a Buffer of its own", () => {
    const page = new PageBytes();
    const texts = ['{"a":"é😀"}', 'x'.repeat(700 * 1024), 'y'.repeat(500 * 1024), 'z'.repeat(MIB + 1)];
    const views = texts.map((text) => page.append(text));
    expect(views.map((view) => view.toString('utf8'))).toEqual(texts);
    // The second and third do not fit one slab together: the third starts a slab of its own.
    expect(views[1]!.buffer).not.toBe(views[2]!.buffer);
    expect(views[0]!.buffer).toBe(views[1]!.buffer);
    page.release();
  });

  it('writes JSON across slabs, and what comes after it starts where it ended, never over it', () => {
    const page = new PageBytes();
    const first = page.append('[');
    const value = { text: 'é'.repeat(700 * 1024), list: ['😀', '\u0001'] };
    const json = page.appendJson(value);
    const after = page.append(']');
    expect(json.length).toBeGreaterThan(1);
    expect(Buffer.concat([first, ...json, after]).toString('utf8')).toBe(`[${JSON.stringify(value)}]`);
    const last = json.at(-1)!;
    expect(after.buffer).toBe(last.buffer);
    expect(after.byteOffset).toBe(last.byteOffset + last.length);
    page.release();
  });

  it('gives its slabs back when every answer that shares it has released it, and a later page takes them again', () => {
    const page = new PageBytes();
    const views = fill(page, 3 * MIB);
    const slabs = new Set(views.map((view) => view.buffer));
    page.sharedBy(2);
    const before = freeSlabs();
    page.release();
    expect(freeSlabs()).toBe(before);
    page.release();
    // The pool is shared by the module: other suites in this worker may have left slabs in it.
    const after = Math.min(32, before + slabs.size);
    expect(freeSlabs()).toBe(after);
    page.release();
    expect(freeSlabs()).toBe(after);
    const next = new PageBytes();
    const again = fill(next, 3 * MIB, 100 * 1024, 'b');
    expect(again.some((view) => slabs.has(view.buffer))).toBe(true);
    expect(freeSlabs()).toBe(after - slabs.size);
    next.release();
  });

  it('keeps at most 32 free slabs (four worst-case pages); more are left to the collector', () => {
    const pages = Array.from({ length: 5 }, () => new PageBytes());
    for (const page of pages) fill(page, 8 * MIB);
    for (const page of pages) page.release();
    expect(freeSlabs()).toBe(32);
  });
});
