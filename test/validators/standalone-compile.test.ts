/**
 * The generator's ajv writes each schema's code but does not compile it into a function of its own process
 * (generator/emit/validators/create-ajv.ts `compileNotTheSource`): the code ajv keeps for the standalone modules is
 * the code it would have compiled, the function it hands back says it is not to be run, and the meta-schemas, which
 * ajv runs to check each schema, are compiled as before.
 */
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../generator/emit/validators/create-ajv.js';

/** What ajv keeps of a compiled function with `code.source` on. */
interface WithSource {
  (data: unknown): boolean;
  readonly source?: { readonly validateCode: string };
}

const SCHEMAS = [
  {
    given: 'a closed object with a pattern and a length',
    schema: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+$', maxLength: 8 } }, required: ['id'], additionalProperties: false },
  },
  { given: 'a $ref to a definition', schema: { $defs: { n: { type: 'integer', minimum: 1 } }, type: 'array', items: { $ref: '#/$defs/n' } } },
  {
    given: 'a oneOf of formats',
    schema: {
      oneOf: [
        { type: 'string', format: 'date-time' },
        { type: 'string', format: 'uri' },
      ],
    },
  },
];

describe("the generator's ajv, standalone", () => {
  it.each(SCHEMAS)('$given: the code kept is what ajv compiles without the hook', ({ schema }) => {
    const writing = createAjv('body', { standalone: true });
    const compiling = createAjv('body', { standalone: true });
    (compiling.opts.code as { process?: unknown }).process = undefined;
    const written = writing.compile(schema) as WithSource;
    const compiled = compiling.compile(schema) as WithSource;
    expect(written.source?.validateCode).toBe(compiled.source?.validateCode);
    expect(written.source?.validateCode).toContain('function validate');
    // The compiled one runs; the written one says it is not to be run.
    expect(compiled(null)).toBe(false);
    expect(() => written(null)).toThrow("a standalone validator's code is written, not run, while generating");
  });

  // ajv's messages are off (create-ajv.ts): a problem names where it is.
  it('still checks each schema against the meta-schema, which it runs', () => {
    const ajv = createAjv('body', { standalone: true });
    expect(() => ajv.compile({ type: 'object', properties: { id: { type: 'nope' } } })).toThrow(/^schema is invalid: data\/properties\/id\/type /);
    expect(() => ajv.compile({ type: 'string', minLength: -1 })).toThrow(/^schema is invalid: data\/minLength /);
    expect(ajv.validateSchema({ type: 'string', maxLength: 3 })).toBe(true);
  });

  it('compiles the functions it runs when it is not writing standalone code', () => {
    const ajv = createAjv('body', { standalone: false });
    const validate = ajv.compile(SCHEMAS[0]!.schema);
    expect(validate({ id: 'abc' })).toBe(true);
    expect(validate({ id: 'ABC' })).toBe(false);
  });
});
