// Copied by `npm run generate` from generator/runtime/server/request-validation-error.ts. Edit it there.
/**
 * Thrown by the route plugin before a handler runs when a part of the request breaks the spec. The
 * application's error handler turns it into its error body (the plugin does not decide the format).
 */
import type { OperationRoute } from './operation-route.js';
import type { Problem } from './problem.js';

export type RequestPart = 'path' | 'query' | 'body';

export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';

  constructor(
    readonly part: RequestPart,
    readonly problems: readonly Problem[],
    /** The operation whose input was invalid (its path template and query parameters, for the message). */
    readonly route: OperationRoute,
  ) {
    super(`${route.operationId}: invalid ${part}: ${problems.map((p) => p.message).join('; ')}`);
  }
}

/** Thrown when a handler answers with a body its spec does not allow (a bug in the handler). */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';

  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly problems: readonly Problem[],
  ) {
    super(`${operationId} answered ${status} with a body that breaks the spec: ${problems.map((p) => p.message).join('; ')}`);
  }
}
