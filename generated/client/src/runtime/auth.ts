// Copied by `npm run generate` from generator/runtime/client/auth.ts. Edit it there.
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
export type SchemeSpec =
  | { readonly name: string; readonly kind: 'bearer' }
  | { readonly name: string; readonly kind: 'basic' }
  | { readonly name: string; readonly kind: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly parameter: string };

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
export function checkCredentials(security: ClientSecurity, credentials: Credentials, optionName: (key: string) => string): void {
  for (const [key, value] of Object.entries(credentials)) {
    if (value === undefined) continue;
    const scheme = security.schemes[key];
    const option = optionName(key);
    if (scheme === undefined) {
      throw new TypeError(
        `createClient: ${option} is not a security scheme of this API (it has ${
          Object.keys(security.schemes)
            .map((k) => optionName(k))
            .join(', ') || 'none'
        })`,
      );
    }
    if (scheme.kind === 'basic') {
      const basic = value as Partial<BasicCredentials>;
      if (typeof basic !== 'object' || basic === null || typeof basic.username !== 'string' || typeof basic.password !== 'string') {
        throw new TypeError(`createClient: ${option} must be { username, password }`);
      }
      if (basic.username.includes(':')) throw new TypeError(`createClient: ${option}.username cannot contain ":" (RFC 7617)`);
    } else if (value === '' || (typeof value !== 'string' && typeof value !== 'function')) {
      throw new TypeError(`createClient: ${option} is required`);
    }
  }
  if (security.required === true && security.apiKeyScheme !== undefined && credentials[security.apiKeyScheme] === undefined) {
    throw new TypeError(`createClient: ${optionName(security.apiKeyScheme)} is required`);
  }
}

/** The requirements of the operation at `method` `path` (a path template). */
export function requirementsOf(security: ClientSecurity, method: string, path: string): readonly SecurityRequirement[] {
  return security.operations[`${method.toUpperCase()} ${path}`] ?? security.default;
}

/**
 * The request with the credentials of the first requirement the client can meet written in (requirements are
 * alternatives; an empty one is taken only when no other can be met). Throws a TypeError naming what is missing
 * when the operation needs credentials the client was not given. What the request already carries (a header
 * from the call's options) is left as it is.
 */
export async function authorize(
  request: Request,
  requirements: readonly SecurityRequirement[],
  security: ClientSecurity,
  credentials: Credentials,
  operation: string,
  optionName: (key: string) => string,
): Promise<Request> {
  if (requirements.length === 0) return request;
  const met = requirements.find(
    (requirement) => requirement.length > 0 && requirement.every((key) => credentials[key] !== undefined && security.schemes[key] !== undefined),
  );
  if (met === undefined) {
    if (requirements.some((requirement) => requirement.length === 0)) return request;
    const ways = requirements.map((requirement) => requirement.map((key) => optionName(key)).join(' and '));
    throw new TypeError(`${operation}: needs credentials the client was not given: ${ways.join(', or ')}`);
  }
  const headers = new Headers(request.headers);
  const url = new URL(request.url);
  const cookies: string[] = [];
  for (const key of met) {
    const scheme = security.schemes[key]!;
    const credential = credentials[key]!;
    if (scheme.kind === 'basic') {
      const { username, password } = credential as BasicCredentials;
      if (!headers.has('authorization')) headers.set('authorization', `Basic ${base64(`${username}:${password}`)}`);
      continue;
    }
    const token = await resolveToken(credential as Token, optionName(key));
    if (scheme.kind === 'bearer') {
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    } else if (scheme.in === 'header') {
      if (!headers.has(scheme.parameter)) headers.set(scheme.parameter, token);
    } else if (scheme.in === 'query') {
      if (!url.searchParams.has(scheme.parameter)) url.searchParams.set(scheme.parameter, token);
    } else {
      cookies.push(`${scheme.parameter}=${encodeURIComponent(token)}`);
    }
  }
  if (cookies.length > 0) headers.set('cookie', [headers.get('cookie'), ...cookies].filter((c) => c !== null && c !== '').join('; '));
  const base = url.href === request.url ? request : new Request(url, request);
  return new Request(base, { headers });
}

async function resolveToken(token: Token, option: string): Promise<string> {
  const value = typeof token === 'function' ? await token() : token;
  if (typeof value !== 'string' || value === '') throw new TypeError(`${option} gave ${value === '' ? 'an empty token' : `no token (${typeof value})`}`);
  return value;
}

/** Base64 of the UTF-8 bytes (RFC 7617 §2.1 charset UTF-8), without Buffer, for browsers too. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
