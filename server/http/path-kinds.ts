/**
 * The kind of resource a path parameter names, for "No tunnel group backend with id … exists." when a
 * path id is malformed or of another kind (docs/decisions/0006-ids.md: that is a 404, as for an unknown id).
 * The name is the spec's, of the resource whose collection path precedes the parameter
 * (server/resources/registry.ts).
 */
import { resourceNameAt } from '../resources/registry.js';

/** `kindOfPath('/edges/https/{edge_id}/routes/{id}', 'id')` → `HTTPS edge route`; `…, 'edge_id'` → `HTTPS edge`. */
export function kindOfPath(template: string, param: string): string {
  const collection = template.slice(0, template.indexOf(`/{${param}}`));
  return resourceNameAt(collection) ?? 'resource';
}
