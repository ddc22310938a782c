/**
 * Operations whose implementation has not landed yet answer 404 ROUTE_NOT_FOUND, as the server issue
 * allows for tunnel sessions and SSH until their own issues; never a fake success.
 */
import { ApiError } from '../errors/api-error.js';

export function pending<K extends string>(...operationIds: K[]): Record<K, (input: { request: { method: string; url: string } }) => Promise<never>> {
  return Object.fromEntries(operationIds.map((id) => [id, async ({ request }: { request: { method: string; url: string } }) => {
    throw new ApiError('ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] });
  }])) as Record<K, (input: { request: { method: string; url: string } }) => Promise<never>>;
}
