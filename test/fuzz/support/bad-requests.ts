/**
 * Bad requests for one operation beyond the body's fields (docs/decisions/0004-error-registry.md): malformed
 * JSON, another media type, unknown or malformed query parameters, bad path ids (another kind's real id,
 * wrong prefix, malformed, unknown, encoded NUL or slash, over-long).
 */
import fc from 'fast-check';
import { nested } from './invalid-values.js';
import { actionOf, type SpecOperation, urlOf } from './spec-operations.js';

export interface BadRequest {
  method: string;
  url: string;
  /** Raw payload; `undefined` sends none. */
  payload?: string;
  headers?: Record<string, string | undefined>;
  what: string;
  mustReject: boolean;
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '[1,]',
  "{'a':1}",
  'nul',
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\\u00"}',
  '{"a":1,}',
  '"',
  '{"a"\u0000:1}',
  '\ufeff\ufeff{}',
];
/** Bodies that parse but are not objects (every request schema is an object). */
const NOT_OBJECTS = ['null', '1', '"{}"', '[]', 'true', JSON.stringify(nested(2000))];
const MEDIA_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json-patch+json',
  'text/json',
  'application/jsonx',
];

/** Ids a path parameter must answer 404 for: unknown, malformed, encoded oddities. */
function badPathIds(prefix: string, otherKindIds: readonly string[]): string[] {
  return [
    ...otherKindIds,
    `${prefix}_2QeKtgHQLJBYKG4LsI7iKl7oF9b`, // well-formed, unknown
    `${prefix}_2QeKtgHQLJBYKG4LsI7iKl7oF9`, // one character short
    `${prefix}_2QeKtgHQLJBYKG4LsI7iKl7oF9b!`.replace('!', '%21'),
    `${prefix}_`,
    'x',
    '%00',
    `${prefix}_2QeKtgHQLJBYKG4LsI7iKl7oF%00`,
    `${prefix}_a%2Fb`,
    '%C3%A9',
    '%E2%80%AE',
    `${prefix}_${'a'.repeat(5000)}`,
    '..',
    '%2e%2e',
  ];
}

function prefixOf(pattern: string): string {
  return /^\^([a-z]+)_/.exec(pattern)?.[1] ?? 'x';
}

/** Transport-level bad requests for `operation`, with `ids` filling its path parameters. */
export function badRequests(
  operation: SpecOperation,
  ids: Record<string, string>,
  idPatterns: Record<string, string>,
  realIds: readonly string[],
  withBody: fc.Arbitrary<string> | undefined,
): fc.Arbitrary<BadRequest> {
  const url = urlOf(operation, ids);
  const { method } = operation;
  const arbitraries: fc.WeightedArbitrary<BadRequest>[] = [];
  const isCommand = actionOf(operation) === 'command';
  arbitraries.push(
    weight(
      1,
      fc.tuple(fc.constantFrom('color', 'LIMIT', 'before_id[]', 'a%00b', 'x\u00e9', ''), fc.constantFrom('red', '', '%0d%0a')).map(([name, value]) => ({
        method,
        url: `${url}?${name}=${value}`,
        ...(withBody ? { payload: '{}' } : {}),
        what: `unknown query parameter ${name}`,
        mustReject: true,
      })),
    ),
  );
  if (operation.queryParameters.length > 0) {
    arbitraries.push(
      weight(
        1,
        fc
          .constantFrom(
            'limit=0',
            'limit=101',
            'limit=-1',
            'limit=ten',
            'limit=1.5',
            'limit=',
            'limit=0x10',
            'limit=1e2',
            'limit=%00',
            'limit=1&limit=2',
            'before_id=nope',
            'before_id=',
            `before_id=${'a'.repeat(3000)}`,
            'before_id=ipp_%00',
          )
          .map((query) => ({ method, url: `${url}?${query}`, what: `query ${query}`, mustReject: true })),
      ),
    );
  }
  for (const parameter of operation.pathParameters) {
    const prefix = prefixOf(idPatterns[parameter.idSchema]!);
    const others = realIds.filter((id) => !id.startsWith(`${prefix}_`));
    arbitraries.push(
      weight(
        3,
        fc.constantFrom(...badPathIds(prefix, others)).map((bad) => ({
          method,
          url: urlOf(operation, { ...ids, [parameter.name]: bad }),
          ...(withBody ? { payload: '{}' } : {}),
          what: `path ${parameter.name}=${bad.slice(0, 60)}`,
          mustReject: true,
        })),
      ),
    );
  }
  if (withBody) {
    arbitraries.push(
      weight(
        1,
        fc
          .constantFrom(...MALFORMED_JSON, ...NOT_OBJECTS)
          .map((payload) => ({ method, url, payload, what: `body ${JSON.stringify(payload.slice(0, 40))}`, mustReject: true })),
      ),
    );
    arbitraries.push(
      weight(
        1,
        fc.tuple(fc.constantFrom(...MEDIA_TYPES, undefined), withBody).map(([type, payload]) => ({
          method,
          url,
          payload,
          headers: { 'content-type': type },
          what: `Content-Type ${type ?? '(none)'}`,
          mustReject: true,
        })),
      ),
    );
    // Over 1 MiB → 413 (docs/decisions/0005-byte-limits.md).
    arbitraries.push(
      weight(
        1,
        fc
          .constantFrom(1_048_577, 1_200_000)
          .map((size) => ({ method, url, payload: JSON.stringify({ description: 'x'.repeat(size) }), what: `body of ${size} bytes`, mustReject: true })),
      ),
    );
    if (!isCommand) {
      // Borderline: media type parameters and case (RFC 9110 §8.3.1), a byte order mark (RFC 8259 §8.1 lets parsers ignore it).
      arbitraries.push(
        weight(
          1,
          fc
            .tuple(fc.constantFrom('application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8'), withBody)
            .map(([type, payload]) => ({
              method,
              url,
              payload,
              headers: { 'content-type': type },
              what: `Content-Type ${type}`,
              mustReject: false,
            })),
        ),
      );
      arbitraries.push(
        weight(
          1,
          withBody.map((payload) => ({ method, url, payload: `\ufeff${payload}`, what: 'body after a byte order mark', mustReject: false })),
        ),
      );
    }
  }
  return fc.oneof(...arbitraries);
}

function weight(w: number, arbitrary: fc.Arbitrary<BadRequest>): fc.WeightedArbitrary<BadRequest> {
  return { weight: w, arbitrary };
}
