// The resource registry's view model (generator/emit/server/resources-view.ts) as given/want: a document in,
// the entries of resources.gen.ts out (docs/decisions/0038-resource-registry.md).
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { type EntryView, resourcesView } from '../../generator/emit/server/resources-view.js';
import { buildIr } from '../../generator/ir/build.js';

const ok = { '200': { description: 'ok' } };
const op = (operationId: string, tag: string, extra: object = {}) => ({ operationId, tags: [tag], responses: ok, ...extra });
const idParam = (name: string, schema: string) => ({ name, in: 'path', required: true, schema: { $ref: `#/components/schemas/${schema}` } });

/** Shelves hold books (nested), a shelf has a singleton lamp; `notes` has no x-resource. */
const document = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  tags: [
    { name: 'shelves', 'x-resource': { kind: 'shelf', name: 'shelf', 'reference-error-code': 'SHELF_REFERENCE_NOT_FOUND' } },
    { name: 'books', 'x-resource': { kind: 'book', name: 'book' } },
    { name: 'shelf_lamp' },
    { name: 'notes' },
  ],
  paths: {
    '/shelves': {
      get: op('listShelves', 'shelves', {
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/ShelfList' } } } } },
      }),
      post: op('createShelf', 'shelves'),
    },
    '/shelves/{id}': {
      get: op('getShelf', 'shelves', { parameters: [idParam('id', 'ShelfId')] }),
      patch: op('updateShelf', 'shelves', { parameters: [idParam('id', 'ShelfId')] }),
      delete: op('deleteShelf', 'shelves', { parameters: [idParam('id', 'ShelfId')] }),
    },
    '/shelves/{shelf_id}/books': { post: op('createBook', 'books', { parameters: [idParam('shelf_id', 'ShelfId')] }) },
    '/shelves/{shelf_id}/books/{id}': {
      get: op('getBook', 'books', { parameters: [idParam('shelf_id', 'ShelfId'), idParam('id', 'BookId')] }),
      put: op('replaceBook', 'books', { parameters: [idParam('shelf_id', 'ShelfId'), idParam('id', 'BookId')] }),
    },
    '/shelves/{id}/lamp': {
      get: op('getShelfLamp', 'shelf_lamp', { parameters: [idParam('id', 'ShelfId')] }),
      put: op('replaceShelfLamp', 'shelf_lamp', { parameters: [idParam('id', 'ShelfId')] }),
    },
    '/notes/{id}': { get: op('getNote', 'notes', { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }) },
  },
  components: {
    schemas: {
      ShelfId: { type: 'string', 'x-id-prefix': 'shf' },
      BookId: { type: 'string', 'x-id-prefix': 'bk' },
      ShelfList: {
        type: 'object',
        properties: { shelves: { type: 'array', items: {} }, uri: { type: 'string' }, next_page_uri: { type: ['string', 'null'] } },
      },
    },
  },
};

const fields = (entry: EntryView | undefined) =>
  entry &&
  Object.fromEntries([...entry.fields, ...entry.operations.map((o) => ({ name: `operations.${o.name}`, value: o.value }))].map((f) => [f.name, f.value]));

describe('resources view', () => {
  const view = resourcesView(buildIr(document, new Diagnostics()));

  it.each<[string, string, Record<string, string>]>([
    [
      'a top-level resource: prefix from its id schema, list key from its list, operations by role',
      'shelf',
      {
        kind: "'shelf'",
        name: "'shelf'",
        tag: "'shelves'",
        idPrefix: "'shf'",
        collectionPath: "'/shelves'",
        idParameter: "'id'",
        listKey: "'shelves'",
        referenceErrorCode: "'SHELF_REFERENCE_NOT_FOUND'",
        'operations.list': "'listShelves'",
        'operations.create': "'createShelf'",
        'operations.get': "'getShelf'",
        'operations.update': "'updateShelf'",
        'operations.delete': "'deleteShelf'",
      },
    ],
    [
      'a nested resource: its parent by the item path its collection extends; PUT is replace',
      'book',
      {
        kind: "'book'",
        name: "'book'",
        tag: "'books'",
        idPrefix: "'bk'",
        collectionPath: "'/shelves/{shelf_id}/books'",
        idParameter: "'id'",
        parent: "{ kind: 'shelf', parameter: 'shelf_id' }",
        'operations.create': "'createBook'",
        'operations.get': "'getBook'",
        'operations.replace': "'replaceBook'",
      },
    ],
  ])('%s', (_what, key, want) => {
    expect(fields(view.resources.find((entry) => entry.key === key))).toEqual(want);
  });

  it('a tag without x-resource on one path without a trailing parameter is a singleton; others are left out', () => {
    expect(view.resources.map((entry) => entry.key)).toEqual(['shelf', 'book']);
    expect(view.singletons.map(fields)).toEqual([
      { tag: "'shelf_lamp'", path: "'/shelves/{id}/lamp'", 'operations.get': "'getShelfLamp'", 'operations.replace': "'replaceShelfLamp'" },
    ]);
  });

  it('a document without x-resource has empty tables', () => {
    const plain = resourcesView(buildIr({ ...document, tags: document.tags.map(({ name }) => ({ name })) }, new Diagnostics()));
    expect(plain.resources).toEqual([]);
  });
});
