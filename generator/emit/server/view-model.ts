/**
 * The view model of the server package: per operation its route (Fastify URL, success status, body
 * mode, query types), the validators that guard it and the typed results a handler may return. Every
 * decision lives here; templates/server/*.hbs only loop (docs/decisions/0001-spec-first.md).
 */

import type { IrDocument, IrOperation, IrParameter, JsonSchema } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { commentSafe, DOC_LINE_WIDTH, jsDocLines, wrapDocLines } from '../../render/comment.js';
import { defaultHeaders } from '../client/default-headers.js';
import { validatorNames } from '../validators/names.js';
import { serverNames } from './names.js';
import { routeUrl } from './route-url.js';

const SERVED_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export interface ResultView {
  readonly status: string;
  /** The validators package's type of the body, or undefined for a response without content. */
  readonly bodyType: string | undefined;
}

/** A query parameter and the JSON type its text is turned into before validation. */
export interface QueryTypeView {
  /** The parameter's name as an object key (quoted when it is not an identifier). */
  readonly key: string;
  readonly type: 'string' | 'integer' | 'number' | 'boolean';
}

/**
 * Type names are the validators package's (the templates refer to them as `Types.<name>`), under the
 * names the resolver gave them there; undefined where the operation has no such part.
 */
export interface OperationView {
  readonly operationId: string;
  readonly key: string;
  /**
   * The handler method's JSDoc text, escaped (render/comment.ts): summary, description and
   * `METHOD /path`, one entry per line ('' for a blank line).
   */
  readonly docLines: readonly string[];
  readonly method: string;
  readonly path: string;
  /** The operationId, the path and Fastify's URL as string literals (an operationId may hold a quote). */
  readonly operationIdLiteral: string;
  /** The operationId as it can stand in a comment. */
  readonly operationIdInComment: string;
  readonly pathLiteral: string;
  readonly urlLiteral: string;
  /** Path parameters whose route name differs from the document's (route-url.ts), as literals. */
  readonly pathParamNames: ReadonlyArray<{ readonly key: string; readonly name: string }>;
  readonly successStatus: number;
  /** The spec declares no status of its own, only `default` or a range (`4XX`): any status and body may be answered. */
  readonly anyStatus: boolean;
  /** The declared statuses whose responses have no body. */
  readonly statusesWithoutBody: readonly string[];
  readonly body: 'none' | 'optional' | 'required';
  readonly queryTypes: readonly QueryTypeView[];
  /** The operation's entry in the validators package's `operations`: by property when the id is an identifier, else by its quoted key. */
  readonly validatorsProperty: string | undefined;
  readonly validatorsKey: string;
  readonly pathType: string | undefined;
  readonly queryType: string;
  readonly bodyType: string | undefined;
  readonly bodyRequired: boolean;
  readonly resultName: string;
  readonly results: readonly ResultView[];
}

export interface ServerView {
  readonly packageName: string;
  readonly title: string;
  readonly validatorsPackage: string;
  readonly registerRoutes: string;
  readonly routesOptions: string;
  readonly registerEdge: string;
  /** The version header every operation requires with one value (`Service-Version: 2`), if the document has one. */
  readonly versionHeader: { readonly header: string; readonly value: string } | undefined;
  readonly operations: readonly OperationView[];
  /** False for a document without operations (webhooks only): the files then import nothing. */
  readonly hasOperations: boolean;
  /** `Account`, or `_Account` when no handler uses it. */
  readonly accountParameter: string;
}

export function serverView(ir: IrDocument, names: NameResolver): ServerView {
  const operations = ir.operations.filter((op) => SERVED_METHODS.has(op.method)).map((op) => operationView(op, names));
  const validatorsPackage = names.packageName('validators');
  const some = operations.length > 0;
  return {
    packageName: names.packageName('server'),
    title: names.project.title,
    validatorsPackage,
    registerRoutes: names.project.registerRoutes,
    routesOptions: names.project.routesOptions,
    registerEdge: names.project.registerEdge,
    versionHeader: versionHeaderOf(ir),
    operations,
    hasOperations: some,
    accountParameter: some ? 'Account' : '_Account',
  };
}

function operationView(op: IrOperation, names: NameResolver): OperationView {
  const types = names.of(validatorNames).operationTypes(op.operationId);
  const url = routeUrl(op.path);
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  const results = op.responses.filter((r) => /^\d{3}$/.test(r.status)).map((r) => ({ status: r.status, bodyType: types.responses.get(r.status) }));
  return {
    operationId: op.operationId,
    key: propertyKey(op.operationId),
    // Rendered as a member's comment (`   * `: five characters) by templates/server/handlers.gen.ts.hbs.
    docLines: wrapDocLines(jsDocLines(op.summary, op.description, `\`${op.method.toUpperCase()} ${op.path}\``), DOC_LINE_WIDTH - 5),
    method: op.method.toUpperCase(),
    path: op.path,
    operationIdLiteral: stringLiteral(op.operationId),
    operationIdInComment: commentSafe(op.operationId),
    pathLiteral: stringLiteral(op.path),
    urlLiteral: stringLiteral(url.url),
    pathParamNames: url.renamed.map(([routeName, documentName]) => ({ key: propertyKey(routeName), name: stringLiteral(documentName) })),
    successStatus: Number(success?.status ?? 200),
    anyStatus: results.length === 0,
    statusesWithoutBody: results.filter((r) => r.bodyType === undefined).map((r) => r.status),
    body: types.body === undefined ? 'none' : op.requestBody?.required === true ? 'required' : 'optional',
    queryTypes: op.queryParams.map((p) => ({ key: propertyKey(p.name), type: scalarType(p) })),
    validatorsProperty: isIdentifier(op.operationId) ? op.operationId : undefined,
    validatorsKey: JSON.stringify(op.operationId),
    pathType: types.path,
    queryType: types.query,
    bodyType: types.body,
    bodyRequired: op.requestBody?.required === true,
    resultName: names.of(serverNames).resultType(op.operationId),
    results,
  };
}

function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name);
}

/** The JSON type a query parameter's text is turned into before validation. */
function scalarType(param: IrParameter): QueryTypeView['type'] {
  const type = typeOf(param.schema);
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
}

function typeOf(schema: JsonSchema): unknown {
  if (typeof schema !== 'object') return undefined;
  const type = schema['type'];
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  if (type === 'array' && typeof schema['items'] === 'object') return typeOf(schema['items'] as JsonSchema);
  return type;
}

/** A header every operation requires with one value and whose name says it is a version (`Service-Version`). */
function versionHeaderOf(ir: IrDocument): { header: string; value: string } | undefined {
  const [header, value] = Object.entries(defaultHeaders(ir)).find(([name]) => /version/i.test(name)) ?? [];
  return header === undefined || value === undefined ? undefined : { header, value };
}
