/**
 * The spec's resources (`resources` of the generated server package, from each tag's `x-resource` and its
 * operations) as the server looks them up: a name by kind, a reference-error code by id prefix
 * (docs/decisions/0038-resource-registry.md). Nothing here is kept by hand.
 */
import { type Resource, resources } from '@tunnel-api/server';
import { ApiError } from '../errors/api-error.js';

const ALL: readonly Resource[] = Object.values(resources);

const BY_KIND: ReadonlyMap<string, Resource> = new Map(ALL.map((resource) => [resource.kind, resource]));

/**
 * Id prefix → the code answered when a request body names an id of no such resource. Each code is checked
 * against the error registry here, when the server loads: a code the registry lacks fails the start, not a
 * request.
 */
const REFERENCE_ERROR_CODES: ReadonlyMap<string, string> = new Map(
  ALL.flatMap((resource) => {
    if (resource.referenceErrorCode === undefined || resource.idPrefix === undefined) return [];
    new ApiError(resource.referenceErrorCode, {});
    return [[resource.idPrefix, resource.referenceErrorCode] as const];
  }),
);

/** What messages call a kind: `tunnel_group_backend` → `tunnel group backend`. */
export function resourceNamed(kind: string): string {
  const resource = BY_KIND.get(kind);
  if (resource === undefined) throw new Error(`no resource of the spec has the kind ${kind}`);
  return resource.name;
}

/**
 * The code for a body's reference to an id of no resource, by the id's prefix. The house rule
 * `house/resource-tags` makes every kind a request body can name declare one; an id that reaches here
 * has passed its schema's pattern, so a prefix without a code is a bug of the server, said as such.
 */
export function referenceErrorCodeOf(prefix: string): string {
  const code = REFERENCE_ERROR_CODES.get(prefix);
  if (code === undefined) throw new Error(`no resource with the id prefix ${prefix} has a reference-error-code (x-resource on its tag in spec/openapi.yaml)`);
  return code;
}

/** The name of the resource whose collection path is `path` (`/edges/https/{edge_id}/routes`), if any. */
export function resourceNameAt(path: string): string | undefined {
  return ALL.find((resource) => resource.collectionPath === path)?.name;
}
