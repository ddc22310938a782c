/**
 * The docs target: `generated/docs/index.html`, the API reference built by Redocly (`build-docs`) from the
 * bundled spec plus the error-code table and a curl and a TypeScript sample on every operation
 * (view-model.ts). The page loads nothing from another host (offline.ts). `docs/code-samples.json`
 * holds the samples for the test that compiles them against the generated client. The reference server
 * serves the page at /docs with its own URL in place of the spec's (server/docs/routes.ts).
 */
import type { IrDocument } from '../../ir/types.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { codeSamples } from './code-samples.js';
import { docsView } from './view-model.js';
import { externalResources, offline } from './offline.js';
import { redoclyBuildDocs } from './redocly-build-docs.js';

export async function emit(ir: IrDocument, ctx: EmitContext): Promise<EmittedFile[]> {
  const samples = codeSamples(ir, ctx.names);
  const view = docsView(ir, samples);
  for (const pointer of view.remoteImages) {
    ctx.diagnostics.report({ code: 'GEN015', message: 'an image from another host is shown in the docs as a link to it', pointer });
  }
  const html = offline(await redoclyBuildDocs({ ...view, repoRoot: ctx.repoRoot }));
  // A remote asset here is a renderer change we have not handled, not a spec mistake: fail the build.
  const remote = externalResources(html);
  if (remote.length > 0) throw new Error(`docs page would load from other hosts: ${remote.join(', ')}`);
  const json = Object.fromEntries(ir.operations.map((op) => [op.operationId, samples.get(op.operationId) ?? []]));
  return [
    { path: 'docs/index.html', contents: html },
    { path: 'docs/code-samples.json', contents: `${JSON.stringify(json, null, 2)}\n` },
  ];
}
