/** Command-line options shared by `npm run generate` and `npm run check`. */
import { parseArgs } from 'node:util';
import { TARGET_NAMES } from '../index.js';

export interface CliOptions {
  readonly specPath: string;
  readonly outDir: string;
  readonly targets: readonly string[] | undefined;
  readonly help: boolean;
  readonly verbose: boolean;
}

export const USAGE = `usage: npm run generate -- [--spec PATH] [--out DIR] [--target NAME]... [--verbose]

  --spec PATH    OpenAPI 3.0/3.1 document, YAML or JSON (default: spec/openapi.yaml)
  --out DIR      folder to write into (default: generated)
  --target NAME  run only this target, repeatable (${TARGET_NAMES.join(', ')})
  --verbose      print every warning (by default 10 per code)
  --help         show this text

exit status: 0 done, 1 invalid input (diagnostics printed), 2 bad usage`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        spec: { type: 'string' },
        out: { type: 'string' },
        target: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        verbose: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const unknown = (values.target ?? []).filter((t) => !TARGET_NAMES.includes(t));
  if (unknown.length > 0) throw new UsageError(`unknown target ${unknown.map((t) => `"${t}"`).join(', ')}; known: ${TARGET_NAMES.join(', ')}`);
  if (values.spec === '') throw new UsageError('--spec needs a path');
  if (values.out === '') throw new UsageError('--out needs a folder');
  return {
    specPath: values.spec ?? 'spec/openapi.yaml',
    outDir: values.out ?? 'generated',
    targets: values.target,
    help: values.help === true,
    verbose: values.verbose === true,
  };
}
