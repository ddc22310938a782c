// Built by `npm run generate` from generator/runtime/validators/utf8-byte-length.ts. Edit it there.
/**
 * The number of bytes `value` takes in UTF-8 (RFC 3629), for limits a document states in bytes with the
 * `x-max-bytes` extension; JSON Schema's `maxLength` counts code points,
 * so it cannot express them.
 *
 * The server, the validators and the client all count with this one function. A lone surrogate
 * counts 3 bytes, as it does once encoded (WHATWG Encoding replaces it with U+FFFD), so the result
 * always equals `new TextEncoder().encode(value).length` — without allocating, and in any runtime.
 */
export declare function utf8ByteLength(value: string): number;
