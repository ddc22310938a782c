// Copied by `npm run generate` from generator/runtime/server/utf8.ts. Edit it there.
/** Where bytes stop being UTF-8: shared by the JSON body parser and the path parameters' check. */
/** The offset of the first byte that is not part of a well-formed UTF-8 sequence: where decoding first put U+FFFD. */
export function firstInvalidByte(bytes) {
	const decoded = Buffer.from(bytes.toString("utf8"), "utf8");
	let offset = 0;
	while (offset < bytes.length && bytes[offset] === decoded[offset]) offset += 1;
	return offset;
}
//# sourceMappingURL=utf8.js.map
