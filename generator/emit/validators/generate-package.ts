/**
 * Writes generated/validators from a spec until the generator CLI runs this target itself:
 *   npx tsx generator/emit/validators/generate-package.ts [spec (default generated/openapi.json)] [out dir (default generated)]
 * Prints the diagnostics and where request bodies were closed although the spec left them open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Diagnostics, formatDiagnostic } from '../../diagnostics.js';
import { buildIr } from '../../ir/build.js';
import { loadSpec } from '../../load/index.js';
import { createTemplateRenderer } from '../../render/handlebars.js';
import { writeFiles } from '../../write/index.js';
import { buildSchemaSet } from './build-schema-set.js';
import { collectTargets } from './collect-targets.js';
import { emit, PACKAGE_DIR } from './index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const specPath = path.resolve(process.argv[2] ?? path.join(repoRoot, 'generated/openapi.json'));
const outDir = path.resolve(process.argv[3] ?? path.join(repoRoot, 'generated'));

const diagnostics = new Diagnostics();
const bundle = specPath.endsWith('.json')
  ? (JSON.parse(fs.readFileSync(specPath, 'utf8')) as Record<string, unknown>)
  : (await loadSpec(specPath, diagnostics))?.bundle;
if (bundle === undefined) {
  for (const d of diagnostics.all) console.error(formatDiagnostic(d));
  process.exit(1);
}
const ir = buildIr(bundle, diagnostics);
const files = emit(ir, { diagnostics, repoRoot, render: createTemplateRenderer(path.join(repoRoot, 'templates')) });
const closed = buildSchemaSet(collectTargets(ir, new Diagnostics()), new Diagnostics()).closed;
for (const d of diagnostics.all) console.error(formatDiagnostic(d));
for (const c of closed) {
  console.error(`note: ${c.component === undefined ? c.target : `component ${c.component}`} at "${c.pointer}" is closed with ${c.keyword}: false for request bodies`);
}
const result = writeFiles(outDir, files, [PACKAGE_DIR]);
console.log(`validators: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} removed`);
if (diagnostics.hasErrors) process.exit(1);
