/**
 * `npm run generate [-- --spec PATH --out DIR --target NAME]`: regenerates everything in generated/
 * from spec/ (or any OpenAPI 3.0/3.1 document into any folder). Exit 1 on invalid input, 2 on bad usage.
 * For the repository itself it also rewrites server/handlers/stored-kinds.gen.ts when server/resources/ changed.
 *
 * Plain `npm run generate` with nothing changed since generated/ was written — the content hash of everything
 * generation reads and wrote, recorded in generated/generation-stamp.json (scripts/generation-stamp.js) —
 * says so and stops before loading the pipeline (Redocly, TypeScript, ts-morph): well under a second instead
 * of several. After a full generation it records the stamp, which is committed with generated/.
 */
import path from 'node:path';
import { parseCliArgs, USAGE, UsageError } from '../generator/cli/args.js';
import { generationIsCurrent, recordGeneration } from './generation-stamp.js';
import { STORED_KINDS_PATH, writeStoredKinds } from './stored-kinds.js';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`GEN010 error: ${error.message}\n  hint: run \`npm run generate -- --help\` for the options\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const isRepository = path.resolve(options.specPath) === path.join(ROOT, 'spec/openapi.yaml') && path.resolve(options.outDir) === path.join(ROOT, 'generated');
  // The server's wiring of its stored resource kinds follows server/resources/ (scripts/stored-kinds.js).
  if (isRepository && writeStoredKinds(ROOT)) console.log(`${STORED_KINDS_PATH}: rewritten from server/resources/`);
  const isDefault = argv.length === 0 && isRepository;
  if (isDefault && generationIsCurrent()) {
    console.log('generated/ is up to date with spec/, templates/, generator/ and package.json (content hash): nothing to do');
    return 0;
  }
  const { generate } = await import('../generator/index.js');
  const { formatDiagnostics, formatTargetLines } = await import('../generator/cli/report.js');
  const result = await generate(options);
  const diagnostics = formatDiagnostics(result.diagnostics, options.verbose);
  if (diagnostics !== '') console.error(diagnostics);
  if (result.outputs === undefined) return 1;
  if (isDefault) recordGeneration();
  console.log(`generated ${options.specPath} → ${options.outDir}/`);
  console.log(formatTargetLines(result));
  return 0;
}

// Not a top-level await: precompiled, this module is CommonJS (docs/decisions/0076-generator-compile-cache.md).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
