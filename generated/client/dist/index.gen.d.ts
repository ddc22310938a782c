import type { Client } from "openapi-fetch";
import "./errors.gen.js";
import { type ClientOptions } from "./options.gen.js";
import type { operations, paths } from "./schema.gen.js";
import { type Resources } from "./sdk.gen.js";
export type { $defs, components, operations, paths, webhooks } from "./schema.gen.js";
export type * from "./models.gen.js";
export type * from "./operation-types.gen.js";
export type { Resources };
export type { ClientOptions } from "./options.gen.js";
export { EventStream, PageIterator, TunnelApiError, TunnelError, TunnelNetworkError, TunnelPaginationError, TunnelTimeoutError, isTunnelError, isTunnelOperationError, type TunnelErrorCode, type TunnelErrorDetails, type TunnelErrorRegistry, type TunnelKnownError, type TunnelOperationError, type TunnelOperationTypes, type CallOptions, type Readable, type ServerSentEvent, type Writable } from "./runtime/index.js";
declare module "./runtime/errors.js" {
	/** The document's operations, so that an error of each is typed by its declared error responses. */
interface TunnelOperationTypes extends operations {}
}
/** The client: one namespace per resource, plus `raw`, the typed openapi-fetch client underneath. */
export type ApiClient = Resources & {
	/**
	 * The openapi-fetch client for Tunnel Infrastructure Management API, for calls the namespaces do not cover. It shares the
	 * client's authentication, headers, timeout and retries, and returns `{ data, error, response }`
	 * instead of throwing on error statuses.
	 */
	readonly raw: Client<paths>;
};
/**
 * Creates a client for Tunnel Infrastructure Management API.
 *
 * @example
 * const api = createClient({ apiKey: process.env.TUNNEL_API_KEY! });
 */
export declare function createClient(options: ClientOptions): ApiClient;
//# sourceMappingURL=index.gen.d.ts.map
