// Temporary until the generator lands: bundle spec/ into generated/openapi.json and generated/openapi.yaml.
// The generator's `load` stage takes this over (it must produce the same bytes).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bundle, loadConfig, stringifyYaml } from '@redocly/openapi-core';

const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'generated' } } });
const out = args.out!;

const config = await loadConfig({ configPath: 'redocly.yaml' });
const result = await bundle({ ref: 'spec/openapi.yaml', config, dereference: false });
const errors = result.problems.filter((p) => p.severity === 'error');
for (const p of errors) console.error(`${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
if (errors.length) process.exit(1);

mkdirSync(out, { recursive: true });
const doc = result.bundle.parsed;
const outputs = {
  [join(out, 'openapi.json')]: JSON.stringify(doc, null, 2) + '\n',
  [join(out, 'openapi.yaml')]: stringifyYaml(doc, { lineWidth: -1, noRefs: true }),
};
for (const [file, content] of Object.entries(outputs)) {
  let old = '';
  try { old = readFileSync(file, 'utf8'); } catch { /* first run */ }
  if (old !== content) writeFileSync(file, content);
  console.log(`${old === content ? 'unchanged' : 'wrote'} ${file}`);
}
