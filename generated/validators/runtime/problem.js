// Copied by `npm run generate` from generator/runtime/validators/problem.ts. Do not edit it here.

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
import { utf8ByteLength } from './utf8-byte-length.js';
/** The annotation the generator adds next to `additionalProperties: false`: the fields allowed there. */
export const ALLOWED_FIELDS_KEYWORD = 'x-allowed-fields';
/** The spec's annotation naming the error-registry code of a failing schema. */
export const ERROR_CODE_KEYWORD = 'x-error-code';
export function toProblems(errors) {
    const problems = [];
    const seen = new Set();
    for (const error of simplifyAlternatives(errors ?? [])) {
        const problem = toProblem(error);
        if (problem === undefined)
            continue;
        // One wrong-type problem per value is enough (parameter text can fail its notation and its type).
        const key = `${problem.pointer}\u0000${problem.rule}\u0000${problem.rule === 'type' ? '' : problem.message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        problems.push(problem);
    }
    return problems;
}
/**
 * A failed `oneOf`/`anyOf` reports the errors of every alternative. The alternatives of the wrong
 * kind (a `type` error right at the value: "must be null" for a provider given as an object) say
 * nothing useful, so when another alternative explains more precisely what is wrong, only its errors
 * are kept; when none gets further than its type, the type errors merge into one: "must be an
 * object or null (got integer)".
 */
function simplifyAlternatives(errors) {
    const dropped = new Set();
    const replaced = new Map();
    errors.forEach((error, index) => {
        if ((error.keyword !== 'oneOf' && error.keyword !== 'anyOf') || Array.isArray(error.params['passingSchemas']))
            return;
        const at = error.instancePath;
        // The alternatives' errors come right before the combinator's own, at or below its value.
        let first = index;
        while (first > 0 && !dropped.has(first - 1) && isAtOrBelow(errors[first - 1].instancePath, at))
            first--;
        const branch = [...Array(index - first).keys()].map((i) => first + i).filter((i) => !dropped.has(i));
        const wrongKind = branch.filter((i) => errors[i].keyword === 'type' && errors[i].instancePath === at);
        if (branch.length === 0 || wrongKind.length === 0)
            return;
        const precise = branch.filter((i) => !wrongKind.includes(i));
        for (const i of wrongKind)
            dropped.add(i);
        if (precise.length > 0) {
            dropped.add(index);
            return;
        }
        const expected = [...new Set(wrongKind.flatMap((i) => String(errors[i].params['type']).split(',')))];
        replaced.set(index, { ...errors[wrongKind[0]], params: { type: expected.join(',') }, parentSchema: error.parentSchema });
    });
    return errors.flatMap((error, i) => (dropped.has(i) ? [] : [replaced.get(i) ?? error]));
}
function isAtOrBelow(pointer, parent) {
    return pointer === parent || pointer.startsWith(`${parent}/`);
}
function toProblem(error) {
    const { keyword, params } = error;
    const code = errorCodeOf(error.parentSchema);
    switch (keyword) {
        case 'required': {
            const field = String(params['missingProperty']);
            return at(childPointer(error.instancePath, field), 'required', { text: 'required field is missing', params: { field } }, code);
        }
        case 'dependentRequired': {
            const field = String(params['missingProperty']);
            const when = String(params['property']);
            return at(childPointer(error.instancePath, field), 'dependentRequired', { text: `required field is missing (${when} is set)`, params: { field, when } }, code);
        }
        case 'additionalProperties':
        case 'unevaluatedProperties': {
            const field = String(params[keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty']);
            const allowed = allowedFields(error.parentSchema);
            return at(childPointer(error.instancePath, field), 'additionalProperties', {
                text: allowed.length === 0 ? 'unknown field; no fields are allowed here' : `unknown field; allowed: ${allowed.join(', ')}`,
                params: { field, allowed },
            }, code);
        }
        // `if` only says that `then`/`else` failed, and `propertyNames` that a name failed: the errors
        // of those subschemas (reported beside them) say why.
        case 'if':
        case 'propertyNames':
            return undefined;
        default: {
            if (error.propertyName !== undefined) {
                // The error is about a field's name, not its value (ajv reports it at the object).
                const described = describe(error, error.propertyName);
                return at(childPointer(error.instancePath, error.propertyName), keyword, { text: `field name ${described.text}`, params: described.params }, code);
            }
            // Parameter text that is not a decimal number is a wrong type, as far as the caller is concerned.
            return at(error.instancePath, keyword === 'x-decimal-text' ? 'type' : keyword, describe(error, error.data), code);
        }
    }
}
function describe(error, data) {
    const { keyword, params } = error;
    const limit = params['limit'];
    switch (keyword) {
        case 'type': {
            const expected = String(params['type']).split(',');
            return { text: `must be ${expected.map(typeName).join(' or ')} (got ${jsonTypeOf(data)})`, params: { expected, actual: jsonTypeOf(data) } };
        }
        case 'x-decimal-text': {
            const expected = String(params['type']);
            return { text: `must be ${typeName(expected)} in decimal notation (got ${literal(data)})`, params: { expected: [expected], actual: data } };
        }
        case 'x-max-bytes': {
            const actual = typeof data === 'string' ? utf8ByteLength(data) : undefined;
            return { text: `must be at most ${String(limit)} bytes (got ${String(actual)})`, params: { limit, actual } };
        }
        case 'maxLength':
            return { text: `must be at most ${String(limit)} characters (got ${characterCount(data)})`, params: { limit, actual: characterCount(data) } };
        case 'minLength':
            return { text: `must be at least ${String(limit)} characters (got ${characterCount(data)})`, params: { limit, actual: characterCount(data) } };
        case 'maximum':
            return bound('at most', '<=', limit, data);
        case 'minimum':
            return bound('at least', '>=', limit, data);
        case 'exclusiveMaximum':
            return bound('less than', '<', limit, data);
        case 'exclusiveMinimum':
            return bound('greater than', '>', limit, data);
        case 'multipleOf':
            return { text: `must be a multiple of ${String(params['multipleOf'])}`, params: { multipleOf: params['multipleOf'], actual: data } };
        case 'enum': {
            const allowed = params['allowedValues'] ?? [];
            return { text: `must be one of: ${allowed.map(literal).join(', ')}`, params: { allowed, actual: data } };
        }
        case 'const':
            return { text: `must be ${literal(params['allowedValue'])}`, params: { allowed: [params['allowedValue']], actual: data } };
        case 'pattern':
            return { text: `must match the pattern ${String(params['pattern'])}`, params: { pattern: params['pattern'], actual: data } };
        case 'format':
            return { text: `must be ${formatName(String(params['format']))}`, params: { format: params['format'], actual: data } };
        case 'maxItems':
            return { text: `must have at most ${String(limit)} items (got ${lengthOf(data)})`, params: { limit, actual: lengthOf(data) } };
        case 'minItems':
            return { text: `must have at least ${String(limit)} items (got ${lengthOf(data)})`, params: { limit, actual: lengthOf(data) } };
        case 'uniqueItems':
            return { text: `must not contain duplicates (items ${String(params['j'])} and ${String(params['i'])} are equal)`, params: { i: params['j'], j: params['i'] } };
        case 'maxProperties':
            return { text: `must have at most ${String(limit)} fields`, params: { limit } };
        case 'minProperties':
            return { text: `must have at least ${String(limit)} fields`, params: { limit } };
        case 'oneOf':
            return Array.isArray(params['passingSchemas'])
                ? { text: 'must match exactly one of the allowed shapes (matched several)', params: { matched: params['passingSchemas'] } }
                : { text: 'must match exactly one of the allowed shapes (matched none)', params: { matched: [] } };
        case 'anyOf':
            return { text: 'must match at least one of the allowed shapes', params: {} };
        case 'not':
            // `not: {}` excludes every value: the field may not be sent at all (e.g. an immutable field).
            return isEmptySchema(error.schema)
                ? { text: 'is not allowed here', params: {} }
                : { text: 'must not match the excluded shape', params: {} };
        case 'contains':
            return { text: 'must contain a matching item', params: {} };
        case 'false schema':
            return { text: 'is not allowed', params: {} };
        default:
            return { text: error.message ?? `must satisfy ${keyword}`, params: { ...params } };
    }
}
function isEmptySchema(schema) {
    return schema === true || (schema !== null && typeof schema === 'object' && Object.keys(schema).length === 0);
}
function bound(words, comparison, limit, data) {
    return { text: `must be ${words} ${String(limit)}`, params: { comparison, limit, actual: data } };
}
function at(pointer, rule, described, errorCode) {
    const problem = { pointer, rule, message: `${pointer === '' ? '(root)' : pointer}: ${described.text}`, params: described.params };
    return errorCode === undefined ? problem : { ...problem, errorCode };
}
/** RFC 6901 §3: `~` is written `~0` and `/` is written `~1` inside a reference token. */
function childPointer(parent, name) {
    return `${parent}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
function allowedFields(parentSchema) {
    if (parentSchema === null || typeof parentSchema !== 'object')
        return [];
    const annotated = parentSchema[ALLOWED_FIELDS_KEYWORD];
    if (Array.isArray(annotated))
        return annotated.map(String);
    const properties = parentSchema['properties'];
    return properties !== null && typeof properties === 'object' ? Object.keys(properties) : [];
}
function errorCodeOf(parentSchema) {
    if (parentSchema === null || typeof parentSchema !== 'object')
        return undefined;
    const code = parentSchema[ERROR_CODE_KEYWORD];
    return typeof code === 'string' ? code : undefined;
}
const TYPE_NAMES = {
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    object: 'an object',
    array: 'an array',
    null: 'null',
};
function typeName(type) {
    return TYPE_NAMES[type] ?? type;
}
function jsonTypeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
/** JSON Schema counts string length in code points (2020-12 validation §6.3.1), so do we. */
function characterCount(value) {
    return typeof value === 'string' ? [...value].length : undefined;
}
function lengthOf(value) {
    return Array.isArray(value) ? value.length : undefined;
}
const FORMAT_NAMES = {
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
function formatName(format) {
    return FORMAT_NAMES[format] ?? `a valid ${format}`;
}
function literal(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
