/**
 * Turns the errors of a compiled validator into problems a person can act on:
 * `{ pointer: '/description', rule: 'x-max-bytes', message: '/description: must be at most 255 bytes (got 300)' }`.
 *
 * The pointer (RFC 6901) names the offending field itself — for a missing or unknown field too, not its parent
 * — and the rule is the schema keyword that failed (docs/decisions/0004-error-registry.md: "field problems name
 * the field with a JSON pointer and the rule"). Unknown fields are reported with the rule
 * `additionalProperties` whether the spec closed the object with `additionalProperties` or
 * `unevaluatedProperties`, and list the fields that are allowed there (docs/decisions/0004-error-registry.md:
 * unknown body fields list the allowed ones).
 *
 * `params` carries the values a caller needs to word its own message (the spec's error registry has
 * templates such as "{pointer}: must be at most {limit} bytes (got {actual})"), and `errorCode` the
 * spec's `x-error-code` of the schema that failed, when it names one.
 */
import { type Described, describeFailure } from './describe-failure.js';
import { simplifyAlternatives } from './simplify-alternatives.js';
import type { ValidationError } from './validation-error.js';

export type { ValidationError } from './validation-error.js';

export interface Problem {
  /** RFC 6901 JSON pointer to the offending value inside the validated value; `''` is the value itself. */
  readonly pointer: string;
  /** The JSON Schema keyword that failed (`type`, `required`, `maxLength`, `x-max-bytes`, …). */
  readonly rule: string;
  /** The pointer and what is wrong, in words: `/labels/env: must be a string (got number)`. */
  readonly message: string;
  /**
   * Values behind the message, for callers that word their own (error-registry templates):
   * `actual` (the offending value, or its length/byte count), `limit`, `comparison`, `expected`,
   * `allowed`, `field`, `format`, `pattern`.
   */
  readonly params: Readonly<Record<string, unknown>>;
  /** The `x-error-code` the spec gives the failing schema, if any (e.g. `WEIGHT_OUT_OF_RANGE`). */
  readonly errorCode?: string;
}

/** The annotation the generator adds next to `additionalProperties: false`: the fields allowed there. */
export const ALLOWED_FIELDS_KEYWORD = 'x-allowed-fields';
/** The spec's annotation naming the error-registry code of a failing schema. */
export const ERROR_CODE_KEYWORD = 'x-error-code';

export function toProblems(errors: readonly ValidationError[] | null | undefined): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of simplifyAlternatives(errors ?? [])) {
    const problem = toProblem(error);
    if (problem === undefined) continue;
    // One wrong-type problem per value is enough (parameter text can fail its notation and its type).
    const key = `${problem.pointer}\u0000${problem.rule}\u0000${problem.rule === 'type' ? '' : problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function toProblem(error: ValidationError): Problem | undefined {
  const { keyword, params } = error;
  // A byte limit is always BYTE_LIMIT_EXCEEDED, whatever else the schema's own code names: a header value's
  // HEADER_VALUE_INVALID is about its characters (docs/decisions/0051-request-bounds.md).
  const code = keyword === 'x-max-bytes' ? undefined : errorCodeOf(error.parentSchema);
  switch (keyword) {
    case 'required': {
      const field = String(params['missingProperty']);
      return at(childPointer(error.instancePath, field), 'required', { text: 'required field is missing', params: { field } }, code);
    }
    case 'dependentRequired': {
      const field = String(params['missingProperty']);
      const when = String(params['property']);
      return at(
        childPointer(error.instancePath, field),
        'dependentRequired',
        { text: `required field is missing (${when} is set)`, params: { field, when } },
        code,
      );
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const field = String(params[keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty']);
      const allowed = allowedFields(error.parentSchema);
      return at(
        childPointer(error.instancePath, field),
        'additionalProperties',
        {
          text: allowed.length === 0 ? 'unknown field; no fields are allowed here' : `unknown field; allowed: ${allowed.join(', ')}`,
          params: { field, allowed },
        },
        code,
      );
    }
    // `if` only says that `then`/`else` failed, and `propertyNames` that a name failed: the errors
    // of those subschemas (reported beside them) say why.
    case 'if':
    case 'propertyNames':
      return undefined;
    default: {
      if (error.propertyName !== undefined) {
        // The error is about a field's name, not its value (ajv reports it at the object).
        const described = describeFailure(error, error.propertyName);
        return at(childPointer(error.instancePath, error.propertyName), keyword, { text: `field name ${described.text}`, params: described.params }, code);
      }
      // Parameter text that is not a decimal number is a wrong type, as far as the caller is concerned.
      return at(error.instancePath, keyword === 'x-decimal-text' ? 'type' : keyword, describeFailure(error, error.data), code);
    }
  }
}

function at(pointer: string, rule: string, described: Described, errorCode: string | undefined): Problem {
  const problem = { pointer, rule, message: `${pointer === '' ? '(root)' : pointer}: ${described.text}`, params: described.params };
  return errorCode === undefined ? problem : { ...problem, errorCode };
}

/** RFC 6901 §3: `~` is written `~0` and `/` is written `~1` inside a reference token. */
function childPointer(parent: string, name: string): string {
  return `${parent}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function allowedFields(parentSchema: unknown): string[] {
  if (parentSchema === null || typeof parentSchema !== 'object') return [];
  const annotated = (parentSchema as Record<string, unknown>)[ALLOWED_FIELDS_KEYWORD];
  if (Array.isArray(annotated)) return annotated.map(String);
  const properties = (parentSchema as Record<string, unknown>)['properties'];
  return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}

function errorCodeOf(parentSchema: unknown): string | undefined {
  if (parentSchema === null || typeof parentSchema !== 'object') return undefined;
  const code = (parentSchema as Record<string, unknown>)[ERROR_CODE_KEYWORD];
  return typeof code === 'string' ? code : undefined;
}
