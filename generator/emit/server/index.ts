/**
 * The server target: the server package (`@tunnel-api/server` here) in generated/server — a `Handlers`
 * interface with one typed method per operation, the route table (data) wired to the precompiled
 * validators of the sibling validators package (named by naming/resolver.ts), and the README. The package
 * step adds the manifest, the hand-written Fastify runtime (generator/runtime/server, copied) and dist/ (target.ts).
 * Regenerating never touches hand-written handler code: handlers live in server/, outside generated/.
 */
import type { IrDocument } from '../../ir/types.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { registeredErrorCodes } from '../client/errors-file.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { emitErrorBodyFile } from './error-body-file.js';
import { emitServerErrorsFile } from './errors-file.js';
import { resourcesView } from './resources-view.js';
import { serverView } from './view-model.js';

export function emit(ir: IrDocument, ctx: EmitContext): EmittedFile[] {
  const PACKAGE_DIR = ctx.names.packageDir('server');
  // The document's own error body where it has no error registry (docs/decisions/0066-edge-errors-in-the-document-shape.md).
  const errorBody = registeredErrorCodes(ir) === undefined ? emitErrorBodyFile(ir, ctx.names) : undefined;
  const view = { ...serverView(ir, ctx.names), ...resourcesView(ir), errorBody };
  return [
    ...(errorBody === undefined ? [] : [{ path: `${PACKAGE_DIR}/src/error-body.gen.ts`, contents: errorBody.contents }]),
    { path: `${PACKAGE_DIR}/src/errors.gen.ts`, contents: emitServerErrorsFile(ir) },
    {
      path: `${PACKAGE_DIR}/src/handlers.gen.ts`,
      contents: formatTypeScript('handlers.gen.ts', ctx.render('server/handlers.gen.ts', view), { layout: 'template' }),
    },
    {
      path: `${PACKAGE_DIR}/src/resources.gen.ts`,
      contents: formatTypeScript('resources.gen.ts', ctx.render('server/resources.gen.ts', view), { layout: 'template' }),
    },
    { path: `${PACKAGE_DIR}/src/routes.gen.ts`, contents: formatTypeScript('routes.gen.ts', ctx.render('server/routes.gen.ts', view), { layout: 'template' }) },
    { path: `${PACKAGE_DIR}/src/index.ts`, contents: ctx.render('server/index.ts', view) },
    { path: `${PACKAGE_DIR}/README.md`, contents: ctx.render('server/README.md', view) },
  ];
}
