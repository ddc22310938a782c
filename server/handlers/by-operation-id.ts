/**
 * A resource's handlers under its operations' ids, as the spec's registry names them (`operations` of
 * `resources.<kind>` or `singletons.<tag>` in the generated server package): `{ list, get }` of IP policies
 * become `{ listIpPolicies, getIpPolicy }` (docs/decisions/0038-resource-registry.md). A role the spec does
 * not give the resource is left out; one the spec gives it but the handlers lack is missing from the result,
 * and `satisfies Handlers<Account>` (server/handlers.ts) names it.
 */
import type { ResourceKindName, ResourceOperations, resources } from '@tunnel-api/server';
import type { ServerContext } from '../context.js';
import { crudHandlers, type ResourceKind } from '../resources/crud.js';
import type { JsonObject } from '../storage/index.js';

export type ByOperationId<Operations extends ResourceOperations, Roles> = {
  readonly [Role in keyof Roles & keyof Operations as Operations[Role] extends string ? Operations[Role] : never]: Roles[Role];
};

export function byOperationId<const Operations extends ResourceOperations, Roles extends object>(
  entry: { readonly operations: Operations },
  handlers: Roles,
): ByOperationId<Operations, Roles> {
  const wired: Record<string, unknown> = {};
  for (const [role, operationId] of Object.entries(entry.operations)) {
    if (role in handlers) wired[operationId as string] = handlers[role as keyof Roles];
  }
  return wired as ByOperationId<Operations, Roles>;
}

/** The shared create, get, list, update and delete of a stored resource kind (crud.ts) under its operations' ids. */
export function crudOperations<Name extends ResourceKindName, Api, Create, Update, Stored extends JsonObject, Params extends { id?: string }>(
  ctx: ServerContext,
  kind: ResourceKind<Name, Api, Create, Update, Stored, Params>,
): ByOperationId<(typeof resources)[Name]['operations'], CrudHandlers<Name, Api, Create, Update, Stored, Params>> {
  const handlers = crudHandlers(ctx, kind);
  return byOperationId<(typeof resources)[Name]['operations'], typeof handlers>(kind.resource, handlers);
}

type CrudHandlers<Name extends ResourceKindName, Api, Create, Update, Stored extends JsonObject, Params extends { id?: string }> = ReturnType<
  typeof crudHandlers<Name, Api, Create, Update, Stored, Params>
>;
