/**
 * The baseline of the server benchmark: a bare Fastify app, started like the reference server (same
 * Fastify version, body limit and logger level), whose routes answer fixed bodies that the benchmark
 * captured from the reference server (same bytes, same status). It reads the bodies to serve from
 * FIXED_BODIES, a JSON file `{ "<METHOD> <url>": { "status": n, "body": "<text>" } }`.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const fixed: Record<string, { status: number; body: string }> = JSON.parse(fs.readFileSync(process.env.FIXED_BODIES ?? '', 'utf8'));
const app = Fastify({ bodyLimit: 1_048_576, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
for (const [route, { status, body }] of Object.entries(fixed)) {
  const [method = 'GET', url = '/'] = route.split(' ');
  app.route({
    method: method as 'GET',
    url,
    handler: (_request, reply) => reply.code(status).type('application/json; charset=utf-8').send(body),
  });
}
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`bare Fastify on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
