/**
 * `npm run diff -- --base <git-ref> [--format text|json|markdown] [--allow-breaking] [--spec PATH]`:
 * every change between the spec at <git-ref> and the working tree, classified as breaking, risky or
 * safe for a client of the generated packages. Exit 1 when a breaking change is found (unless
 * --allow-breaking) or a version cannot be loaded, 2 on bad usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BaseRefError, extractSpecAt } from '../generator/diff/base-spec.js';
import type { DiffFormat } from '../generator/diff/format.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

const USAGE = `usage: npm run diff -- --base <git-ref> [--format text|json|markdown] [--allow-breaking] [--spec PATH]

  --base REF        the version to compare with (a commit, branch or tag), e.g. HEAD or main
  --format FORMAT   text (default), json or markdown
  --allow-breaking  exit 0 even when a breaking change is found
  --spec PATH       the working tree's root spec file (default spec/openapi.yaml)`;

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        format: { type: 'string', default: 'text' },
        'allow-breaking': { type: 'boolean', default: false },
        spec: { type: 'string', default: 'spec/openapi.yaml' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`diff: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const format = values.format as DiffFormat;
  if (values.base === undefined || !['text', 'json', 'markdown'].includes(format)) {
    console.error(`diff: ${values.base === undefined ? '--base is required' : `unknown format ${format}`}\n\n${USAGE}`);
    return 2;
  }
  const specPath = path.resolve(values.spec);
  let base;
  try {
    base = extractSpecAt(values.base, REPO_ROOT, path.relative(REPO_ROOT, path.dirname(specPath)));
  } catch (error) {
    if (!(error instanceof BaseRefError)) throw error;
    console.error(`diff: ${error.message}`);
    return 2;
  }
  try {
    // Loaded only now: a usage error or an unknown ref is answered without loading the pipeline (Redocly, the IR).
    const [{ diffSpecs, formatChanges }, { formatDiagnostics }] = await Promise.all([
      import('../generator/diff/index.js'),
      import('../generator/cli/report.js'),
    ]);
    const { changes, diagnostics } = await diffSpecs(base.root, specPath);
    const problems = formatDiagnostics(diagnostics.all);
    if (problems !== '') console.error(problems);
    if (changes === undefined) return 1;
    console.log(formatChanges(changes, format, { base: values.base, head: 'working tree' }));
    return changes.some((c) => c.severity === 'breaking') && !values['allow-breaking'] ? 1 : 0;
  } finally {
    base.dispose();
  }
}

process.exitCode = await main(process.argv.slice(2));
