/**
 * The view model of sdk.gen.ts: one namespace per tag, one method per operation, with signatures and
 * doc comments already decided, so the template only loops (docs/decisions/0001-spec-first.md).
 */
import type { Diagnostics } from '../../diagnostics.js';
import type { IrDocument, IrOperation } from '../../ir/types.js';
import { pathArgumentNames } from '../../naming/argument-names.js';
import { propertyKey } from '../../naming/identifier.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { isDefaultHeader } from './default-headers.js';
import { listItemsKey } from './list-envelope.js';
import { reportUnsupported } from './unsupported.js';
import { resolveSchema } from '../../ir/resolve-schema.js';
import type { NameResolver } from '../../naming/resolver.js';
import { tsString } from './type-expressions.js';

export interface SdkView {
  readonly banner: string;
  readonly imports: readonly string[];
  /** `core`, or `_core` when there is no operation to use it. */
  readonly coreParam: string;
  readonly namespaces: readonly NamespaceView[];
}

export interface NamespaceView {
  readonly key: string;
  readonly doc: string;
  readonly methods: readonly MethodView[];
}

export interface MethodView {
  readonly key: string;
  /** Names this method's signature uses from operation-types.gen.ts. */
  readonly typeImports: readonly string[];
  readonly operationId: string;
  readonly httpMethod: string;
  readonly path: string;
  readonly summary: string | undefined;
  /** Argument names as the signature shows them (`?` marks optional ones). */
  readonly argNames: readonly string[];
  readonly pathParams: readonly string[];
  readonly rawPathParams: readonly string[];
  /** A plausible value per path parameter, for documentation (from the id pattern's prefix). */
  readonly exampleIds: readonly string[];
  readonly doc: string;
  readonly parameters: string;
  readonly returnType: string;
  readonly body: string;
}

interface Argument {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
}

export function buildSdkView(
  ir: IrDocument,
  headers: Readonly<Record<string, string>>,
  names: NameResolver,
  diagnostics: Diagnostics,
): SdkView {
  const views = names.sdk.map((ns): NamespaceView => {
      const tag = ir.tags.find((t) => t.name === ns.tag);
      return {
        key: propertyKey(ns.name),
        doc: jsDoc(jsDocLines(tag?.displayName, tag?.description), '    '),
        methods: ns.methods.map((m) => {
          reportUnsupported(m.operation, diagnostics);
          return buildMethod(ir, m.name, m.operation, headers, names);
        }),
      };
    });
  const methods = views.flatMap((ns) => ns.methods);
  const runtime = ['ClientCore', ...(methods.length > 0 ? ['CallOptions'] : []), ...(methods.some((m) => m.returnType.startsWith('PageIterator')) ? ['PageIterator'] : [])].sort((a, b) => a.localeCompare(b));
  return {
    banner: GENERATED_BANNER.trimEnd(),
    // In the order the formatter sorts imports (by module, names by name), so it has nothing to re-sort.
    imports: [
      ...(methods.length > 0 ? [`import type { ${methods.flatMap((m) => m.typeImports).sort((a, b) => a.localeCompare(b)).join(', ')} } from './operation-types.gen.js';`, `import { operations } from './operations.gen.js';`] : []),
      `import type { ${runtime.join(', ')} } from './runtime/index.js';`,
    ],
    coreParam: methods.length > 0 ? 'core' : '_core',
    namespaces: views,
  };
}

function buildMethod(
  ir: IrDocument,
  name: string,
  op: IrOperation,
  headers: Readonly<Record<string, string>>,
  names: NameResolver,
): MethodView {
  const types = names.clientOperationTypes(op.operationId);
  const pathNames = pathArgumentNames(op.pathParams.map((p) => p.name));
  const itemsKey = listItemsKey(ir, op);
  const typeImports = [types.response];
  const args: Argument[] = op.pathParams.map((p, i) => ({ name: pathNames[i] ?? p.name, type: p.undeclared === true ? 'string' : `${types.path}[${tsString(p.name)}]`, optional: false }));
  if (op.pathParams.some((p) => p.undeclared !== true)) typeImports.push(types.path);
  if (op.requestBody !== undefined) {
    args.push({ name: 'body', type: types.body, optional: !op.requestBody.required });
    typeImports.push(types.body);
  }
  if (op.queryParams.length > 0) {
    args.push({ name: 'query', type: types.query, optional: !op.queryParams.some((q) => q.required) });
    typeImports.push(types.query);
  }
  args.push({ name: 'options', type: 'CallOptions', optional: true });

  const pathEntries = op.pathParams.map((p, i) => (p.name === pathNames[i] ? p.name : `${propertyKey(p.name)}: ${pathNames[i]}`));
  const input = [
    op.pathParams.length > 0 ? `path: { ${pathEntries.join(', ')} }` : undefined,
    op.requestBody !== undefined ? 'body' : undefined,
    op.queryParams.length > 0 ? 'query' : undefined,
  ].filter((part) => part !== undefined);
  const spec = /^[A-Za-z_$][\w$]*$/.test(op.operationId) ? `operations.${op.operationId}` : `operations[${tsString(op.operationId)}]`;
  if (itemsKey !== undefined) typeImports.push(types.item);
  const returnType = itemsKey === undefined ? `Promise<${types.response}>` : `PageIterator<${types.item}, ${types.response}>`;
  const call = itemsKey === undefined ? `core.call<${types.response}>` : `core.list<${types.item}, ${types.response}>`;
  return {
    key: propertyKey(name),
    typeImports,
    operationId: op.operationId,
    httpMethod: op.method.toUpperCase(),
    path: op.path,
    summary: op.summary,
    argNames: signature(args).split(', ').map((a) => a.replace(/:.*$/, '')),
    pathParams: pathNames,
    rawPathParams: op.pathParams.map((p) => p.name),
    exampleIds: op.pathParams.map((p) => exampleId(resolveSchema(ir, p.schema), p.name)),
    doc: jsDoc(methodDocLines(op, pathNames, itemsKey, headers, names.project.errors.api), '      '),
    parameters: signature(args),
    returnType,
    body: `${call}(${spec}, { ${input.join(', ')} }, options)`.replace('{  }', '{}'),
  };
}

/** A parameter may be `?` only when every parameter after it is optional too. */
function signature(args: readonly Argument[]): string {
  let tailOptional = true;
  const rendered: string[] = [];
  for (let i = args.length - 1; i >= 0; i--) {
    const arg = args[i];
    if (arg === undefined) continue;
    tailOptional &&= arg.optional;
    rendered.unshift(tailOptional ? `${arg.name}?: ${arg.type}` : arg.optional ? `${arg.name}: ${arg.type} | undefined` : `${arg.name}: ${arg.type}`);
  }
  return rendered.join(', ');
}

function methodDocLines(op: IrOperation, pathNames: readonly string[], itemsKey: string | undefined, headers: Readonly<Record<string, string>>, apiError: string): string[] {
  const lines = jsDocLines(op.summary, op.description === op.summary ? undefined : op.description);
  if (itemsKey !== undefined) {
    if (lines.length > 0) lines.push('');
    lines.push(`Iterate the result for every item of every page (\`${itemsKey}\`), or call \`.firstPage()\` for one envelope.`);
  }
  const tags: string[] = [];
  op.pathParams.forEach((p, i) => tags.push(paramTag(pathNames[i] ?? p.name, p.description)));
  const passedHeaders = op.headerParams.filter((h) => !isDefaultHeader(h, headers));
  if (passedHeaders.length > 0) tags.push(`@param options headers: ${passedHeaders.map((h) => `\`${h.name}\`${h.required ? ' (required)' : ''}`).join(', ')}`);
  tags.push(`@see ${op.method.toUpperCase()} ${op.path} (operationId \`${op.operationId}\`)`);
  tags.push(`@throws {${apiError}} when the service answers with an error status`);
  if (op.deprecated) tags.push('@deprecated');
  return [...lines, ...(lines.length > 0 ? [''] : []), ...tags];
}

function paramTag(name: string, description: string | undefined): string {
  const text = jsDocLines(description);
  return `@param ${name}${text.length > 0 ? ` ${text.join(' ')}` : ''}`;
}

/** `^bkdtg_[0-9A-Za-z]{27}$` → `bkdtg_2aBcDeFgHiJkLmNoPqRsTuVwXyZ`; otherwise `<name>_123`. */
function exampleId(schema: unknown, name: string): string {
  const pattern = schema !== null && typeof schema === 'object' ? (schema as Record<string, unknown>)['pattern'] : undefined;
  const prefix = typeof pattern === 'string' ? /^\^([a-z]+_)/.exec(pattern)?.[1] : undefined;
  return prefix === undefined ? `${name}_123` : `${prefix}2aBcDeFgHiJkLmNoPqRsTuVwXyZ`;
}
