/**
 * `npm run generate [-- --spec PATH --out DIR --target NAME]`: regenerates everything in generated/
 * from spec/ (or any OpenAPI 3.0/3.1 document into any folder). Exit 1 on invalid input, 2 on bad usage.
 */
import { parseCliArgs, UsageError, USAGE } from '../generator/cli/args.js';
import { formatDiagnostics, formatTargetLines } from '../generator/cli/report.js';
import { generate } from '../generator/index.js';

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
  const result = await generate(options);
  const diagnostics = formatDiagnostics(result.diagnostics, options.verbose);
  if (diagnostics !== '') console.error(diagnostics);
  if (result.outputs === undefined) return 1;
  console.log(`generated ${options.specPath} → ${options.outDir}/`);
  console.log(formatTargetLines(result));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
