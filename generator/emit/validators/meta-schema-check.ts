/**
 * Checks a prepared schema against the JSON Schema 2020-12 meta-schema before it is compiled, and
 * drops each keyword whose value is invalid (OpenAPI 3.0 habits such as `required: true` on a
 * property), reporting it instead of failing the whole run: one run shows every problem, and the
 * rest of the spec still gets validators.
 */
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../../ir/types.js';
import { type Ajv, createAjv } from './create-ajv.js';
import { isObject, unescapePointerToken } from './schema-walk.js';

export interface InvalidKeyword {
  readonly keyword: string;
  /** JSON pointer of the keyword inside the schema, e.g. `/properties/name/required`. */
  readonly pointer: string;
  readonly reason: string;
}

let metaChecker: Ajv | undefined;

export function dropInvalidKeywords(schema: JsonSchema): { schema: JsonSchema; invalid: InvalidKeyword[] } {
  metaChecker ??= createAjv('body', { standalone: false });
  const invalid: InvalidKeyword[] = [];
  let current = schema;
  // Each pass removes the keywords the meta-schema rejects; a few passes settle any schema.
  for (let pass = 0; pass < 10; pass++) {
    if (metaChecker.validateSchema(current as object) === true) return { schema: current, invalid };
    const errors = (metaChecker.errors ?? []) as ErrorObject[];
    const pointers = [...new Set(errors.map((e) => keywordPointer(e.instancePath)).filter((p) => p !== ''))];
    if (pointers.length === 0) break;
    current = structuredClone(current);
    for (const pointer of pointers) {
      const reason = errors
        .filter((e) => keywordPointer(e.instancePath) === pointer)
        .map(describe)
        .join('; ');
      if (removeAt(current, pointer)) invalid.push({ keyword: unescapePointerToken(pointer.split('/').pop() ?? ''), pointer, reason });
    }
  }
  return { schema: metaChecker.validateSchema(current as object) === true ? current : true, invalid };
}

/** The meta-schema reports inside a keyword's value (`/required/0`); the keyword is what goes. */
function keywordPointer(instancePath: string): string {
  const tokens = instancePath.split('/').slice(1);
  const containers = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
  const lists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
  const single = new Set([
    'items',
    'additionalProperties',
    'unevaluatedProperties',
    'unevaluatedItems',
    'not',
    'if',
    'then',
    'else',
    'contains',
    'propertyNames',
    'contentSchema',
  ]);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    out.push(token);
    if ((containers.has(token) || lists.has(token)) && i + 1 < tokens.length) out.push(tokens[++i] ?? '');
    else if (!single.has(token)) break;
  }
  return out.length === 0 ? '' : `/${out.join('/')}`;
}

function removeAt(root: JsonSchema, pointer: string): boolean {
  const tokens = pointer.split('/').slice(1).map(unescapePointerToken);
  const key = tokens.pop();
  let node: unknown = root;
  for (const token of tokens) node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
  if (!isObject(node) || key === undefined || !(key in node)) return false;
  delete node[key];
  return true;
}

function describe(error: ErrorObject): string {
  const params = Object.entries(error.params)
    .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
    .join(', ');
  return `${error.keyword}${params === '' ? '' : ` (${params})`}`;
}
