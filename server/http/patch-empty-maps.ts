/**
 * In a PATCH, a map sent as `{}` leaves what is stored alone, as if it had been left out; `null` clears it
 * (docs/decisions/0052-real-service-clients.md). The real service's Python client sends `{}` for every map it
 * was not given on every update (`labels`, `backends`, `headers`), so "replace with nothing" would wipe them.
 * The maps are the top-level fields of each PATCH body whose schema is an object of `additionalProperties`.
 */
import type { FastifyInstance } from 'fastify';
import { addBodyFieldDrops, isEmptyObject } from './operation-hooks.js';
import { type Bundle, operationsWithBodies, resolveSchema, specBundle } from './spec-bundle.js';

/** operationId → the map fields of its PATCH body. */
export function patchMapFields(spec: Bundle): ReadonlyMap<string, readonly string[]> {
  const result = new Map<string, readonly string[]>();
  for (const { method, operation, body } of operationsWithBodies(spec)) {
    if (method !== 'patch') continue;
    const maps = Object.entries(body.properties ?? {})
      .filter(([, property]) => {
        const schema = resolveSchema(spec, property);
        const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
        return types.includes('object') && schema.properties === undefined && typeof schema.additionalProperties === 'object';
      })
      .map(([name]) => name);
    if (maps.length > 0) result.set(operation.operationId!, maps);
  }
  return result;
}

export function registerPatchEmptyMaps(app: FastifyInstance): void {
  const byOperation = new Map(
    [...patchMapFields(specBundle())].map(([operationId, maps]) => [operationId, new Map(maps.map((name) => [name, isEmptyObject]))]),
  );
  addBodyFieldDrops(app, byOperation);
}
