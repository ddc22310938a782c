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
export function utf8ByteLength(value) {
    let bytes = 0;
    const length = value.length;
    for (let i = 0; i < length; i++) {
        const unit = value.charCodeAt(i);
        if (unit < 0x80) {
            bytes += 1;
        }
        else if (unit < 0x800) {
            bytes += 2;
        }
        else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < length) {
            const next = value.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                // A surrogate pair is one code point outside the BMP: 4 bytes.
                bytes += 4;
                i++;
            }
            else {
                bytes += 3;
            }
        }
        else {
            bytes += 3;
        }
    }
    return bytes;
}
