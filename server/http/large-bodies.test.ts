import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { youngGenerationHolds } from '../storage/young-generation.js';
import { LARGE_BODY_BYTES, registerLargeBodyHold } from './large-bodies.js';

const app = Fastify({ bodyLimit: 1024 * 1024 });
/** What the handler saw: the holds in place while it ran. */
let seen: number | undefined;
let url: string;
beforeAll(async () => {
  registerLargeBodyHold(app);
  app.post('/things', async () => {
    seen = youngGenerationHolds();
    return {};
  });
  app.get('/things', async () => {
    seen = youngGenerationHolds();
    return {};
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/things`;
});
afterAll(() => app.close());

async function released(): Promise<void> {
  while (youngGenerationHolds() > 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('the young generation held through large bodies', () => {
  it.each([
    { given: 'a body of 16 KiB', bytes: LARGE_BODY_BYTES, want: 1 },
    { given: 'a body of 16 KiB less a byte', bytes: LARGE_BODY_BYTES - 1, want: 0 },
  ])('$given: held while served ($want), and given back after', async ({ bytes, want }) => {
    const body = JSON.stringify({ text: 'x'.repeat(bytes - 11) });
    expect(Buffer.byteLength(body)).toBe(bytes);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(200);
    await response.text();
    expect(seen).toBe(want);
    await released();
    expect(youngGenerationHolds()).toBe(0);
  });

  it('a request without a body never holds it', async () => {
    expect((await fetch(url)).status).toBe(200);
    expect(seen).toBe(0);
  });
});
