/**
 * The largest request bodies the request bounds allow (docs/decisions/0051-request-bounds.md): every field at its
 * maximum, every character one that JSON writes as six bytes. Shared by the worst-case suites in test/chaos and the
 * memory benchmark (bench/memory/worst-case-lists.ts), which must measure the same payloads.
 */

/** A character JSON writes as `\u0001`: six bytes for one. */
export const ESCAPED = '\u0001';

/** A name of exactly `length` characters, unique by its number `i`. */
export const boundedName = (prefix: string, i: number, length: number) => `${prefix}${String(i).padStart(4, '0')}`.padEnd(length, 'x');

/** The description and metadata every resource has, both at their maximum. */
export const worstDescribed = () => ({ description: ESCAPED.repeat(255), metadata: ESCAPED.repeat(4096) });

/** An HTTP response backend at every bound: its body, and 16 headers of 64-character names and 256-character values. */
export const worstHttpResponseBackend = () => ({
  ...worstDescribed(),
  body: ESCAPED.repeat(4096),
  status_code: 599,
  headers: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [boundedName('x-h', i, 64), ESCAPED.repeat(256)])),
});

/** A tunnel group backend at every bound: 32 labels of 63-character keys and 255-character values. */
export const worstTunnelGroupBackend = () => ({
  ...worstDescribed(),
  labels: Object.fromEntries(Array.from({ length: 32 }, (_, i) => [boundedName('k', i, 63), ESCAPED.repeat(255)])),
});

/**
 * The largest labels an agent can announce, and so the largest a tunnel group backend that lists tunnels can have
 * (agent-protocol/parse.ts: keys of letters, digits and `._/-`; values printable, no control character): 32 labels of
 * 63-character keys and 255 quotes, which JSON writes as two bytes each.
 */
export const worstAnnouncedLabels = () => Object.fromEntries(Array.from({ length: 32 }, (_, i) => [boundedName('k', i, 63), '"'.repeat(255)]));
