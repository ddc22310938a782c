/**
 * V8's young generation is held at its size while requests with large bodies are served, and for a while after
 * the last of them (server/storage/young-generation.ts). Twenty creates at a time of the largest resources (80 kB
 * bodies, read, parsed, checked and written while the others arrive) survived V8's scavenges in bulk and doubled
 * the young generation for good, 16 MiB more committed than the idle server's (bench/RESULTS.md, "Worst-case
 * lists: slabs given back"). Released as soon as each answer closed, it grew all the same: V8 counts what
 * survived since it last tried to grow, and the first scavenge between two bursts saw the burst's. Ordinary
 * requests never hold it: held all the time, it cost creates of ordinary bodies up to 31 % more CPU (same section).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { holdYoungGeneration } from '../storage/young-generation.js';

/** Bodies from this size on hold the young generation: an ordinary create sends well under 1 kB. */
export const LARGE_BODY_BYTES = 16 * 1024;
/** How long a hold outlasts its answer: longer than the pause between two bursts of a client's writes. */
const LINGER_MS = 2_000;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Adds the hold to the routes that take a body (registered after this); `lingerMs` for tests. */
export function registerLargeBodyHold(app: FastifyInstance, lingerMs = LINGER_MS): void {
  const hold = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (Number(request.headers['content-length']) >= LARGE_BODY_BYTES) {
      const release = holdYoungGeneration();
      reply.raw.once('close', () => setTimeout(release, lingerMs).unref());
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => BODY_METHODS.has(method))) return;
    const own = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [hold, ...own] as typeof route.preParsing;
  });
}
