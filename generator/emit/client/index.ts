/**
 * The client target: the client package (`@tunnel-api/client` here; named by naming/resolver.ts) in `client/`. Generated: types
 * (schema.gen.ts, models.gen.ts) and data (operations.gen.ts, defaults.gen.ts, sdk.gen.ts's thin
 * namespaces); copied: the hand-written runtime; built: dist/.
 */
import type { IrDocument } from '../../ir/types.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { defaultHeaders } from './default-headers.js';
import { emitDefaultsFile } from './defaults-file.js';
import { emitErrorsFile, registeredErrorCodes } from './errors-file.js';
import { listItemsKey } from './list-envelope.js';
import { emitModelsFile } from './models-file.js';
import { emitOperationsFile } from './operations-file.js';
import { emitOperationTypesFile } from './operation-types-file.js';
import { packageFiles, readmeView } from './package-files.js';
import { packageVersion } from '../../release/versions.js';
import { emitSchemaTypes } from './schema-types.js';
import { buildSdkView } from './view-model.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { runtimeSources } from '../../render/runtime-sources.js';
import { buildDist } from '../../render/transpile.js';

export async function emit(ir: IrDocument, ctx: EmitContext): Promise<EmittedFile[]> {
  const headers = defaultHeaders(ir);
  const schema = await emitSchemaTypes(ir, headers);
  const sdk = buildSdkView(ir, headers, ctx.names, ctx.diagnostics);
  const itemsKeys = new Map(ir.operations.flatMap((op) => {
    const key = listItemsKey(ir, op);
    return key === undefined ? [] : [[op.operationId, key] as const];
  }));
  const errorCodes = registeredErrorCodes(ir);
  const sources: EmittedFile[] = [
    { path: 'client/src/schema.gen.ts', contents: schema.contents },
    { path: 'client/src/models.gen.ts', contents: emitModelsFile(ir, ctx.names, schema.readWriteMarkers) },
    { path: 'client/src/operation-types.gen.ts', contents: emitOperationTypesFile(ir, ctx.names, itemsKeys, schema.readWriteMarkers) },
    { path: 'client/src/operations.gen.ts', contents: emitOperationsFile(ir) },
    { path: 'client/src/defaults.gen.ts', contents: emitDefaultsFile(headers, `${ctx.names.packageName('client')}/${packageVersion(ctx.releaseRoot, ctx.names.packageName('client'))}`, errorCodes?.map((e) => e.code)) },
    ...(errorCodes === undefined ? [] : [{ path: 'client/src/errors.gen.ts', contents: emitErrorsFile(ir, ctx.names, errorCodes) }]),
    { path: 'client/src/sdk.gen.ts', contents: formatTypeScript('sdk.gen.ts', ctx.render('client/sdk.gen.ts', sdk), { layout: 'template' }) },
    ...runtimeSources(ctx.repoRoot, 'client', 'client/src/runtime', ctx.names.project),
  ];
  const packaging = packageFiles(ir, ctx, schema.exports, headers, readmeView(ir, sdk, itemsKeys), errorCodes);
  const all = [...sources, ...packaging];
  // Type declarations only, by construction: the dist build need not parse them to find out.
  const typesOnly = new Set(['src/schema.gen.ts', 'src/models.gen.ts', 'src/operation-types.gen.ts']);
  return [...all, ...buildDist(all, 'client', ctx.repoRoot, { typesOnly })].sort((a, b) => a.path.localeCompare(b.path));
}
