// A CommonJS consumer: require() of the ESM packages (Node ≥ 20.19 loads ES modules synchronously).
const client: typeof import('@tunnel-api/client') = require('@tunnel-api/client');
const server: typeof import('@tunnel-api/server') = require('@tunnel-api/server');
const validators: typeof import('@tunnel-api/validators') = require('@tunnel-api/validators');

console.log(
  JSON.stringify({
    createClient: typeof client.createClient,
    registerTunnelApiRoutes: typeof server.registerTunnelApiRoutes,
    utf8ByteLength: validators.utf8ByteLength('é'),
  }),
);
