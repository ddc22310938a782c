/**
 * The client target: the client package (`@tunnel-api/client` here; named by naming/resolver.ts) in `client/`. Generated: types
 * (schema.gen.ts, models.gen.ts) and data (operations.gen.ts, defaults.gen.ts, errors.gen.ts, sdk.gen.ts's thin
 * namespaces), and the README. The package step adds the manifest, the copied runtime and dist/ (target.ts).
 */
import type { IrDocument } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { packageVersion } from '../../release/versions.js';
import { commentSafe } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { clientAuth } from './client-auth.js';
import { clientOptionsLiteral } from './client-construction.js';
import { defaultHeaders } from './default-headers.js';
import { emitDefaultsFile } from './defaults-file.js';
import { emitErrorsFile, registeredErrorCodes } from './errors-file.js';
import { emitModelsFile, variantNames } from './models-file.js';
import { NamedTypeSource, schemaRef } from './named-types.js';
import { emitOperationTypesFile } from './operation-types-file.js';
import { emitOperationsFile } from './operations-file.js';
import { emitOptionsFile } from './options-file.js';
import { readmeFileView, readmeView } from './readme-view.js';
import { emitSchemaTypes } from './schema-types.js';
import { defaultBaseUrl } from './server-url.js';
import { buildSdkView } from './view-model.js';

export async function emit(ir: IrDocument, ctx: EmitContext): Promise<EmittedFile[]> {
  const headers = defaultHeaders(ir);
  const schema = await emitSchemaTypes(ir, headers);
  const source = new NamedTypeSource(schema.nodes);
  const sdk = buildSdkView(ir, headers, ctx.names, ctx.diagnostics);
  const errorCodes = registeredErrorCodes(ir);
  const errors = ctx.names.project.errors;
  const auth = clientAuth(ir, ctx.diagnostics);
  const baseUrl = defaultBaseUrl(ir);
  const title = ir.info.title === '' ? 'the API' : ir.info.title;
  const index = ctx.render('client/index.gen.ts', {
    title: commentSafe(title),
    createExample: commentSafe(
      `createClient(${clientOptionsLiteral(auth, ctx.names.project.apiKeyVariable, baseUrl === undefined ? 'https://api.example.com' : undefined)})`,
    ),
    authExports: auth.apiKeyScheme === undefined && auth.schemes.length > 0 ? ['ClientAuth'] : [],
    schemaExports: schema.exports.join(', '),
    errorExports: [errors.api, errors.base, errors.guard, errors.network, errors.operationGuard, errors.pagination, errors.timeout].sort(),
    errorTypeExports: [errors.code, errors.details, errors.known, errors.operationError, errors.operations, errors.registry].sort(),
    operationTypes: errors.operations,
    // errors.gen.ts merges the registry's codes into the runtime's types: imported for that alone.
    registryImports: errorCodes === undefined ? [] : ['./errors.gen.js'],
  });
  return [
    { path: 'client/src/schema.gen.ts', contents: schema.contents },
    { path: 'client/src/models.gen.ts', contents: emitModelsFile(ir, ctx.names, source) },
    { path: 'client/src/operation-types.gen.ts', contents: emitOperationTypesFile(ir, ctx.names, source, schema.readWriteMarkers) },
    { path: 'client/src/operations.gen.ts', contents: emitOperationsFile(ir) },
    {
      path: 'client/src/defaults.gen.ts',
      contents: emitDefaultsFile(
        headers,
        `${ctx.names.packageName('client')}/${packageVersion(ctx.release, ctx.names.packageName('client'))}`,
        errorCodes?.map((e) => e.code),
        baseUrl,
      ),
    },
    { path: 'client/src/options.gen.ts', contents: emitOptionsFile(auth, baseUrl, commentSafe(title)) },
    ...(errorCodes === undefined ? [] : [{ path: 'client/src/errors.gen.ts', contents: emitErrorsFile(ir, ctx.names, errorCodes) }]),
    { path: 'client/src/sdk.gen.ts', contents: formatTypeScript('sdk.gen.ts', ctx.render('client/sdk.gen.ts', sdk), { layout: 'template' }) },
    { path: 'client/src/index.gen.ts', contents: formatTypeScript('index.gen.ts', index, { layout: 'template' }) },
    {
      path: 'client/README.md',
      contents: ctx.render(
        'client/README.md',
        readmeFileView(ir, ctx.names, headers, readmeView(ir, sdk, namedResponse(ir, source, ctx.names)), errorCodes, { auth, baseUrl, sdk }),
      ),
    },
  ];
}

/** The named type of an operation's success response when it is one schema (`TunnelGroupBackend`), for the README. */
function namedResponse(ir: IrDocument, source: NamedTypeSource, names: NameResolver): (operationId: string) => string | undefined {
  const nameOf = variantNames(names, source);
  return (operationId) => {
    const op = ir.operations.find((o) => o.operationId === operationId);
    const success = op?.responses.find((r) => /^2\d\d$/.test(r.status) && r.contentType !== undefined);
    if (op === undefined || success === undefined) return undefined;
    const node = source.responseBody(op.path, op.method, success.status, success.contentType ?? '');
    const schema = node === undefined ? undefined : schemaRef(node);
    return schema === undefined ? undefined : nameOf(schema, 'read');
  };
}
