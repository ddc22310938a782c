/**
 * The ajv keyword behind the spec's `x-max-bytes: N`: the string must take at most N bytes in UTF-8
 * (docs/decisions/0005-byte-limits.md: description 255 bytes, metadata 4096 bytes). It compiles to a call to the
 * runtime's `utf8ByteLength`, the same function the server and the client count with; in standalone
 * code the call is an import of the package's runtime module, so nothing is compiled at run time.
 */
import { _, type KeywordDefinition } from 'ajv';
import { utf8ByteLength } from '../../runtime/validators/utf8-byte-length.js';

export const MAX_BYTES_KEYWORD = 'x-max-bytes';

/** `runtimeModule` is where standalone code imports `utf8ByteLength` from, relative to that code. */
export function maxBytesKeyword(runtimeModule: string): KeywordDefinition {
  return {
    keyword: MAX_BYTES_KEYWORD,
    type: 'string',
    schemaType: 'number',
    error: {
      message: ({ schemaCode }) => _`"must be at most " + ${schemaCode} + " bytes"`,
      params: ({ schemaCode }) => _`{limit: ${schemaCode}}`,
    },
    code(cxt) {
      const count = cxt.gen.scopeValue('func', { ref: utf8ByteLength, code: _`require(${runtimeModule}).utf8ByteLength` });
      cxt.fail(_`${count}(${cxt.data}) > ${cxt.schema as number}`);
    },
  };
}
