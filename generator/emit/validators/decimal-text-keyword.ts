/**
 * Path and query parameters arrive as text; their validators turn `"50"` into `50` (see
 * create-ajv.ts). ajv's coercion is lenient — it takes anything JavaScript reads as a number, so
 * `0x10`, ` 5` and `1e2` would all pass as integers. `x-decimal-text` holds the text to the decimal
 * notation of JSON numbers (RFC 8259 §6) first: an integer is `-?(0|[1-9][0-9]*)`. It runs before
 * the type coercion because the parameter schema is rewritten to check the text in a first `allOf`
 * member, which has no `type` and so sees the text as it came (parameter-schemas.ts).
 */
import { _, type KeywordDefinition } from 'ajv';

export const DECIMAL_TEXT_KEYWORD = 'x-decimal-text';

export function decimalTextKeyword(): KeywordDefinition {
  return {
    keyword: DECIMAL_TEXT_KEYWORD,
    schemaType: 'string',
    error: {
      message: ({ schema }) => _`${`must be ${schema === 'integer' ? 'an integer' : 'a number'} in decimal notation`}`,
      params: ({ schema }) => _`{type: ${schema as string}}`,
    },
    code(cxt) {
      const { data, schema } = cxt;
      // Written without backslashes: the pattern is inserted into generated code as it stands.
      if (schema === 'integer') cxt.fail(_`typeof ${data} == "string" && !/^-?(0|[1-9][0-9]*)$/.test(${data})`);
      else cxt.fail(_`typeof ${data} == "string" && !/^-?(0|[1-9][0-9]*)([.][0-9]+)?([eE][-+]?[0-9]+)?$/.test(${data})`);
    },
  };
}
