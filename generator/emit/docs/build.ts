/**
 * `npx tsx generator/emit/docs/build.ts [BUNDLE [OUT_DIR]]`: rebuilds generated/docs from
 * generated/openapi.json (defaults), without the rest of the pipeline. Exit 1 when the document has errors.
 */
import path from 'node:path';
import { formatDiagnostics } from '../../cli/report.js';
import { REPO_ROOT } from '../../index.js';
import { buildDocs } from './build-docs.js';

const [bundleArg, outArg] = process.argv.slice(2);
const bundlePath = path.resolve(bundleArg ?? path.join(REPO_ROOT, 'generated', 'openapi.json'));
const outDir = path.resolve(outArg ?? path.join(REPO_ROOT, 'generated'));
const result = buildDocs({ bundlePath, outDir });
const report = formatDiagnostics(result.diagnostics, false);
if (report !== '') console.error(report);
if (result.diagnostics.some((d) => d.severity === 'error')) process.exit(1);
for (const file of result.written) console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, file))}`);
for (const file of result.unchanged) console.log(`unchanged ${path.relative(process.cwd(), path.join(outDir, file))}`);
