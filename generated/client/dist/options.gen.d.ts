import type { ClientSecurity, Token, TransportOptions } from "./runtime/index.js";
/** What `createClient` takes: the base URL, the credentials and the transport's settings. */
export interface ClientOptions extends TransportOptions {
	/** The base URL of Tunnel Infrastructure Management API. Default: `http://127.0.0.1:4010`, the document's first server. */
	readonly baseUrl?: string;
	/**
	 * Required: HTTP bearer token, sent as `Authorization: Bearer <token>` (security scheme `bearerAuth`).
	 *
	 * An API key of the account: `Authorization: Bearer <API key>`.
	 *
	 * A string, or a function that returns one (called before each request, so a refreshed token is used).
	 */
	readonly apiKey: Token;
}
/** The security schemes the client sends, and which each operation needs (where it differs from the document's `security`). */
export declare const CLIENT_SECURITY: ClientSecurity;
//# sourceMappingURL=options.gen.d.ts.map
