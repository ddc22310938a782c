/**
 * The one place the validators' ajv options are decided; the generator compiles standalone code
 * with it, and the benchmark's "ajv compiled at run time" baseline uses the very same options.
 *
 * - JSON Schema 2020-12 (OpenAPI 3.1 §4.8.24) with ajv-formats' full format checks (RFC 3339
 *   `date-time`, …) and the `x-max-bytes` keyword.
 * - `allErrors`: a 400 lists every problem at once, not only the first. `verbose`: errors carry the
 *   failing value and schema, from which the messages say "(got 300)" and list the allowed fields.
 * - Bodies are never coerced nor given defaults: what the client sent is what the server sees.
 * - Path and query parameters arrive as text (RFC 3986) while the spec describes their decoded
 *   values (`limit: integer`), so their validators coerce `"50"` to `50`, a single value to a
 *   one-element array and fill in declared defaults (`limit` 100), writing into the object they
 *   are given — the freshly parsed parameters, as Fastify's own querystring validation does.
 *   Numbers must be written in decimal first (`0x10` is refused, see decimal-text-keyword.ts).
 * - In bodies, every `$ref` is a call of the referenced schema's own function (`inlineRefs: false`), never a
 *   copy of its code: ajv inlined a referenced schema without refs of its own into each user, so a large
 *   document's components were compiled again at every use (OpenAI's: 28 MB of modules, 23 MB without the
 *   copies), an edit of one changed every module that copied it, and a body made of many such copies became one
 *   function too large for V8 to optimise (the OAuth module body validated 4–5× slower inlined). Parameters keep
 *   ajv's inlining: they are few and small, and a referenced schema's `default` at the root of a function of its
 *   own is refused in strict mode where, inlined, it is ignored as before. The code generator's `optimize` pass
 *   is off: it removed a few unused names (+3 % minified size without it) at about a third of the compile's time
 *   (docs/decisions/0095-validators-refs-as-calls.md).
 */
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { ALLOWED_FIELDS_KEYWORD, ERROR_CODE_KEYWORD } from '../../runtime/validators/problem.js';
import { decimalTextKeyword } from './decimal-text-keyword.js';
import { maxBytesKeyword } from './max-bytes-keyword.js';

export type Ajv = InstanceType<typeof Ajv2020Module.default>;

export type ValidatorMode = 'body' | 'parameters';

/** Where standalone code finds the hand-written runtime, relative to the generated module. */
export const RUNTIME_BYTE_LENGTH_MODULE = './runtime/utf8-byte-length.js';

/**
 * What ajv compiles into a function of this process, given the code it generated for a schema. Standalone modules are
 * written from the code itself (`validate.source`, read before this hook), and the generator never runs a schema's
 * function: compiling each with `new Function` was V8 parsing every module's code once more for nothing, about a
 * quarter of ajv's time on a large document (bench/RESULTS.md, "Generate: ajv's functions not compiled"). So a schema
 * gets a function that says so if it is ever called. Meta-schemas keep their code: ajv runs them, to check each schema.
 */
function compileNotTheSource(code: string, schema?: { readonly meta?: boolean; readonly root?: { readonly meta?: boolean } }): string {
  // A meta-schema's part (its vocabularies, reached by $ref) is compiled with its root's environment: the root says.
  return schema?.meta === true || schema?.root?.meta === true
    ? code
    : 'return function notCompiled() { throw new Error("a standalone validator\'s code is written, not run, while generating"); }';
}

export function createAjv(mode: ValidatorMode, options: { standalone: boolean; uncheckedFormats?: Iterable<string> }): Ajv {
  const ajv = new Ajv2020Module.default({
    allErrors: true,
    verbose: true,
    messages: false,
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    unicodeRegExp: true,
    coerceTypes: mode === 'parameters' ? 'array' : false,
    useDefaults: mode === 'parameters',
    removeAdditional: false,
    inlineRefs: mode === 'parameters',
    code: options.standalone ? { source: true, esm: true, lines: true, optimize: false, process: compileNotTheSource } : { optimize: false },
  });
  addFormatsModule.default(ajv);
  for (const format of options.uncheckedFormats ?? []) ajv.addFormat(format, true);
  ajv.addKeyword(maxBytesKeyword(RUNTIME_BYTE_LENGTH_MODULE));
  ajv.addKeyword({ keyword: ALLOWED_FIELDS_KEYWORD, schemaType: 'array' });
  ajv.addKeyword({ keyword: ERROR_CODE_KEYWORD, schemaType: 'string' });
  ajv.addKeyword(decimalTextKeyword());
  return ajv;
}
