/** `package.json`, `README.md` and `index.gen.ts` of the client package, from templates/client/. */
import type { RegisteredErrorCode } from './errors-file.js';
import type { IrDocument } from '../../ir/types.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { commentSafe } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { dependencyRange, licenseFile, packageManifest } from '../package-manifest.js';
import { changelogFile, packageVersion } from '../../release/versions.js';
import type { EmitContext, EmittedFile } from '../types.js';
import type { SdkView } from './view-model.js';

export interface ReadmeRow {
  readonly namespace: string;
  readonly method: string;
  readonly args: string;
  readonly httpMethod: string;
  readonly path: string;
  readonly summary: string;
}

/** Optional sections are lists of zero or one entry, so the template only loops (docs/decisions/0001-spec-first.md). */
export interface ReadmeView {
  readonly rows: readonly ReadmeRow[];
  readonly examples: readonly { readonly namespace: string; readonly itemsKey: string }[];
  readonly gets: readonly { readonly call: string; readonly callWithOptions: string; readonly rawArgs: string }[];
}

export function packageFiles(ir: IrDocument, ctx: EmitContext, schemaExports: readonly string[], headers: Readonly<Record<string, string>>, readme: ReadmeView, errorCodes: readonly RegisteredErrorCode[] | undefined): EmittedFile[] {
  const title = ir.info.title === '' ? 'the API' : ir.info.title;
  const name = ctx.names.packageName('client');
  const errors = ctx.names.project.errors;
  const packageJson = packageManifest(ctx.names.project.metadata, {
    name,
    version: packageVersion(ctx.releaseRoot, name),
    description: `Typed client for ${title}, generated from its OpenAPI document.`,
    keywords: ['openapi', 'api-client', 'sdk', 'typescript'],
    directory: 'generated/client',
    entry: { js: './dist/index.gen.js', types: './dist/index.gen.d.ts' },
    files: ['dist', 'src'],
    dependencies: { 'openapi-fetch': dependencyRange('openapi-fetch') },
  });
  const readmeText = ctx.render('client/README.md', {
    banner: 'Generated from the OpenAPI document. Do not edit by hand.',
    name,
    errors,
    title: escapeMarkdown(title),
    apiVersion: escapeMarkdown(ir.info.version),
    defaultHeaderList: Object.entries(headers).map(([name, value]) => `, \`${name}: ${value}\``).join(''),
    errorRegistry: errorRegistryView(errorCodes),
    ...readme,
  });
  const index = ctx.render('client/index.gen.ts', {
    banner: GENERATED_BANNER,
    title: commentSafe(title),
    schemaExports: schemaExports.join(', '),
    errorExports: [errors.api, errors.base, errors.guard, errors.network, errors.pagination, errors.timeout].sort(),
    errorTypeExports: [errors.code, errors.details, errors.known, errors.registry].sort(),
    // errors.gen.ts merges the registry's codes into the runtime's types: imported for that alone.
    registryImports: errorCodes === undefined ? [] : ['./errors.gen.js'],
  });
  return [
    { path: 'client/package.json', contents: packageJson },
    ...licenseFile(ctx.names.project.metadata, 'client'),
    ...changelogFile(ctx.releaseRoot, name, 'client'),
    { path: 'client/README.md', contents: readmeText.replace(/\n*$/, '\n') },
    { path: 'client/src/index.gen.ts', contents: formatTypeScript('index.gen.ts', index, { layout: 'template' }) },
  ];
}

/** The README's section on the registry's codes, with an example code that carries details of its own (zero or one entry). */
function errorRegistryView(errorCodes: readonly RegisteredErrorCode[] | undefined): Array<{ count: number; code: string; detail: string }> {
  if (errorCodes === undefined) return [];
  const sorted = [...errorCodes].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const example = sorted.find((entry) => entry.details.length > 0);
  if (example === undefined) return [];
  return [{ count: errorCodes.length, code: example.code, detail: example.details[0]! }];
}

export function escapeMarkdown(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;');
}

export function readmeView(ir: IrDocument, sdk: SdkView, itemsKeys: ReadonlyMap<string, string>): ReadmeView {
  void ir;
  const rows: ReadmeRow[] = [];
  let example: ReadmeView['examples'][number] | undefined;
  let get: ReadmeView['gets'][number] | undefined;
  for (const ns of sdk.namespaces) {
    const names = ns.methods.map((m) => m.key);
    const list = ns.methods.find((m) => m.key === 'list');
    const itemsKey = list === undefined ? undefined : itemsKeys.get(list.operationId);
    if (example === undefined && itemsKey !== undefined && ['create', 'get', 'update', 'delete'].every((n) => names.includes(n))) {
      example = { namespace: ns.key, itemsKey };
    }
    for (const m of ns.methods) {
      if (get === undefined && m.key === 'get' && m.pathParams.length === 1) {
        const id = `'${m.exampleIds[0] ?? 'id_123'}'`;
        get = {
          call: `${ns.key}.get(${id})`,
          callWithOptions: `${ns.key}.get(${id}, { signal: AbortSignal.timeout(2_000), maxRetries: 0 })`,
          rawArgs: `'${m.path}', { params: { path: { ${m.rawPathParams[0] ?? 'id'}: ${id} } } }`,
        };
      }
      rows.push({
        namespace: ns.key,
        method: m.key,
        args: m.argNames.join(', '),
        httpMethod: m.httpMethod,
        path: m.path,
        summary: m.summary === undefined ? '' : ` — ${escapeMarkdown(m.summary)}`,
      });
    }
  }
  return { rows, examples: example === undefined ? [] : [example], gets: get === undefined ? [] : [get] };
}
