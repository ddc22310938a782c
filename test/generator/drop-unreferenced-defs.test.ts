// A schema's `$defs` is a keyword, not a field (generator/emit/client/drop-unreferenced-defs.ts): dropped before
// openapi-typescript reads the document, unless a `$ref` still points into it — given/want.
import { describe, expect, it } from 'vitest';
import { dropUnreferencedDefs } from '../../generator/emit/client/drop-unreferenced-defs.js';

const schemas = (s: Record<string, unknown>) => ({ components: { schemas: s } });

describe('dropUnreferencedDefs', () => {
  it.each([
    [
      'a schema whose $defs nothing points into',
      schemas({ A: { type: 'object', properties: { g: { $ref: '#/components/schemas/G' } }, $defs: { G: { type: 'string' } } } }),
      schemas({ A: { type: 'object', properties: { g: { $ref: '#/components/schemas/G' } } } }),
    ],
    [
      'a schema whose $defs a ref still points into',
      schemas({ A: { type: 'object', properties: { g: { $ref: '#/components/schemas/A/$defs/G' } }, $defs: { G: { type: 'string' } } } }),
      schemas({ A: { type: 'object', properties: { g: { $ref: '#/components/schemas/A/$defs/G' } }, $defs: { G: { type: 'string' } } } }),
    ],
    [
      'a property named $defs',
      schemas({ A: { type: 'object', properties: { $defs: { type: 'string' } } } }),
      schemas({ A: { type: 'object', properties: { $defs: { type: 'string' } } } }),
    ],
  ])('given %s', (_, given, want) => {
    const document = structuredClone(given) as Record<string, unknown>;
    dropUnreferencedDefs(document);
    expect(document).toEqual(want);
  });
});
