/**
 * The real service's official JavaScript client pages a list by sending the last item's id as `beforeId`,
 * where the API's parameter is `before_id` (docs/decisions/0052-real-service-clients.md). Without this its
 * `list()` stopped with 400 UNKNOWN_QUERY_PARAMETER at the second page. On an operation that takes
 * `before_id`, a `beforeId` given alone is read as `before_id` (and validated as such); given with
 * `before_id` it stays, and the validator refuses it as unknown.
 */
import type { FastifyInstance } from 'fastify';
import { addOperationRewrite } from './operation-hooks.js';
import { type Bundle, parametersOf, specBundle } from './spec-bundle.js';

/** The operationIds that take a `before_id` query parameter. */
export function operationsPagedBeforeId(spec: Bundle): ReadonlySet<string> {
  const found = new Set<string>();
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      if (operation.operationId === undefined) continue;
      if (parametersOf(spec, operation).some((p) => p.name === 'before_id' && p.in === 'query')) found.add(operation.operationId);
    }
  }
  return found;
}

export function registerBeforeIdAlias(app: FastifyInstance): void {
  const paged = operationsPagedBeforeId(specBundle());
  addOperationRewrite(
    app,
    (operationId) => paged.has(operationId),
    (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (query === undefined || !Object.hasOwn(query, 'beforeId') || Object.hasOwn(query, 'before_id')) return;
      const { beforeId, ...rest } = query;
      request.query = { ...rest, before_id: beforeId };
    },
  );
}
