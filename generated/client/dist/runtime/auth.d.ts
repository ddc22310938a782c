/**
 * Authentication as the document's `securitySchemes` and `security` describe it.
 * The generated `auth.gen.ts` holds the schemes (by option key) and which requirements each operation has;
 * this file picks, per request, the first requirement the client has every credential for, and writes
 * those credentials where their schemes say: an `Authorization` header (bearer, basic; OAuth 2 and OpenID
 * Connect tokens are bearer tokens), or an API key in a header, the query string or a cookie.
 */
/** A secret, or a function that returns it (called before each request, so a refreshed token is picked up). */
export type Token = string | (() => string | Promise<string>);
/** HTTP basic credentials, sent as `Authorization: Basic base64(username:password)`. */
export interface BasicCredentials {
	readonly username: string;
	readonly password: string;
}
export type Credential = Token | BasicCredentials;
/** One scheme of the document, as the client sends it. */
export type SchemeSpec = {
	readonly name: string;
	readonly kind: "bearer";
} | {
	readonly name: string;
	readonly kind: "basic";
} | {
	readonly name: string;
	readonly kind: "apiKey";
	readonly in: "header" | "query" | "cookie";
	readonly parameter: string;
};
/**
 * One way to authenticate: the option keys of the schemes that must all be sent (a security requirement
 * object of the document). An empty one means the operation may be called without credentials.
 */
export type SecurityRequirement = readonly string[];
/** The document's auth, generated into auth.gen.ts. */
export interface ClientSecurity {
	/** Every scheme the client can send, by its key in the `auth` option. */
	readonly schemes: Readonly<Record<string, SchemeSpec>>;
	/** The document's `security`: alternatives, the first one satisfied is sent. Empty: no credentials needed. */
	readonly default: readonly SecurityRequirement[];
	/** Operations whose `security` differs from the default, by `METHOD /path/template`. */
	readonly operations: Readonly<Record<string, readonly SecurityRequirement[]>>;
	/** The scheme the `apiKey` option stands for, when the document has exactly one and it takes one token. */
	readonly apiKeyScheme?: string;
	/** True when every operation needs a credential of the one scheme: createClient refuses to start without it. */
	readonly required?: boolean;
}
/** Credentials by scheme key, as the caller gave them (`auth`, or `apiKey` for the one scheme). */
export type Credentials = Readonly<Record<string, Credential | undefined>>;
/** Checks the credentials createClient was given: each one present must be usable. */
export declare function checkCredentials(security: ClientSecurity, credentials: Credentials, optionName: (key: string) => string): void;
/** The requirements of the operation at `method` `path` (a path template). */
export declare function requirementsOf(security: ClientSecurity, method: string, path: string): readonly SecurityRequirement[];
/**
 * The request with the credentials of the first requirement the client can meet written in (requirements are
 * alternatives; an empty one is taken only when no other can be met). Throws a TypeError naming what is missing
 * when the operation needs credentials the client was not given. What the request already carries (a header
 * from the call's options) is left as it is.
 */
export declare function authorize(request: Request, requirements: readonly SecurityRequirement[], security: ClientSecurity, credentials: Credentials, operation: string, optionName: (key: string) => string): Promise<Request>;
//# sourceMappingURL=auth.d.ts.map
