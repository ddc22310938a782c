/**
 * The view model of sdk.gen.ts: one namespace per tag, one method per operation, with signatures and
 * doc comments already decided, so the template only loops (docs/decisions/0001-spec-first.md).
 */

import { compareCodeUnits } from '../../code-unit-order.js';
import type { Diagnostics } from '../../diagnostics.js';
import { resolveSchema } from '../../ir/resolve-schema.js';
import type { IrDocument, IrOperation } from '../../ir/types.js';
import { pathArgumentNames } from '../../naming/argument-names.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { besideStreamName, eventStreamOf } from './answers.js';
import { isDefaultHeader } from './default-headers.js';
import { clientNames } from './names.js';
import { type Pagination, paginationOf } from './pagination.js';
import { reportUnsupported } from './unsupported.js';

export interface SdkView {
  /** Names imported from operation-types.gen.ts (sorted; none when there is no operation). */
  readonly operationTypeImports: readonly string[];
  /** Names imported from the runtime (sorted). */
  readonly runtimeImports: readonly string[];
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
  readonly arguments: readonly ArgumentView[];
  /** The response type the call resolves to (the page envelope for a list). */
  readonly responseType: string;
  /** The item type a list iterates, or '' when the method is not a list (`Promise<Response>`, `core.call`). */
  readonly itemType: string;
  /** The event type a stream yields, or '' when the method does not stream (`Promise<EventStream<Event>>`, `core.stream`). */
  readonly eventType: string;
  /** The operation's entry in operations.gen.ts: by property when the id is an identifier, else by its quoted key. */
  readonly operationsProperty: string;
  readonly operationsKey: string;
  /** What the call passes: `path` (with its entries), `body`, `query`, in that order. */
  readonly input: readonly InputView[];
}

export interface ArgumentView {
  readonly name: string;
  /** A type name from operation-types.gen.ts or the runtime, or `string`. */
  readonly type: string;
  /** A quoted key when the argument's type is `type[key]` (a path parameter's), else ''. */
  readonly typeKey: string;
  /** Written `name?:`: it and every argument after it may be left out. */
  readonly optional: boolean;
  /** Written `name: T | undefined`: optional, but an argument after it is not. */
  readonly orUndefined: boolean;
}

export interface InputView {
  readonly name: 'path' | 'body' | 'query';
  /** The path's entries: `key: argument`, or just the argument when they are the same name. */
  readonly pathEntries: ReadonlyArray<{ readonly key: string; readonly argument: string; readonly renamed: boolean }>;
}

interface Argument {
  readonly name: string;
  readonly type: string;
  readonly typeKey: string;
  readonly optional: boolean;
}

export function buildSdkView(ir: IrDocument, headers: Readonly<Record<string, string>>, names: NameResolver, diagnostics: Diagnostics): SdkView {
  const views = names.sdk.map((ns): NamespaceView => {
    const tag = ir.tags.find((t) => t.name === ns.tag);
    return {
      key: propertyKey(ns.name),
      doc: jsDoc(jsDocLines(tag?.displayName, tag?.description), '    '),
      methods: ns.methods.flatMap((m) => {
        reportUnsupported(m.operation, diagnostics);
        paginationOf(ir, m.operation, diagnostics);
        const beside = streamBeside(
          ir,
          m.name,
          m.operation,
          ns.methods.map((other) => other.name),
          diagnostics,
        );
        return [
          buildMethod(ir, m.name, m.operation, headers, names),
          ...(beside === undefined ? [] : [buildMethod(ir, beside, m.operation, headers, names, true)]),
        ];
      }),
    };
  });
  const methods = views.flatMap((ns) => ns.methods);
  const runtime = [
    'ClientCore',
    ...(methods.length > 0 ? ['CallOptions'] : []),
    ...(methods.some((m) => m.itemType !== '') ? ['PageIterator'] : []),
    ...(methods.some((m) => m.eventType !== '') ? ['EventStream'] : []),
  ].sort(compareCodeUnits);
  return {
    // In the order the formatter sorts imports (names by name), so it has nothing to re-sort.
    operationTypeImports: [...new Set(methods.flatMap((m) => m.typeImports))].sort(compareCodeUnits),
    runtimeImports: runtime,
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
  besideStream = false,
): MethodView {
  const types = names.of(clientNames).operationTypes(op.operationId);
  const pathNames = pathArgumentNames(op.pathParams.map((p) => p.name));
  const pagination = besideStream ? undefined : paginationOf(ir, op);
  const events = eventStreamOf(ir, op);
  const streams = events !== undefined && (besideStream || !events.beside);
  const typeImports = [streams ? types.event : types.response];
  const args: Argument[] = op.pathParams.map((p, i) => ({
    name: pathNames[i] ?? p.name,
    type: p.undeclared === true ? 'string' : types.path,
    typeKey: p.undeclared === true ? '' : stringLiteral(p.name),
    optional: false,
  }));
  if (op.pathParams.some((p) => p.undeclared !== true)) typeImports.push(types.path);
  if (op.requestBody !== undefined) {
    args.push({ name: 'body', type: types.body, typeKey: '', optional: !op.requestBody.required });
    typeImports.push(types.body);
  }
  if (op.queryParams.length > 0) {
    args.push({ name: 'query', type: types.query, typeKey: '', optional: !op.queryParams.some((q) => q.required) });
    typeImports.push(types.query);
  }
  args.push({ name: 'options', type: 'CallOptions', typeKey: '', optional: true });

  const pathEntries = op.pathParams.map((p, i) => ({ key: propertyKey(p.name), argument: pathNames[i] ?? p.name, renamed: p.name !== pathNames[i] }));
  const input: InputView[] = [
    ...(op.pathParams.length > 0 ? [{ name: 'path' as const, pathEntries }] : []),
    ...(op.requestBody !== undefined ? [{ name: 'body' as const, pathEntries: [] }] : []),
    ...(op.queryParams.length > 0 ? [{ name: 'query' as const, pathEntries: [] }] : []),
  ];
  if (pagination !== undefined) typeImports.push(types.item);
  const argumentViews = signature(args);
  return {
    key: propertyKey(name),
    typeImports,
    operationId: op.operationId,
    httpMethod: op.method.toUpperCase(),
    path: op.path,
    summary: op.summary,
    argNames: argumentViews.map((a) => (a.optional ? `${a.name}?` : a.name)),
    pathParams: pathNames,
    rawPathParams: op.pathParams.map((p) => p.name),
    exampleIds: op.pathParams.map((p) => exampleId(resolveSchema(ir, p.schema), p.name)),
    doc: jsDoc(methodDocLines(op, pathNames, pagination, streams, headers, names.project.errors.api), '      '),
    arguments: argumentViews,
    responseType: types.response,
    itemType: pagination === undefined ? '' : types.item,
    eventType: streams ? types.event : '',
    operationsProperty: /^[A-Za-z_$][\w$]*$/.test(op.operationId) ? op.operationId : '',
    operationsKey: stringLiteral(op.operationId),
    input,
  };
}

/** A parameter may be `?` only when every parameter after it is optional too; before a required one it is `T | undefined`. */
function signature(args: readonly Argument[]): ArgumentView[] {
  let tailOptional = true;
  const views: ArgumentView[] = [];
  for (let i = args.length - 1; i >= 0; i--) {
    const arg = args[i];
    if (arg === undefined) continue;
    tailOptional &&= arg.optional;
    views.unshift({ name: arg.name, type: arg.type, typeKey: arg.typeKey, optional: tailOptional, orUndefined: !tailOptional && arg.optional });
  }
  return views;
}

/**
 * An operation that answers JSON or an event stream gets a second method for the stream, `<method>Stream`,
 * unless the namespace already has a method of that name (GEN007: the stream is then reached through `api.raw`).
 */
function streamBeside(ir: IrDocument, name: string, op: IrOperation, taken: readonly string[], diagnostics: Diagnostics): string | undefined {
  const streamName = besideStreamName(ir, op, name, taken);
  const events = eventStreamOf(ir, op);
  if (streamName === undefined && events?.beside === true) {
    diagnostics.report({
      code: 'GEN007',
      message: `${op.operationId}: its event stream gets no method of its own: ${name}Stream is another operation's method`,
      pointer: op.pointer,
      hint: `give the other operation \`x-sdk-name\`, or read the stream through \`api.raw\` with \`parseAs: 'stream'\``,
    });
  }
  return streamName;
}

function methodDocLines(
  op: IrOperation,
  pathNames: readonly string[],
  pagination: Pagination | undefined,
  streams: boolean,
  headers: Readonly<Record<string, string>>,
  apiError: string,
): string[] {
  const lines = jsDocLines(op.summary, op.description === op.summary ? undefined : op.description);
  if (pagination !== undefined) {
    if (lines.length > 0) lines.push('');
    lines.push(`Iterate the result for every item of every page (${PAGING_WORDS[pagination.style]}), or call \`.firstPage()\` for one page.`);
  }
  if (streams) {
    if (lines.length > 0) lines.push('');
    lines.push('Resolves, once the service has answered, to a stream of events: iterate it with `for await`; an `AbortSignal` in the options ends it.');
  }
  const tags: string[] = [];
  op.pathParams.forEach((p, i) => {
    tags.push(paramTag(pathNames[i] ?? p.name, p.description));
  });
  const passedHeaders = op.headerParams.filter((h) => !isDefaultHeader(h, headers));
  if (passedHeaders.length > 0) tags.push(`@param options headers: ${passedHeaders.map((h) => `\`${h.name}\`${h.required ? ' (required)' : ''}`).join(', ')}`);
  tags.push(`@see ${op.method.toUpperCase()} ${op.path} (operationId \`${op.operationId}\`)`);
  tags.push(`@throws {${apiError}} when the service answers with an error status`);
  if (op.deprecated) tags.push('@deprecated');
  return [...lines, ...(lines.length > 0 ? [''] : []), ...tags];
}

const PAGING_WORDS: Readonly<Record<Pagination['style'], string>> = {
  'next-url': 'following the next-page URL',
  cursor: 'following the cursor',
  'link-header': 'following the `Link` header',
  offset: 'by offset',
  page: 'by page number',
};

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
