import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeJson } from './json-bytes.js';

/** `JSON.stringify(value)` as UTF-8 bytes, in buffers of 64 KiB as the page slabs are. */
const jsonBuffers = (value: unknown) => writeJson(value, Buffer.allocUnsafe(64 * 1024), 0, () => Buffer.allocUnsafe(64 * 1024));

/** Any UTF-16 code unit: lone surrogates, controls, quotes and backslashes included. */
const anyText = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const tricky = fc.constantFrom('\u0001', '"', '\\', '\b\f\n\r\t', '\u007f', 'é', '€', '😀', '\ud800', '\udc00x', '\u2028', '');

/** Values as handlers answer them, with the members JSON.stringify leaves out. */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(anyText, tricky, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(-0)),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
  array: fc.array(fc.oneof(tie('node'), fc.constant(undefined)), { maxLength: 6 }),
  object: fc.dictionary(
    fc.oneof(anyText, tricky),
    fc.oneof(
      tie('node'),
      fc.constant(undefined),
      fc.constant(() => 1),
    ),
    { maxKeys: 6 },
  ),
})).node;

describe('JSON as bytes', () => {
  it('writes what JSON.stringify writes, as UTF-8', () => {
    fc.assert(
      fc.property(value, (data) => {
        const expected = Buffer.from(JSON.stringify(data), 'utf8');
        expect(Buffer.concat(jsonBuffers(data)).equals(expected)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a value with toJSON as what it returns (a Date), and wrapped primitives as their values', () => {
    const data = {
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      n: Object(1.5),
      s: Object('x"'),
      b: Object(false),
      nested: { toJSON: (key: string) => `key ${key}` },
    };
    expect(Buffer.concat(jsonBuffers(data)).toString('utf8')).toBe(JSON.stringify(data));
  });

  it('writes across the buffers it is given, never splitting a character, each view in order', () => {
    const data = { text: `${'\u0001'.repeat(50)}😀${'é'.repeat(40)}`, list: ['a', 'b'] };
    const given: Buffer[] = [];
    const views = writeJson(data, Buffer.alloc(20), 5, () => {
      const next = Buffer.alloc(16);
      given.push(next);
      return next;
    });
    expect(Buffer.concat(views).toString('utf8')).toBe(JSON.stringify(data));
    expect(views[0]!.byteOffset).toBe(5);
    expect(views.slice(1).every((view, i) => view.buffer === given[i]!.buffer && view.length <= 16)).toBe(true);
  });

  it('refuses what JSON.stringify writes nothing for, and a BigInt', () => {
    expect(() => jsonBuffers(undefined)).toThrow('JSON.stringify writes nothing for this value');
    expect(() => jsonBuffers(() => 1)).toThrow('JSON.stringify writes nothing for this value');
    expect(() => jsonBuffers({ n: 1n })).toThrow('Do not know how to serialize a BigInt');
  });
});
