/** Where bytes stop being UTF-8: shared by the JSON body parser and the path parameters' check. */
/** The offset of the first byte that is not part of a well-formed UTF-8 sequence: where decoding first put U+FFFD. */
export declare function firstInvalidByte(bytes: Buffer): number;
//# sourceMappingURL=utf8.d.ts.map
