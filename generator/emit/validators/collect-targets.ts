/**
 * Lists the validators the package exports, from the IR: one per component schema, and per
 * operation one for its path parameters, its query (always: unknown query parameters are rejected,
 * docs/decisions/0007-pagination.md), its JSON request body and each JSON response body. A name taken
 * twice is reported (GEN007) and the second validator skipped, so the output never silently shadows a
 * validator.
 */
import type { Diagnostics } from '../../diagnostics.js';
import type { IrDocument, IrParameter, JsonSchema } from '../../ir/types.js';
import { operationTypeName, responseTypeName, RUNTIME_EXPORTS, schemaTypeName } from './names.js';
import { componentSchemaId, operationSchemaId } from './schema-ids.js';
import type { ValidatorTarget } from './validator-target.js';

export function collectTargets(ir: IrDocument, diagnostics: Diagnostics): ValidatorTarget[] {
  const targets: ValidatorTarget[] = [];
  const owners = new Map<string, string>();
  const add = (target: ValidatorTarget, owner: string): void => {
    let name = target.name;
    // An operation part whose name a component already has (OpenAI's `CreateContainerBody`) takes
    // the operation's name in full instead: `CreateContainerOperationBody`.
    if (target.kind !== 'schema' && (owners.has(name) || RUNTIME_EXPORTS.has(name)) && target.operationId !== undefined) {
      name = name.replace(/(Path|Query|Body|Response\w+)$/, 'Operation$1');
    }
    const taken = RUNTIME_EXPORTS.has(name) ? 'the validators runtime' : owners.get(name);
    if (taken !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `the validator for ${owner} would be named ${name}, already taken by ${taken}; it is not generated`,
        pointer: target.pointer,
      });
      return;
    }
    owners.set(name, owner);
    targets.push({ ...target, name });
  };

  for (const schema of ir.schemas) {
    add({ name: schemaTypeName(schema.name), id: componentSchemaId(schema.name), kind: 'schema', operationId: undefined,
      status: undefined, schema: schema.schema, pointer: schema.pointer }, `schema "${schema.name}"`);
  }
  const byOperationId = [...ir.operations].sort((a, b) => (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0));
  for (const operation of byOperationId) {
    const { operationId } = operation;
    if (operation.pathParams.length > 0) {
      add({ name: operationTypeName(operationId, 'Path'), id: operationSchemaId(operationId, 'path'), kind: 'path', operationId,
        status: undefined, schema: parametersSchema(operation.pathParams), pointer: `${operation.pointer}/parameters` },
      `the path parameters of ${operationId}`);
    }
    add({ name: operationTypeName(operationId, 'Query'), id: operationSchemaId(operationId, 'query'), kind: 'query', operationId,
      status: undefined, schema: parametersSchema(operation.queryParams), pointer: `${operation.pointer}/parameters` },
    `the query of ${operationId}`);
    const body = operation.requestBody;
    if (body !== undefined && isJson(body.contentType)) {
      add({ name: operationTypeName(operationId, 'Body'), id: operationSchemaId(operationId, 'body'), kind: 'body', operationId,
        status: undefined, schema: body.schema, pointer: `${operation.pointer}/requestBody` }, `the request body of ${operationId}`);
    }
    for (const response of operation.responses) {
      if (response.schema === undefined || response.contentType === undefined || !isJson(response.contentType)) continue;
      add({ name: responseTypeName(operationId, response.status), id: operationSchemaId(operationId, `responses/${response.status}`),
        kind: 'response', operationId, status: response.status, schema: response.schema,
        pointer: `${operation.pointer}/responses/${response.status}` }, `the ${response.status} response of ${operationId}`);
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

/** `application/json` and structured-syntax `+json` types (RFC 6839 §3.1). */
function isJson(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}
