/**
 * The view of the client package's README (templates/client/README.md.hbs): a table of every SDK method,
 * the registry's codes and examples from the first resource that has them. The rest of the package
 * (manifest, LICENSE, CHANGELOG, runtime, dist/) is the package step's (package/index.ts).
 */
import type { IrDocument, IrOperation } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { answerOf, answerOfMediaType } from './answers.js';
import type { ClientAuth } from './client-auth.js';
import { clientOptionEntries, clientOptionsLiteral } from './client-construction.js';
import type { RegisteredErrorCode } from './errors-file.js';
import { type Pagination, paginationOf } from './pagination.js';
import { readmeCall } from './readme-call.js';
import { serverUrls } from './server-url.js';
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
  /** A `get` whose response is one schema's named type, for the named types section. */
  readonly namedTypes: readonly { readonly call: string; readonly type: string }[];
  /** A method that pages (its section and bullet are left out when no operation pages). */
  readonly paged: readonly { readonly call: string; readonly example: boolean }[];
  /** A method that answers an event stream. */
  readonly streams: readonly { readonly call: string }[];
  /** One entry when an operation takes a file (multipart, binary body) or answers bytes. */
  readonly files: readonly object[];
}

/** What the README says of connecting: the credentials, the default base URL, the SDK view for the first call. */
export interface ReadmeConnection {
  readonly auth: ClientAuth;
  readonly baseUrl: string | undefined;
  readonly sdk: SdkView;
}

/** The README's view: the package, the API, the registry's codes and one example of each call style the spec allows. */
export function readmeFileView(
  ir: IrDocument,
  names: NameResolver,
  headers: Readonly<Record<string, string>>,
  readme: ReadmeView,
  errorCodes: readonly RegisteredErrorCode[] | undefined,
  connection: ReadmeConnection,
): object {
  const title = ir.info.title === '' ? 'the API' : ir.info.title;
  const { auth, baseUrl } = connection;
  const options = clientOptionEntries(auth, names.project.apiKeyVariable, baseUrl === undefined ? 'https://api.example.com' : undefined);
  const call = readmeCall(ir, connection.sdk);
  return {
    clientOptions: clientOptionsLiteral(auth, names.project.apiKeyVariable, baseUrl === undefined ? 'https://api.example.com' : undefined),
    createOptions: [
      ...options.map((entry) => `  ${entry},`),
      '  timeoutMs: 10_000, // per attempt (default 30 000)',
      '  maxRetries: 2, // retries after the first attempt (default 2)',
    ].join('\n'),
    calls: call === undefined ? [] : [{ ...call, summary: escapeMarkdown(call.summary) }],
    authLines: authLines(auth),
    tokenNote: auth.schemes.some((scheme) => scheme.kind !== 'basic') ? [true] : [],
    servers: serverUrls(ir).map((server) => ({
      url: server.url,
      template: server.template ?? '',
      description: server.description === undefined ? '' : ` — ${escapeMarkdown(server.description)}`,
    })),
    baseUrlDefault: baseUrl === undefined ? [] : [baseUrl],
    banner: 'Generated from the OpenAPI document. Do not edit by hand.',
    name: names.packageName('client'),
    errors: names.project.errors,
    title: escapeMarkdown(title),
    apiVersion: escapeMarkdown(ir.info.version),
    defaultHeaderList: Object.entries(headers)
      .map(([name, value]) => `, \`${name}: ${value}\``)
      .join(''),
    errorRegistry: errorRegistryView(errorCodes),
    operationErrors: operationErrorsView(ir, connection.sdk),
    ...readme,
  };
}

/** The README's section on the registry's codes, with an example code that carries details of its own (zero or one entry). */
function errorRegistryView(errorCodes: readonly RegisteredErrorCode[] | undefined): Array<{ count: number; code: string; detail: string }> {
  if (errorCodes === undefined) return [];
  const sorted = [...errorCodes].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const example = sorted.find((entry) => entry.details.length > 0);
  if (example === undefined) return [];
  return [{ count: errorCodes.length, code: example.code, detail: example.details[0]! }];
}

/**
 * The README's example of an operation's typed errors: an operation whose id the document declares
 * (openapi-typescript's `operations` is keyed by it) and that declares an error status of its own, with that
 * status and the SDK method that calls it (zero or one entry). The shortest such id: a reader types it, and a
 * machine-made one (`get_chat_completion_events_v1_…_post`) is the worst example of the guard.
 */
function operationErrorsView(ir: IrDocument, sdk: SdkView): Array<{ operationId: string; status: string; call: string }> {
  const calls = new Map(sdk.namespaces.flatMap((ns) => ns.methods.map((m) => [m.operationId, `api.${ns.key}.${m.key}`] as const)));
  const declared = ir.operations.filter((operation) => !operation.operationIdDerived && calls.has(operation.operationId));
  const byLength = [...declared].sort((a, b) => a.operationId.length - b.operationId.length);
  // A 404 reads most naturally ("no such thing"); else any error status.
  for (const wanted of [/^404$/, /^[45][0-9][0-9]$/]) {
    for (const operation of byLength) {
      const status = operation.responses.find((response) => wanted.test(response.status))?.status;
      if (status === undefined) continue;
      const operationId = JSON.stringify(operation.operationId).slice(1, -1).replace(/'/g, "\\'");
      return [{ operationId, status, call: calls.get(operation.operationId)! }];
    }
  }
  return [];
}

/** One line per scheme: how the caller passes it and how it is sent. */
function authLines(auth: ClientAuth): string[] {
  if (auth.schemes.length === 0) return ['The document declares no security scheme: requests carry no credentials.'];
  if (auth.apiKeyScheme !== undefined) {
    const scheme = auth.schemes[0]!;
    return [`\`apiKey\`${auth.required ? ' (required)' : ''}: ${scheme.summary} (security scheme \`${scheme.name.replace(/`/g, "'")}\`).`];
  }
  return [
    ...auth.schemes.map(
      (s) => `- \`auth.${s.key}\`${s.kind === 'basic' ? ' (`{ username, password }`)' : ''}: ${s.summary} (security scheme \`${s.name.replace(/`/g, "'")}\`).`,
    ),
    '',
    "Each call sends the first of its operation's security requirements the client has every credential for; an operation that needs credentials the client was not given is refused before anything is sent.",
  ];
}

export function escapeMarkdown(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;');
}

/** @param namedResponse the named type an operation's success response is, if it is one schema. */
export function readmeView(ir: IrDocument, sdk: SdkView, namedResponse: (operationId: string) => string | undefined = () => undefined): ReadmeView {
  const rows: ReadmeRow[] = [];
  let example: ReadmeView['examples'][number] | undefined;
  let get: ReadmeView['gets'][number] | undefined;
  let named: ReadmeView['namedTypes'][number] | undefined;
  let paged: ReadmeView['paged'][number] | undefined;
  let stream: ReadmeView['streams'][number] | undefined;
  const operation = (id: string) => ir.operations.find((op) => op.operationId === id);
  for (const ns of sdk.namespaces) {
    const names = ns.methods.map((m) => m.key);
    const list = ns.methods.find((m) => m.key === 'list');
    const listPaging = list === undefined ? undefined : pagingOf(ir, operation(list.operationId));
    // The CRUD walk-through reads this API's own list envelope (`uri`, `next_page_uri`).
    if (
      example === undefined &&
      listPaging?.style === 'next-url' &&
      listPaging.next === 'next_page_uri' &&
      listPaging.items !== '' &&
      ['create', 'get', 'update', 'delete'].every((n) => names.includes(n))
    ) {
      example = { namespace: ns.key, itemsKey: listPaging.items };
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
      const type = m.key === 'get' && m.pathParams.length === 1 ? namedResponse(m.operationId) : undefined;
      if (named === undefined && type !== undefined) named = { call: `${ns.key}.get('${m.exampleIds[0] ?? 'id_123'}')`, type };
      // The example calls the method with no arguments, so it compiles as written.
      if (m.itemType !== '' && (paged === undefined || (paged.example === false && m.argNames.every((a) => a.endsWith('?'))))) {
        paged = { call: `${ns.key}.${m.key}`, example: m.argNames.every((a) => a.endsWith('?')) };
      }
      if (stream === undefined && m.eventType !== '') stream = { call: `${ns.key}.${m.key}` };
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
  return {
    rows,
    examples: example === undefined ? [] : [example],
    gets: get === undefined ? [] : [get],
    namedTypes: named === undefined ? [] : [named],
    paged: paged === undefined ? [] : [paged],
    streams: stream === undefined ? [] : [stream],
    files: ir.operations.some((op) => takesOrGivesFiles(op)) ? [{}] : [],
  };
}

function takesOrGivesFiles(op: IrOperation): boolean {
  const body = op.requestBody?.contentType;
  return (body !== undefined && (body.startsWith('multipart/form-data') || answerOfMediaType(body) === 'binary')) || answerOf(op) === 'binary';
}

function pagingOf(ir: IrDocument, op: IrOperation | undefined): Pagination | undefined {
  return op === undefined ? undefined : paginationOf(ir, op);
}
