/**
 * The bundled spec (generated/openapi.json) read as the fuzz and isolation suites need it: every
 * operation with its method, URL template, path parameters (and the id schema each one names), query
 * parameters and request-body schema; the error-code registry; `$ref` resolution.
 */
import { readFileSync } from 'node:fs';

export type Schema = Record<string, any>;

export const spec: Schema = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8'));

export interface PathParameter {
  name: string;
  /** The id schema the parameter names, e.g. `HTTPSEdgeId`. */
  idSchema: string;
}

export interface SpecOperation {
  method: string;
  /** URL template as in the spec, e.g. `/edges/https/{edge_id}/routes/{id}`. */
  path: string;
  operationId: string;
  pathParameters: PathParameter[];
  queryParameters: { name: string; schema: Schema }[];
  /** Name of the request body's component schema, when the operation takes a body. */
  requestSchema?: string;
  statuses: number[];
}

export function schemaNamed(name: string): Schema {
  const schema = spec.components.schemas[name];
  if (!schema) throw new Error(`no schema ${name} in the bundled spec`);
  return schema;
}

/** `#/components/schemas/X` → `X`. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** The schema itself, or the component it references. */
export function resolve(schema: Schema): Schema {
  return typeof schema.$ref === 'string' ? resolve(spec.components[schema.$ref.split('/')[2]!][refName(schema.$ref)]) : schema;
}

function parameters(list: Schema[] | undefined): Schema[] {
  return (list ?? []).map(resolve);
}

export const operations: SpecOperation[] = Object.entries(spec.paths as Record<string, Schema>).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => typeof op === 'object' && op !== null && typeof op.operationId === 'string')
    .map(([method, op]): SpecOperation => {
      const all = [...parameters(item.parameters), ...parameters(op.parameters)];
      const body = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        pathParameters: all.filter((p) => p.in === 'path').map((p) => ({ name: p.name, idSchema: refName(p.schema.$ref) })),
        queryParameters: all.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        ...(body ? { requestSchema: refName(body.$ref) } : {}),
        statuses: Object.keys(op.responses).map(Number),
      };
    }),
);

/** components.x-error-codes: code → HTTP status. */
export const errorCodes: ReadonlyMap<string, number> = new Map(
  (spec.components['x-error-codes'] as { code: string; status: number }[]).map((entry) => [entry.code, entry.status]),
);

/** The URL of an operation with its path parameters filled in. */
export function urlOf(operation: SpecOperation, ids: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`${operation.operationId}: no value for path parameter ${name}`);
    return id;
  });
}

export type Action = 'create' | 'list' | 'get' | 'update' | 'replace' | 'delete' | 'command';

/** What an operation does, from its method and URL (docs/decisions/0008-patch-and-put.md: a module is PUT on its path). */
export function actionOf(operation: SpecOperation): Action {
  const onItem = operation.path.endsWith('}');
  switch (operation.method) {
    case 'POST':
      return onItem || /\/tunnel_sessions\/\{id\}\//.test(operation.path) ? 'command' : 'create';
    case 'GET':
      return onItem || !operation.queryParameters.some((p) => p.name === 'limit') ? 'get' : 'list';
    case 'PATCH':
      return 'update';
    case 'PUT':
      return 'replace';
    case 'DELETE':
      return 'delete';
    default:
      throw new Error(`${operation.operationId}: unexpected method ${operation.method}`);
  }
}
