/**
 * The benchmarks' own dependencies (bench/package.json: the baselines and the load generator) are installed
 * only to run a benchmark (`npm ci --prefix bench`), never by the root install, so a fresh clone's
 * `npm run typecheck` declares them here as untyped modules: the bench code that uses the toolkit is checked,
 * the calls into these tools are not.
 */
declare module '@hey-api/openapi-ts';
declare module 'autocannon';
declare module 'orval';
declare module 'zod';
