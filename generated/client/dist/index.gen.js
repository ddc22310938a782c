import { CLIENT_DEFAULTS } from './defaults.gen.js';
import './errors.gen.js';
import { ClientCore } from './runtime/index.js';
import { createResources } from './sdk.gen.js';
export { EventStream, PageIterator, TunnelApiError, TunnelError, TunnelNetworkError, TunnelPaginationError, TunnelTimeoutError, isTunnelError, } from './runtime/index.js';
/**
 * Creates a client for Tunnel Infrastructure Management API.
 *
 * @example
 * const api = createClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: process.env.API_KEY! });
 */
export function createClient(options) {
    const core = new ClientCore(options, CLIENT_DEFAULTS);
    return { ...createResources(core), raw: core.raw };
}
//# sourceMappingURL=index.gen.js.map
