/**
 * The text the console's body editor starts with: the operation's own example (the media type's `example`,
 * else its first `examples` entry, a `#/components/examples/…` reference followed), else a sample built from
 * the schema — the required properties only, each with its `const`, example, default or first allowed value,
 * else an empty value of its type — so the first Send of an operation whose document gives no example is
 * still a well-formed request. JSON bodies are pretty-printed; a form body is URL-encoded; text is as
 * written (docs/decisions/0037-docs-console.md).
 */

import { parseComponentRef } from '../../ir/json-pointer.js';
import type { IrDocument, IrOperation, JsonSchema } from '../../ir/types.js';

type Node = Record<string, unknown>;

/** How the console treats a media type: JSON it can check, text it sends as typed, or neither. */
export type BodyFormat = 'json' | 'text' | 'unsupported';

export function bodyFormat(contentType: string): BodyFormat {
  const type = contentType.toLowerCase().split(';')[0]!.trim();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (
    type.startsWith('text/') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/yaml'
  )
    return 'text';
  return 'unsupported';
}

export function bodyExample(ir: Pick<IrDocument, 'bundle'>, op: IrOperation): string {
  if (op.requestBody === undefined) return '';
  const format = bodyFormat(op.requestBody.contentType);
  if (format === 'unsupported') return '';
  const components = (ir.bundle['components'] ?? {}) as Node;
  const value = mediaExample(ir.bundle, op) ?? schemaSample(op.requestBody.schema, components, new Set());
  if (format === 'json') return JSON.stringify(value, null, 2);
  if (typeof value === 'string') return value;
  if (op.requestBody.contentType.toLowerCase().startsWith('application/x-www-form-urlencoded') && isObject(value)) {
    return new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  }
  return '';
}

function mediaExample(bundle: IrDocument['bundle'], op: IrOperation): unknown {
  const item = (bundle['paths'] as Record<string, Node> | undefined)?.[op.path]?.[op.method] as Node | undefined;
  const media = ((item?.['requestBody'] as Node | undefined)?.['content'] as Node | undefined)?.[op.requestBody!.contentType] as Node | undefined;
  if (media === undefined) return undefined;
  if (media['example'] !== undefined) return media['example'];
  const first = isObject(media['examples']) ? Object.values(media['examples'])[0] : undefined;
  const example = isObject(first) && typeof first['$ref'] === 'string' ? componentExample(bundle, first['$ref']) : first;
  return isObject(example) ? example['value'] : undefined;
}

function componentExample(bundle: IrDocument['bundle'], ref: string): unknown {
  const match = /^#\/components\/examples\/([^/]+)$/.exec(ref);
  if (match === null) return undefined;
  const examples = (bundle['components'] as Node | undefined)?.['examples'] as Node | undefined;
  return examples?.[decodeURIComponent(match[1]!).replace(/~1/g, '/').replace(/~0/g, '~')];
}

/** Deep enough for the create bodies people write; cycles (a tree of nodes) stop at the first repeat. */
const MAX_DEPTH = 8;

export function schemaSample(schema: JsonSchema, components: Node, seen: ReadonlySet<string>, depth = 0): unknown {
  if (typeof schema !== 'object' || depth > MAX_DEPTH) return null;
  if (typeof schema['$ref'] === 'string') {
    const ref = parseComponentRef(schema['$ref']);
    const target = ref === undefined || ref.fragment !== '' ? undefined : (components['schemas'] as Node | undefined)?.[ref.name];
    if (ref === undefined || target === undefined || seen.has(ref.name)) return null;
    return schemaSample(target as JsonSchema, components, new Set([...seen, ref.name]), depth + 1);
  }
  const examples = Array.isArray(schema['examples']) ? schema['examples'] : [];
  const values = Array.isArray(schema['enum']) ? schema['enum'] : [];
  for (const given of [schema['const'], examples[0], schema['example'], schema['default'], values[0]]) if (given !== undefined) return given;
  if (Array.isArray(schema['allOf'])) {
    const parts = schema['allOf'].map((part) => schemaSample(part as JsonSchema, components, seen, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : (parts[0] ?? null);
  }
  for (const keyword of ['oneOf', 'anyOf']) {
    const branches = Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : [];
    const branch = branches.find((b) => !(typeof b === 'object' && b['type'] === 'null'));
    if (branch !== undefined) return withDiscriminator(schema, branch, schemaSample(branch, components, seen, depth + 1), components);
  }
  const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type']];
  const type = types.find((t) => t !== 'null') ?? (isObject(schema['properties']) ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = isObject(schema['properties']) ? schema['properties'] : {};
      const required = Array.isArray(schema['required']) ? schema['required'].filter((r): r is string => typeof r === 'string') : [];
      const out: Node = {};
      for (const name of required) {
        const property = properties[name] as JsonSchema | undefined;
        // A required name the object does not declare has no type to fill (and no place in the client's types).
        if (property === undefined || (typeof property === 'object' && property['readOnly'] === true)) continue;
        out[name] = schemaSample(property, components, seen, depth + 1);
      }
      // A property with one fixed value (a union member's `type: const`) is written even when optional: it names the member.
      for (const [name, property] of Object.entries(properties)) {
        if (!(name in out) && isObject(property) && property['const'] !== undefined && property['readOnly'] !== true) out[name] = property['const'];
      }
      return out;
    }
    case 'array': {
      const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      return min > 0 && schema['items'] !== undefined ? [schemaSample(schema['items'] as JsonSchema, components, seen, depth + 1)] : [];
    }
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/**
 * A branch of a discriminated union carries its discriminator value, even where the branch leaves the property
 * optional (it has a default): the mapping's key for the branch, else the property's `const` or only `enum` value.
 */
function withDiscriminator(union: Node, branch: JsonSchema, sample: unknown, components: Node): unknown {
  const discriminator = isObject(union['discriminator']) ? union['discriminator'] : undefined;
  const property = discriminator?.['propertyName'];
  if (typeof property !== 'string' || !isObject(sample) || property in sample || typeof branch !== 'object') return sample;
  const ref = typeof branch['$ref'] === 'string' ? branch['$ref'] : undefined;
  const mapping = isObject(discriminator?.['mapping']) ? discriminator['mapping'] : {};
  const mapped = Object.entries(mapping).find(([, target]) => target === ref)?.[0];
  const target = ref === undefined ? branch : ((components['schemas'] as Node | undefined)?.[parseComponentRef(ref)?.name ?? ''] as JsonSchema | undefined);
  const declared = typeof target === 'object' && isObject(target['properties']) ? target['properties'][property] : undefined;
  const fixed = isObject(declared)
    ? (declared['const'] ?? (Array.isArray(declared['enum']) && declared['enum'].length === 1 ? declared['enum'][0] : declared['default']))
    : undefined;
  const value = mapped ?? fixed;
  return value === undefined ? sample : { [property]: value, ...sample };
}

function stringSample(schema: Node): string {
  switch (schema['format']) {
    case 'date-time':
      return '2025-01-01T00:00:00Z';
    case 'date':
      return '2025-01-01';
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'uuid':
      return '00000000-0000-0000-0000-000000000000';
    default:
      return typeof schema['minLength'] === 'number' && schema['minLength'] > 0 ? 'string' : '';
  }
}

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
