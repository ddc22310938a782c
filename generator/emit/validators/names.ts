/**
 * The names the validators package exports, claimed once (naming/resolver.ts): a validator type per
 * component schema (`is<Name>`, `check<Name>`) and per operation part — `Path` (with path parameters),
 * `Query` (always), `Body` (JSON), `Response<status>` (JSON) — after the runtime's own exports, in
 * operationId order, as the package's index lists them.
 */

import { compareCodeUnits } from '../../code-unit-order.js';
import { isJsonMediaType } from '../../ir/json-media-type.js';
import { ExportNames } from '../../naming/export-names.js';
import { type NameClaim, namesOfOperation, operationPart, schemaTypeName } from '../../naming/resolver.js';

/** The validators an operation has: path (when it has path parameters), query (always), JSON body, JSON responses. */
export interface ValidatorOperationTypes {
  readonly path: string | undefined;
  readonly query: string;
  readonly body: string | undefined;
  /** By status as written (`200`, `4XX`, `default`), for responses with a JSON body. */
  readonly responses: ReadonlyMap<string, string>;
}

export interface ValidatorNames {
  /** A component schema's validator type name (`is<Name>`, `check<Name>`). */
  schemaType(schemaName: string): string | undefined;
  operationTypes(operationId: string): ValidatorOperationTypes;
}

/** Names the validators package exports besides the validators. */
const VALIDATORS_RUNTIME_EXPORTS = ['Problem', 'Validator', 'CompiledValidate', 'ValidationError'];

export const validatorNames: NameClaim<ValidatorNames> = {
  target: 'validators',
  claim: (ir, shared, diagnostics) => {
    const names = new ExportNames('the validators package', diagnostics, VALIDATORS_RUNTIME_EXPORTS);
    const schemas = new Map(ir.schemas.map((schema) => [schema.name, names.claim([schemaTypeName(schema)], `schema "${schema.name}"`, schema.pointer)]));
    const operations = new Map<string, ValidatorOperationTypes>();
    for (const op of [...ir.operations].sort((a, b) => compareCodeUnits(a.operationId, b.operationId))) {
      const base = shared.operationBase(op.operationId);
      const part = (suffix: string, what: string, pointer: string) =>
        operationPart(names, base, suffix, `the validator for the ${what} of ${op.operationId}`, pointer);
      const path = op.pathParams.length > 0 ? part('Path', 'path parameters', `${op.pointer}/parameters`) : undefined;
      const query = part('Query', 'query', `${op.pointer}/parameters`);
      const body =
        op.requestBody !== undefined && isJsonMediaType(op.requestBody.contentType) ? part('Body', 'request body', `${op.pointer}/requestBody`) : undefined;
      const responses = new Map<string, string>();
      for (const response of op.responses) {
        if (response.schema === undefined || response.contentType === undefined || !isJsonMediaType(response.contentType)) continue;
        const suffix = `Response${response.status === 'default' ? 'Default' : response.status.toUpperCase()}`;
        responses.set(response.status, part(suffix, `${response.status} response`, `${op.pointer}/responses/${response.status}`));
      }
      operations.set(op.operationId, { path, query, body, responses });
    }
    return { schemaType: (name) => schemas.get(name), operationTypes: (operationId) => namesOfOperation(operations, operationId) };
  },
};
