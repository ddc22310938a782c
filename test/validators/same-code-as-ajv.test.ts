/**
 * The generated functions are the code ajv compiles at run time from the same schemas and options,
 * so they run at the same speed by construction (the benchmark measures it, bench/RESULTS.md); what
 * the package saves is the compiling. Checked function by function, up to whitespace and the
 * numbering of ajv's generated names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { schemas } from '@tunnel-api/validators';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { buildSchemaSet } from '../../generator/emit/validators/build-schema-set.js';
import { collectTargets } from '../../generator/emit/validators/collect-targets.js';
import { createAjv } from '../../generator/emit/validators/create-ajv.js';
import { REPO_ROOT } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import { createNameResolver } from '../../generator/naming/resolver.js';
import { NAME_CLAIMS } from '../../generator/targets.js';

/**
 * Whitespace and empty statements out; `validate12`, `schema31`, `formats0`… renumbered in order of appearance
 * (the generated module's own function is plain `validate`, its other names already local to it).
 * A called function is imported from its own module, which vitest's module transform writes as
 * `(0, __vite_ssr_import_3__.validate)`: that is the callee's name too.
 */
function normalize(code: string): string {
  const names = new Map<string, string>();
  // ajv ends blocks with `};` or `}` depending on its line option; the empty statement means nothing.
  return code
    .replace(/(?<![.\w$])validate(?![\w$])/g, 'validate999999')
    .replace(/\s+/g, '')
    .replace(
      /\(0,__vite_ssr_import_(\d+)__\.validate\)|__vite_ssr_import_(\d+)__\.validate/g,
      (_match, a?: string, b?: string) => `validate${1_000_000 + Number(a ?? b)}`,
    )
    .replace(/\};/g, '}')
    .replace(/(validate|schema|formats|func|pattern)(\d+)/g, (name, kind: string) => {
      if (!names.has(name)) names.set(name, `${kind}#${[...names.keys()].filter((n) => n.startsWith(kind)).length}`);
      return names.get(name) ?? name;
    });
}

describe('generated validators are the code ajv compiles at run time', () => {
  const diagnostics = new Diagnostics();
  const bundle = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8')) as Record<string, unknown>;
  const ir = buildIr(bundle, diagnostics);
  const set = buildSchemaSet(collectTargets(ir, createNameResolver(ir, {}, diagnostics, NAME_CLAIMS)), diagnostics);
  const ajv = createAjv('body', { standalone: false, uncheckedFormats: set.uncheckedFormats });
  (ajv.opts.code as { source?: boolean }).source = true;
  for (const schema of set.modes.body.schemas) ajv.addSchema(schema as object);

  it.each(Object.keys(schemas))('%s', (name) => {
    const validator = (schemas as Record<string, { id: string; validate: { toString(): string } }>)[name]!;
    const compiled = ajv.getSchema(validator.id) as unknown as { source: { validateCode: string } };
    const ours = normalize(validator.validate.toString());
    const runtime = normalize(compiled.source.validateCode);
    expect(ours.length).toBeGreaterThan(100);
    expect(runtime.slice(0, ours.length)).toBe(ours);
  });
});
