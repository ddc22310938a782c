// Request bodies per media type (generator/runtime/client/body-serializer.ts).
import { describe, expect, it } from 'vitest';
import { serializeBody } from '../../generator/runtime/client/body-serializer.js';

describe('serializeBody', () => {
  it('JSON, keys untouched', () => {
    expect(serializeBody({ Labels: { 'X-Key': 'v' }, snake_case: 1 }, 'application/json')).toBe('{"Labels":{"X-Key":"v"},"snake_case":1}');
    expect(serializeBody({ a: 1 }, 'application/merge-patch+json')).toBe('{"a":1}');
  });

  it('form-urlencoded: repeated keys for arrays, JSON for objects, undefined skipped', () => {
    const body = serializeBody({ To: '+1', Tags: ['a', 'b'], Meta: { k: 1 }, Skip: undefined }, 'application/x-www-form-urlencoded');
    expect(String(body)).toBe('To=%2B1&Tags=a&Tags=b&Meta=%7B%22k%22%3A1%7D');
  });

  it('multipart/form-data: a FormData with every field', () => {
    const body = serializeBody({ purpose: 'fine-tune', n: 2 }, 'multipart/form-data');
    expect(body).toBeInstanceOf(FormData);
    expect([...(body as FormData).entries()]).toEqual([
      ['purpose', 'fine-tune'],
      ['n', '2'],
    ]);
  });

  it('other media types pass through', () => {
    expect(serializeBody('raw text', 'text/plain')).toBe('raw text');
  });
});
