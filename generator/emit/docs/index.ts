/**
 * The docs target: `generated/docs/index.html`, the API reference built by Redocly (`build-docs`) from the
 * bundled spec plus the error-code table and a curl and a TypeScript sample on every operation
 * (view-model.ts), each operation linking to the console (try-it-links.ts); `generated/docs/console.html`,
 * the console that sends every operation from the browser (console-view.ts, console-page.ts,
 * docs/decisions/0037-docs-console.md). The pages load nothing from another host (offline.ts). `docs/code-samples.json`
 * holds the samples for the test that compiles them against the generated client. The reference server
 * serves the page at /docs with its own URL in place of the spec's (server/docs/routes.ts).
 */
import type { IrDocument } from '../../ir/types.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { type CodeSample, codeSamples } from './code-samples.js';
import { consolePage } from './console-page.js';
import { consoleView } from './console-view.js';
import { externalResources, offline } from './offline.js';
import { redoclyBuildDocs } from './redocly-build-docs.js';
import { fragmentRouteLinks } from './route-links.js';
import { withTryItLinks } from './try-it-links.js';
import { type DocsView, docsView } from './view-model.js';

export async function emit(ir: IrDocument, ctx: EmitContext): Promise<EmittedFile[]> {
  const { view, samples } = pageView(ir, ctx);
  for (const pointer of view.remoteImages) {
    ctx.diagnostics.report({ code: 'GEN015', message: 'an image from another host is shown in the docs as a link to it', pointer });
  }
  const [reference, consoleHtml] = await Promise.all([
    redoclyBuildDocs({ ...view, repoRoot: ctx.repoRoot }),
    consolePage(consoleView(ir, ctx.names), ctx.render, ctx.repoRoot),
  ]);
  const html = fragmentRouteLinks(offline(reference));
  // A remote asset here is a renderer change we have not handled, not a spec mistake: fail the build.
  const remote = [...externalResources(html), ...externalResources(consoleHtml)];
  if (remote.length > 0) throw new Error(`docs pages would load from other hosts: ${remote.join(', ')}`);
  const json = Object.fromEntries(ir.operations.map((op) => [op.operationId, samples.get(op.operationId) ?? []]));
  return [
    { path: 'docs/index.html', contents: html },
    { path: 'docs/console.html', contents: consoleHtml },
    { path: 'docs/code-samples.json', contents: `${JSON.stringify(json, null, 2)}\n` },
  ];
}

/**
 * What the reference page shows: its view (the document Redocly renders, each operation linking to the console)
 * and the samples in it. `npm run dev` renders the same document in open pages before `build-docs` is done
 * (generator/watch/live/, docs/decisions/0030-designer-loop.md).
 */
export function pageView(ir: IrDocument, ctx: EmitContext): { readonly view: DocsView; readonly samples: ReadonlyMap<string, readonly CodeSample[]> } {
  const samples = codeSamples(ir, ctx.names);
  const view = docsView(ir, samples);
  return { view: { ...view, document: withTryItLinks(view.document, ir) }, samples };
}
