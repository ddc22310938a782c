import { CLIENT_DEFAULTS } from "./defaults.gen.js";
import "./errors.gen.js";
import { CLIENT_SECURITY } from "./options.gen.js";
import { ClientCore } from "./runtime/index.js";
import { createResources } from "./sdk.gen.js";
export { EventStream, PageIterator, TunnelApiError, TunnelError, TunnelNetworkError, TunnelPaginationError, TunnelTimeoutError, isTunnelError, isTunnelOperationError } from "./runtime/index.js";
/**
 * Creates a client for Tunnel Infrastructure Management API.
 *
 * @example
 * const api = createClient({ apiKey: process.env.TUNNEL_API_KEY! });
 */
export function createClient(options) {
	const core = new ClientCore(options, CLIENT_DEFAULTS, CLIENT_SECURITY);
	return {
		...createResources(core),
		raw: core.raw
	};
}
//# sourceMappingURL=index.gen.js.map
