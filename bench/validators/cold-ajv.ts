/**
 * Cold start of the alternative: load ajv (with our options, formats and keywords) and compile every
 * validator the package exports, in a fresh process. Prints the milliseconds it took.
 * Run by run.ts: node --import tsx bench/validators/cold-ajv.ts <schema-set.json>
 */
import fs from 'node:fs';

const set = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as {
  modes: Record<'body' | 'parameters', { schemas: object[]; exports: Array<{ id: string }> }>;
  uncheckedFormats: string[];
};
const t0 = performance.now();
const { createAjv } = await import('../../generator/emit/validators/create-ajv.js');
let functions = 0;
for (const mode of ['body', 'parameters'] as const) {
  const ajv = createAjv(mode, { standalone: false, uncheckedFormats: set.uncheckedFormats });
  for (const schema of set.modes[mode].schemas) ajv.addSchema(schema);
  for (const { id } of set.modes[mode].exports) if (ajv.getSchema(id) !== undefined) functions++;
}
console.log(JSON.stringify({ ms: performance.now() - t0, functions }));
