/**
 * What the hooks attach to every request: its operation id (docs/decisions/0004-error-registry.md: in every
 * error body and in the `Service-Operation-Id` header) and, once authenticated, its account.
 */
import type { Account } from '../accounts/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    operationId: string;
    account: Account | undefined;
  }
  interface FastifyContextConfig {
    /** The spec's operationId of the route (set by the generated route table). */
    operationId?: string;
    /** Served without authentication or version header (docs, the bundled spec, the agent channel). */
    public?: boolean;
  }
}

export const OPERATION_ID_HEADER = 'Service-Operation-Id';
