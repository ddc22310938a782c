/**
 * What a reload in `npm run dev` takes from a rebuilt server bundle (docs/decisions/0088-dev-reload-in-process.md):
 * the app with the regenerated routes, validators and request hooks, all in that bundle's own copy of our code and
 * its dependencies. Everything the process holds beyond one app — the database, the listening socket, the
 * ingress services, the metrics — stays with the copy that started it.
 */
export { buildApp } from '../app.js';
export { Drain } from '../ops/drain.js';
