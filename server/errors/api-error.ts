/**
 * An error the API answers with: a registered code, the parameters of its message template and any extra
 * details. Handlers and hooks throw it; the error handler turns it into the error body. The class is the
 * server package's (docs/decisions/0046-server-edge.md): one implementation for this server and any other
 * built on the package.
 */
export { ApiError } from '@tunnel-api/server';
