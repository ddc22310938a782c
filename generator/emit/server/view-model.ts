/**
 * The view model of the server package: per operation its route (Fastify URL, success status, body
 * mode, query types), the validators that guard it and the typed results a handler may return. Every
 * decision lives here; templates/server/*.hbs only loop (docs/decisions/0001-spec-first.md).
 */
import type { IrDocument, IrOperation, IrParameter, JsonSchema } from '../../ir/types.js';
import { propertyKey } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';

const SERVED_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export interface ResultView {
  readonly status: string;
  /** The body type, or undefined for a response without content. */
  readonly bodyType: string | undefined;
}

export interface OperationView {
  readonly operationId: string;
  readonly key: string;
  readonly doc: string;
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly successStatus: number;
  readonly statusesWithoutBody: string;
  readonly body: 'none' | 'optional' | 'required';
  readonly queryTypes: string;
  readonly validatorAccess: string;
  readonly hasPathValidator: boolean;
  readonly hasBodyValidator: boolean;
  readonly paramsType: string;
  readonly queryType: string;
  readonly bodyType: string;
  readonly resultName: string;
  readonly results: readonly ResultView[];
}

export interface ServerView {
  readonly packageName: string;
  readonly title: string;
  readonly validatorsPackage: string;
  readonly registerRoutes: string;
  readonly routesOptions: string;
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
    operations,
    hasOperations: some,
    accountParameter: some ? 'Account' : '_Account',
  };
}

/** Types come from the validators package (`Types.<name>`), under the names the resolver gave them there. */
function operationView(op: IrOperation, names: NameResolver): OperationView {
  const types = names.validatorOperationTypes(op.operationId);
  const jsonBody = types.body !== undefined;
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  const results = op.responses
    .filter((r) => /^\d{3}$/.test(r.status))
    .map((r) => ({
      status: r.status,
      bodyType: types.responses.has(r.status) ? `Types.${types.responses.get(r.status)}` : undefined,
    }));
  const access = `validators${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(op.operationId) ? `.${op.operationId}` : `[${JSON.stringify(op.operationId)}]`}`;
  return {
    operationId: op.operationId,
    key: propertyKey(op.operationId),
    doc: jsDoc(jsDocLines(op.summary, op.description, `\`${op.method.toUpperCase()} ${op.path}\``), '  ').trimEnd(),
    method: op.method.toUpperCase(),
    path: op.path,
    url: op.path.replace(/\{([^}]+)\}/g, ':$1'),
    successStatus: Number(success?.status ?? 200),
    statusesWithoutBody: `[${results.filter((r) => r.bodyType === undefined).map((r) => `'${r.status}'`).join(', ')}]`,
    body: !jsonBody ? 'none' : op.requestBody?.required === true ? 'required' : 'optional',
    queryTypes: objectLiteral(op.queryParams.map((p) => [p.name, scalarType(p)])),
    validatorAccess: access,
    hasPathValidator: op.pathParams.length > 0,
    hasBodyValidator: jsonBody,
    paramsType: types.path !== undefined ? `Types.${types.path}` : 'Record<string, never>',
    queryType: `Types.${types.query}`,
    bodyType: types.body !== undefined ? `Types.${types.body}${op.requestBody?.required === true ? '' : ' | undefined'}` : 'undefined',
    resultName: names.serverResultType(op.operationId),
    results,
  };
}

/** `{ before_id: 'string', limit: 'integer' }`: a literal in the house style (single quotes). */
function objectLiteral(entries: ReadonlyArray<readonly [string, string]>): string {
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, v]) => `${propertyKey(k)}: '${v}'`).join(', ')} }`;
}

/** The JSON type a query parameter's text is turned into before validation. */
function scalarType(param: IrParameter): 'string' | 'integer' | 'number' | 'boolean' {
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
