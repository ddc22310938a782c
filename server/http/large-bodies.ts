/**
 * V8's young generation is held at its size while requests with large bodies are served, and for 2 s after the
 * last of them (server/storage/young-generation.ts). Twenty creates at a time of the largest resources (80 kB
 * bodies, read, parsed, checked and written while the others arrive) survived V8's scavenges in bulk and doubled
 * the young generation for good, 16 MiB more committed than the idle server's (bench/RESULTS.md, "Worst-case
 * lists: slabs given back"). Ordinary requests never hold it: held all the time, it cost creates of ordinary
 * bodies up to 31 % more CPU (same section).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { holdYoungGeneration } from '../storage/young-generation.js';

/** Bodies from this size on hold the young generation: an ordinary create sends well under 1 kB. */
export const LARGE_BODY_BYTES = 16 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Adds the hold to the routes that take a body (registered after this), released when the answer is closed. */
export function registerLargeBodyHold(app: FastifyInstance): void {
  const hold = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (Number(request.headers['content-length']) >= LARGE_BODY_BYTES) reply.raw.once('close', holdYoungGeneration());
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => BODY_METHODS.has(method))) return;
    const own = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [hold, ...own] as typeof route.preParsing;
  });
}
