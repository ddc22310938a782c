/** Command-line options shared by `npm run generate` and `npm run check`. */
import { parseArgs } from 'node:util';
import { TARGETS } from '../targets.js';

// From targets.ts, not index.ts: parsing arguments must not load the pipeline (a no-change run skips it).
const TARGET_NAMES: readonly string[] = TARGETS.map((t) => t.name);

export interface CliOptions {
  readonly specPath: string;
  readonly outDir: string;
  readonly targets: readonly string[] | undefined;
  readonly help: boolean;
  readonly verbose: boolean;
  readonly name: string | undefined;
  readonly configPath: string | undefined;
}

export const USAGE = `usage: npm run generate -- [--spec PATH] [--out DIR] [--target NAME]... [--name NAME] [--config FILE] [--verbose]

  --spec PATH    OpenAPI 3.0/3.1 document, YAML or JSON (default: spec/openapi.yaml)
  --out DIR      folder to write into (default: generated)
  --target NAME  run only this target, repeatable (${TARGET_NAMES.join(', ')})
  --name NAME    project name in kebab case: packages @NAME/client…, registerNameRoutes (default: the
                 generator section of --config or of the nearest package.json, else info.title)
  --config FILE  JSON or YAML file whose \`generator\` section sets name, scope, errorPrefix
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
        name: { type: 'string' },
        config: { type: 'string' },
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
  if (values.name !== undefined && !/^[a-z0-9][a-z0-9._-]*$/.test(values.name)) {
    throw new UsageError(`--name "${values.name}" is not a valid npm package name part (lower case letters, digits, ".", "_", "-")`);
  }
  if (values.config === '') throw new UsageError('--config needs a file');
  return {
    specPath: values.spec ?? 'spec/openapi.yaml',
    outDir: values.out ?? 'generated',
    targets: values.target,
    help: values.help === true,
    verbose: values.verbose === true,
    name: values.name,
    configPath: values.config,
  };
}
