/**
 * Lists the validators the package exports, from the IR: one per component schema, and per
 * operation one for its path parameters, its query (always: unknown query parameters are rejected,
 * docs/decisions/0007-pagination.md),
 * its JSON request body and each JSON response body. Which exist and what they are called is the
 * name resolver's decision (naming/resolver.ts), so the server package refers to exactly these.
 */
import type { IrDocument, IrParameter, JsonSchema } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { validatorNames } from './names.js';
import { componentSchemaId, operationSchemaId } from './schema-ids.js';
import type { ValidatorTarget } from './validator-target.js';

export function collectTargets(ir: IrDocument, names: NameResolver): ValidatorTarget[] {
  const targets: ValidatorTarget[] = [];
  for (const schema of ir.schemas) {
    const name = names.of(validatorNames).schemaType(schema.name);
    if (name === undefined) continue;
    targets.push({
      name,
      id: componentSchemaId(schema.name),
      kind: 'schema',
      operationId: undefined,
      status: undefined,
      schema: schema.schema,
      pointer: schema.pointer,
    });
  }
  const byOperationId = [...ir.operations].sort((a, b) => (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0));
  for (const operation of byOperationId) {
    const { operationId } = operation;
    const own = names.of(validatorNames).operationTypes(operationId);
    if (own.path !== undefined) {
      targets.push({
        name: own.path,
        id: operationSchemaId(operationId, 'path'),
        kind: 'path',
        operationId,
        status: undefined,
        schema: parametersSchema(operation.pathParams),
        pointer: `${operation.pointer}/parameters`,
      });
    }
    targets.push({
      name: own.query,
      id: operationSchemaId(operationId, 'query'),
      kind: 'query',
      operationId,
      status: undefined,
      schema: parametersSchema(operation.queryParams),
      pointer: `${operation.pointer}/parameters`,
    });
    if (own.body !== undefined && operation.requestBody !== undefined) {
      targets.push({
        name: own.body,
        id: operationSchemaId(operationId, 'body'),
        kind: 'body',
        operationId,
        status: undefined,
        schema: operation.requestBody.schema,
        pointer: `${operation.pointer}/requestBody`,
      });
    }
    for (const response of operation.responses) {
      const name = own.responses.get(response.status);
      if (name === undefined || response.schema === undefined) continue;
      targets.push({
        name,
        id: operationSchemaId(operationId, `responses/${response.status}`),
        kind: 'response',
        operationId,
        status: response.status,
        schema: response.schema,
        pointer: `${operation.pointer}/responses/${response.status}`,
      });
    }
  }
  return targets;
}

/** Parameters as one object schema, closed: an unknown parameter is an error (docs/decisions/0007-pagination.md). */
function parametersSchema(parameters: readonly IrParameter[]): JsonSchema {
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
