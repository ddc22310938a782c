/**
 * Turns a spec schema into one ajv compiles in strict mode: component `$ref`s point at schema ids,
 * OpenAPI-only keywords (OpenAPI 3.1 §4.8.24: `discriminator`, `xml`, `externalDocs`, `example`) and
 * `x-*` extensions are dropped, and so is documentation (`description`, …) — except `x-max-bytes`, which the validators enforce, and
 * `x-error-code`, which problems carry — and formats
 * ajv-formats does not know are reported, so they can be registered as unchecked.
 *
 * Strict mode stays on for everything else, so a misspelt keyword (`maxlength`) is reported instead
 * of being silently ignored.
 */
import { parseComponentRef } from '../../ir/json-pointer.js';
import type { JsonSchema } from '../../ir/types.js';
import { ERROR_CODE_KEYWORD } from '../../runtime/validators/problem.js';
import { MAX_BYTES_KEYWORD } from './max-bytes-keyword.js';
import { dropInvalidKeywords } from './meta-schema-check.js';
import { componentSchemaId } from './schema-ids.js';
import { mapSchema, type SchemaObject } from './schema-walk.js';
import { unicodePattern } from './unicode-pattern.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Extensions the validators keep: the byte limit they enforce and the error code problems carry. */
const KEPT_EXTENSIONS = new Set([MAX_BYTES_KEYWORD, ERROR_CODE_KEYWORD]);

/** JSON Schema 2020-12 keywords (core, applicator, unevaluated, validation, format, content, meta-data). */
const KNOWN_KEYWORDS = new Set([
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$defs',
  'definitions',
  '$comment',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'prefixItems',
  'items',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
  MAX_BYTES_KEYWORD,
  ERROR_CODE_KEYWORD,
]);

/**
 * Annotations nothing at run time reads (JSON Schema 2020-12 Validation §9): left out of the compiled code,
 * where `verbose` errors would carry them as schema constants. A description edit then leaves the validators
 * as they were (their code cache answers), and a large document's code is smaller. `default` stays (the
 * parameters fill it in), and so do `readOnly`/`writeOnly` (the response and request copies use them).
 */
export const DOCUMENTATION_KEYWORDS: ReadonlySet<string> = new Set(['title', 'description', 'examples', '$comment', 'deprecated']);

/** Keywords OpenAPI adds to JSON Schema, annotations only (OpenAPI 3.1 §4.8.24.1 and 3.0 leftovers). */
const OPENAPI_KEYWORDS = new Set(['discriminator', 'xml', 'externalDocs', 'example', 'nullable']);

/** The formats `ajv-formats` checks (its `fullFormats`). */
export const CHECKED_FORMATS = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
]);

export type PrepareIssue =
  | { readonly kind: 'unknown-keyword'; readonly keyword: string; readonly pointer: string }
  | { readonly kind: 'unknown-format'; readonly format: string; readonly pointer: string }
  | { readonly kind: 'unsupported-ref'; readonly ref: string; readonly pointer: string }
  | { readonly kind: 'invalid-keyword'; readonly keyword: string; readonly pointer: string; readonly reason: string }
  | { readonly kind: 'invalid-pattern'; readonly pattern: string; readonly pointer: string; readonly reason: string }
  | { readonly kind: 'empty-enum'; readonly pointer: string };

export interface PreparedSchema {
  readonly schema: JsonSchema;
  readonly issues: readonly PrepareIssue[];
}

export function prepareSchema(schema: JsonSchema, id: string): PreparedSchema {
  const issues: PrepareIssue[] = [];
  const prepared = mapSchema(schema, (node, pointer) => {
    const out: SchemaObject = {};
    for (const [keyword, value] of Object.entries(node)) {
      if (keyword === '$ref' && typeof value === 'string') {
        const target = parseComponentRef(value);
        if (target === undefined) {
          // The IR leaves only component refs in schemas; anything else is accepted rather than guessed at.
          issues.push({ kind: 'unsupported-ref', ref: value, pointer });
          continue;
        }
        out['$ref'] = componentSchemaId(target.name) + (target.fragment === '' ? '' : `#${target.fragment}`);
      } else if (keyword === '$schema' || (keyword === '$id' && pointer === '')) {
      } else if (DOCUMENTATION_KEYWORDS.has(keyword) || OPENAPI_KEYWORDS.has(keyword) || (keyword.startsWith('x-') && !KEPT_EXTENSIONS.has(keyword))) {
      } else if (!KNOWN_KEYWORDS.has(keyword)) {
        issues.push({ kind: 'unknown-keyword', keyword, pointer });
      } else if (keyword === 'pattern' && typeof value === 'string') {
        const result = unicodePattern(value);
        if ('pattern' in result) out[keyword] = result.pattern;
        else issues.push({ kind: 'invalid-pattern', pattern: value, pointer: `${pointer}/pattern`, reason: result.error });
      } else if (keyword === 'patternProperties' && isPlainObject(value)) {
        const kept: Record<string, unknown> = {};
        for (const [key, sub] of Object.entries(value)) {
          const result = unicodePattern(key);
          if ('pattern' in result) kept[result.pattern] = sub;
          else issues.push({ kind: 'invalid-pattern', pattern: key, pointer: `${pointer}/patternProperties`, reason: result.error });
        }
        out[keyword] = kept;
      } else if (keyword === 'enum' && Array.isArray(value) && value.length === 0) {
        // `enum: []` admits nothing (JSON Schema 2020-12 §6.1.2), which ajv refuses to compile; `not: {}` says the same.
        issues.push({ kind: 'empty-enum', pointer: `${pointer}/enum` });
        out['not'] = {};
      } else {
        if (keyword === 'format' && typeof value === 'string' && !CHECKED_FORMATS.has(value)) {
          issues.push({ kind: 'unknown-format', format: value, pointer });
        }
        out[keyword] = value;
      }
    }
    return out;
  });
  const checked = dropInvalidKeywords(prepared);
  issues.push(...checked.invalid.map((invalid) => ({ kind: 'invalid-keyword' as const, ...invalid })));
  const root = checked.schema === true ? {} : checked.schema === false ? { not: {} } : checked.schema;
  return { schema: { $id: id, ...root }, issues };
}
