import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';

/**
 * A body or query rewrite that only some operations need, run as a `preValidation` hook of those operations'
 * routes alone. As app-wide hooks, the four of them (create-zero-values.ts, path-ids-in-body.ts,
 * before-id-alias.ts, patch-empty-maps.ts) each cost every request a promise and a look-up of its route's
 * options (Fastify builds that object at each read): a GET by id paid for all four (bench/RESULTS.md,
 * "Server: the hot path of a GET by id, and a worker thread for PGlite weighed"). Register it before the routes,
 * as an `onRoute` hook sees only the routes added after it; the hooks of one route run in the order they were
 * registered.
 */
export function addOperationRewrite(
  app: FastifyInstance,
  applies: (operationId: string) => boolean,
  rewrite: (request: FastifyRequest, operationId: string) => void,
): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.config as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || !applies(operationId)) return;
    // A callback hook: a rewrite is synchronous, and what it throws (a 400) goes to Fastify's error handling.
    const hook: preValidationHookHandler = (request, _reply, done) => {
      let failure: Error | undefined;
      try {
        rewrite(request, operationId);
      } catch (error) {
        failure = error as Error;
      }
      done(failure);
    };
    const own = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [...own, hook] as typeof route.preValidation;
  });
}

/** True for `{}`: an object (not an array, not null) without own keys. */
export function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * Drops top-level body fields, per operation, whose value a field's test accepts — as if the client had left them
 * out (create-zero-values.ts: zero values on create; patch-empty-maps.ts: `{}` maps in a PATCH). A body that is not
 * an object is left to validation.
 */
export function addBodyFieldDrops(app: FastifyInstance, byOperation: ReadonlyMap<string, ReadonlyMap<string, (value: unknown) => boolean>>): void {
  addOperationRewrite(
    app,
    (operationId) => byOperation.has(operationId),
    (request, operationId) => {
      const fields = byOperation.get(operationId);
      const body = request.body;
      if (fields === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) return;
      const record = body as Record<string, unknown>;
      for (const [name, drops] of fields) {
        if (Object.hasOwn(record, name) && drops(record[name])) delete record[name];
      }
    },
  );
}
