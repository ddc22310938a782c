/**
 * The descriptions and summaries of the document openapi-typescript writes its doc comments from, with their HTML as
 * Markdown (generator/render/html-in-markdown.ts), as our own doc comments have them: `schema.gen.ts` must not show
 * an editor's hover the tags the models' comments no longer do. Values that are data (examples, defaults, enums,
 * constants, extensions) are left as they are, whatever their keys.
 */
import { markdownWithoutHtml } from '../../render/html-in-markdown.js';

const DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);
const PROSE = new Set(['description', 'summary']);
/** Maps whose keys are names the author chose (a property called `default`), not keywords: each value is a schema. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'schemas']);

/** Rewrites `node`'s descriptions and summaries in place (a copy of the bundle: schema-types.ts). */
export function markdownDescriptions(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) markdownDescriptions(item);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (DATA.has(key) || key.startsWith('x-')) continue;
    if (typeof value === 'string') {
      if (PROSE.has(key)) record[key] = markdownWithoutHtml(value);
    } else if (NAMED_SCHEMAS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const schema of Object.values(value)) markdownDescriptions(schema);
    } else markdownDescriptions(value);
  }
}
