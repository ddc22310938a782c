/**
 * Turns the errors of a compiled validator into problems a person can act on:
 * `{ pointer: '/description', rule: 'x-max-bytes', message: '/description: must be at most 255 bytes (got 300)' }`.
 *
 * The pointer (RFC 6901) names the offending field itself — for a missing or unknown field too, not
 * its parent — and the rule is the schema keyword that failed (design.md §5: "field errors name the
 * field and the rule"). Unknown fields are reported with the rule `additionalProperties` whether the
 * spec closed the object with `additionalProperties` or `unevaluatedProperties`, and list the fields
 * that are allowed there (design.md §5: "unknown body fields, listing the allowed ones").
 */
import { utf8ByteLength } from './utf8-byte-length.js';

export interface Problem {
  /** RFC 6901 JSON pointer to the offending value inside the validated value; `''` is the value itself. */
  readonly pointer: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `maxLength`, `x-max-bytes`, …). */
  readonly rule: string;
  /** The pointer and what is wrong, in words: `/labels/env: must be a string (got number)`. */
  readonly message: string;
}

/** The part of an ajv `ErrorObject` (compiled with `verbose: true`) that the messages need. */
export interface ValidationError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
  readonly schema?: unknown;
  readonly parentSchema?: unknown;
  readonly data?: unknown;
}

/** The annotation the generator adds next to `additionalProperties: false`: the fields allowed there. */
export const ALLOWED_FIELDS_KEYWORD = 'x-allowed-fields';

export function toProblems(errors: readonly ValidationError[] | null | undefined): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const problem = toProblem(error);
    if (problem === undefined) continue;
    const key = `${problem.pointer}\u0000${problem.rule}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function toProblem(error: ValidationError): Problem | undefined {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return at(childPointer(error.instancePath, String(params['missingProperty'])), 'required', 'is required');
    case 'dependentRequired':
      return at(childPointer(error.instancePath, String(params['missingProperty'])), 'dependentRequired',
        `is required when ${String(params['property'])} is present`);
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const field = String(params[keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty']);
      const allowed = allowedFields(error.parentSchema);
      return at(childPointer(error.instancePath, field), 'additionalProperties',
        allowed.length === 0 ? 'unknown field; no fields are allowed here' : `unknown field; allowed: ${allowed.join(', ')}`);
    }
    // `if` only reports that `then`/`else` failed; their own errors say why.
    case 'if':
      return undefined;
    default:
      return at(error.instancePath, keyword, describe(error));
  }
}

function describe(error: ValidationError): string {
  const { keyword, params, data } = error;
  const limit = params['limit'];
  switch (keyword) {
    case 'type':
      return `must be ${String(params['type']).split(',').map(typeName).join(' or ')} (got ${jsonTypeOf(data)})`;
    case 'x-max-bytes':
      return `must be at most ${String(limit)} bytes (got ${typeof data === 'string' ? utf8ByteLength(data) : '?'})`;
    case 'maxLength':
      return `must be at most ${String(limit)} characters (got ${characterCount(data)})`;
    case 'minLength':
      return `must be at least ${String(limit)} characters (got ${characterCount(data)})`;
    case 'maximum':
      return `must be at most ${String(limit)}`;
    case 'minimum':
      return `must be at least ${String(limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(limit)}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params['multipleOf'])}`;
    case 'enum':
      return `must be one of: ${(params['allowedValues'] as unknown[] | undefined ?? []).map(literal).join(', ')}`;
    case 'const':
      return `must be ${literal(params['allowedValue'])}`;
    case 'pattern':
      return `must match the pattern ${String(params['pattern'])}`;
    case 'format':
      return `must be ${formatName(String(params['format']))}`;
    case 'maxItems':
      return `must have at most ${String(limit)} items (got ${Array.isArray(data) ? data.length : '?'})`;
    case 'minItems':
      return `must have at least ${String(limit)} items (got ${Array.isArray(data) ? data.length : '?'})`;
    case 'uniqueItems':
      return `must not contain duplicates (items ${String(params['j'])} and ${String(params['i'])} are equal)`;
    case 'maxProperties':
      return `must have at most ${String(limit)} fields`;
    case 'minProperties':
      return `must have at least ${String(limit)} fields`;
    case 'oneOf':
      return Array.isArray(params['passingSchemas'])
        ? 'must match exactly one of the allowed shapes (matched several)'
        : 'must match exactly one of the allowed shapes (matched none)';
    case 'anyOf':
      return 'must match at least one of the allowed shapes';
    case 'not':
      return 'must not match the excluded shape';
    case 'contains':
      return 'must contain a matching item';
    case 'propertyNames':
      return `has an invalid field name ${literal(params['propertyName'])}`;
    case 'false schema':
      return 'is not allowed';
    default:
      return error.message ?? `must satisfy ${keyword}`;
  }
}

function at(pointer: string, rule: string, text: string): Problem {
  return { pointer, rule, message: `${pointer === '' ? '(root)' : pointer}: ${text}` };
}

/** RFC 6901 §3: `~` is written `~0` and `/` is written `~1` inside a reference token. */
function childPointer(parent: string, name: string): string {
  return `${parent}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function allowedFields(parentSchema: unknown): readonly string[] {
  if (parentSchema === null || typeof parentSchema !== 'object') return [];
  const annotated = (parentSchema as Record<string, unknown>)[ALLOWED_FIELDS_KEYWORD];
  if (Array.isArray(annotated)) return annotated.map(String);
  const properties = (parentSchema as Record<string, unknown>)['properties'];
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** JSON Schema counts string length in code points (2020-12 validation §6.3.1), so do we. */
function characterCount(value: unknown): number | string {
  if (typeof value !== 'string') return '?';
  return [...value].length;
}

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  'date-time': 'an RFC 3339 date-time such as 2024-01-31T12:00:00Z',
  date: 'an RFC 3339 date such as 2024-01-31',
  time: 'an RFC 3339 time such as 12:00:00Z',
  duration: 'an ISO 8601 duration such as P1DT2H',
  uri: 'an absolute URI',
  'uri-reference': 'a URI reference',
  url: 'a URL',
  email: 'an email address',
  hostname: 'a hostname',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  uuid: 'a UUID',
  int32: 'a 32-bit integer',
  int64: 'a 64-bit integer',
  byte: 'base64-encoded bytes',
  regex: 'a regular expression',
};

function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? `a valid ${format}`;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
