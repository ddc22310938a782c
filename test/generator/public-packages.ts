/**
 * The client, validators and server packages of a public OpenAPI document (../shared/public-specs), generated once
 * per test run for the files that check them — test/generator/public-specs.test.ts (every document generates and
 * compiles) and test/generator/foreign-packages.test.ts (no trace of this repository in them) both need Mistral's
 * and Lob's, a dozen seconds of CPU each time (docs/decisions/0083-test-schedule.md). The first file to ask
 * generates and leaves the result in the run's folder (test/support/run-folder-global-setup.ts), keyed by the
 * document's path and contents; a file that asks while the other is still generating generates too, rather than
 * wait. Outside a run that provides the folder (a file run on its own by another project), it just generates.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics.js';
import { codeSamples } from '../../generator/emit/docs/code-samples.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll } from '../../generator/index.js';
import type { IrDocument } from '../../generator/ir/types.js';
import type { NameResolver } from '../../generator/naming/resolver.js';

export interface PublicPackages {
  /** What the generator reported, with file and line. */
  readonly diagnostics: readonly Diagnostic[];
  /** The three packages' files; undefined when the document has errors. */
  readonly files: readonly EmittedFile[] | undefined;
  /** The docs' TypeScript sample of every operation (a multipart or binary body's included), in operation order. */
  readonly typescriptSamples: readonly string[];
}

const TARGETS = ['client', 'validators', 'server'];

/**
 * As `npm run generate -- --spec <document> --target client --target validators --target server` makes them: the
 * document lies outside any package.json, so its packages take their names from the document itself.
 */
export async function publicPackages(specPath: string): Promise<PublicPackages> {
  const folder = runFolder();
  const key = createHash('sha256').update(path.resolve(specPath)).update('\0').update(fs.readFileSync(specPath)).digest('hex').slice(0, 32);
  const stored = folder === undefined ? undefined : path.join(folder, `public-packages-${key}.json`);
  if (stored !== undefined && fs.existsSync(stored)) return JSON.parse(fs.readFileSync(stored, 'utf8')) as PublicPackages;
  let samples: string[] = [];
  const result = await emitAll({
    specPath,
    targets: TARGETS,
    onIr: (ir, ctx) => {
      samples = typescriptSamples(ir, ctx.names);
    },
  });
  const made: PublicPackages = { diagnostics: result.diagnostics, files: result.outputs?.flatMap((o) => o.files), typescriptSamples: samples };
  if (stored !== undefined) {
    // Written whole under another name, then renamed: a reader never sees half a file.
    const partial = `${stored}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(made));
    fs.renameSync(partial, stored);
  }
  return made;
}

/** The docs' TypeScript sample of every operation, files included: a multipart or binary body reads its file with openAsBlob. */
export function typescriptSamples(ir: IrDocument, names: NameResolver): string[] {
  const samples = codeSamples(ir, names);
  return ir.operations.flatMap(
    (op) =>
      samples
        .get(op.operationId)
        ?.filter((s) => s.label === 'TypeScript')
        .map((s) => s.source) ?? [],
  );
}

function runFolder(): string | undefined {
  try {
    const folder = inject('runFolder');
    return typeof folder === 'string' && fs.existsSync(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}
