// Built by `npm run generate` from generator/runtime/validators/describe-failure.ts. Edit it there.
/**
 * The words for one failed schema keyword: `must be at most 255 bytes (got 300)`, and the values behind
 * them (`limit`, `actual`, …) for callers that word their own message (problem.ts puts the pointer in front).
 */
import { utf8ByteLength } from './utf8-byte-length.js';
export function describeFailure(error, data) {
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
            return {
                text: `must not contain duplicates (items ${String(params['j'])} and ${String(params['i'])} are equal)`,
                params: { i: params['j'], j: params['i'] },
            };
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
            return isEmptySchema(error.schema) ? { text: 'is not allowed here', params: {} } : { text: 'must not match the excluded shape', params: {} };
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
/** Strings as they are, except the empty one, which would vanish from "one of: , au": `""`. */
function literal(value) {
    return typeof value === 'string' && value !== '' ? value : JSON.stringify(value);
}
