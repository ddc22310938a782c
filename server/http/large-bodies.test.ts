import type { ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { youngGenerationHolds } from '../storage/young-generation.js';
import { LARGE_BODY_BYTES, registerLargeBodyHold } from './large-bodies.js';

const app = Fastify({ bodyLimit: 1024 * 1024 });
/** What the handler saw: the holds in place while it ran. */
let seen: number | undefined;
/** The response the handler answered on, whose `close` releases its hold. */
let answered: ServerResponse | undefined;
let url: string;
beforeAll(async () => {
  registerLargeBodyHold(app);
  app.post('/things', async (_request, reply) => {
    seen = youngGenerationHolds();
    answered = reply.raw;
    return {};
  });
  app.get('/things', async () => {
    seen = youngGenerationHolds();
    return {};
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/things`;
});
afterAll(() => app.close());

/**
 * Resolves once the response is closed (at once if it is): its hold's release listens to that event and was
 * added before this one, so the count is final then.
 */
function closed(response: ServerResponse): Promise<void> {
  return response.closed ? Promise.resolve() : new Promise((resolve) => response.once('close', () => resolve()));
}

describe('the young generation held through large bodies', () => {
  it.each([
    { given: 'a body of 16 KiB', bytes: LARGE_BODY_BYTES, want: 1 },
    { given: 'a body of 16 KiB less a byte', bytes: LARGE_BODY_BYTES - 1, want: 0 },
  ])('$given: held while served ($want), and given back after', async ({ bytes, want }) => {
    answered = undefined;
    const body = JSON.stringify({ text: 'x'.repeat(bytes - 11) });
    expect(Buffer.byteLength(body)).toBe(bytes);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    await response.text();
    expect(seen).toBe(want);
    await closed(answered!);
    expect(youngGenerationHolds()).toBe(0);
  });

  it('a request without a body never holds it', async () => {
    expect((await fetch(url)).status).toBe(200);
    expect(seen).toBe(0);
  });
});
