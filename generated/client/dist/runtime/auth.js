/** Checks the credentials createClient was given: each one present must be usable. */
export function checkCredentials(security, credentials, optionName) {
	for (const [key, value] of Object.entries(credentials)) {
		if (value === undefined) continue;
		const scheme = security.schemes[key];
		const option = optionName(key);
		if (scheme === undefined) {
			throw new TypeError(`createClient: ${option} is not a security scheme of this API (it has ${Object.keys(security.schemes).map((k) => optionName(k)).join(", ") || "none"})`);
		}
		if (scheme.kind === "basic") {
			const basic = value;
			if (typeof basic !== "object" || basic === null || typeof basic.username !== "string" || typeof basic.password !== "string") {
				throw new TypeError(`createClient: ${option} must be { username, password }`);
			}
			if (basic.username.includes(":")) throw new TypeError(`createClient: ${option}.username cannot contain ":" (RFC 7617)`);
		} else if (value === "" || typeof value !== "string" && typeof value !== "function") {
			throw new TypeError(`createClient: ${option} is required`);
		}
	}
	if (security.required === true && security.apiKeyScheme !== undefined && credentials[security.apiKeyScheme] === undefined) {
		throw new TypeError(`createClient: ${optionName(security.apiKeyScheme)} is required`);
	}
}
/** The requirements of the operation at `method` `path` (a path template). */
export function requirementsOf(security, method, path) {
	return security.operations[`${method.toUpperCase()} ${path}`] ?? security.default;
}
/**
 * The request with the credentials of the first requirement the client can meet written in (requirements are
 * alternatives; an empty one is taken only when no other can be met). Throws a TypeError naming what is missing
 * when the operation needs credentials the client was not given. What the request already carries (a header
 * from the call's options) is left as it is.
 */
export async function authorize(request, requirements, security, credentials, operation, optionName) {
	if (requirements.length === 0) return request;
	const met = requirements.find((requirement) => requirement.length > 0 && requirement.every((key) => credentials[key] !== undefined && security.schemes[key] !== undefined));
	if (met === undefined) {
		if (requirements.some((requirement) => requirement.length === 0)) return request;
		const ways = requirements.map((requirement) => requirement.map((key) => optionName(key)).join(" and "));
		throw new TypeError(`${operation}: needs credentials the client was not given: ${ways.join(", or ")}`);
	}
	const headers = new Headers(request.headers);
	const url = new URL(request.url);
	const cookies = [];
	for (const key of met) {
		const scheme = security.schemes[key];
		const credential = credentials[key];
		if (scheme.kind === "basic") {
			const { username, password } = credential;
			if (!headers.has("authorization")) headers.set("authorization", `Basic ${base64(`${username}:${password}`)}`);
			continue;
		}
		const token = await resolveToken(credential, optionName(key));
		if (scheme.kind === "bearer") {
			if (!headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
		} else if (scheme.in === "header") {
			if (!headers.has(scheme.parameter)) headers.set(scheme.parameter, token);
		} else if (scheme.in === "query") {
			if (!url.searchParams.has(scheme.parameter)) url.searchParams.set(scheme.parameter, token);
		} else {
			cookies.push(`${scheme.parameter}=${encodeURIComponent(token)}`);
		}
	}
	if (cookies.length > 0) headers.set("cookie", [headers.get("cookie"), ...cookies].filter((c) => c !== null && c !== "").join("; "));
	const base = url.href === request.url ? request : new Request(url, request);
	return new Request(base, { headers });
}
async function resolveToken(token, option) {
	const value = typeof token === "function" ? await token() : token;
	if (typeof value !== "string" || value === "") throw new TypeError(`${option} gave ${value === "" ? "an empty token" : `no token (${typeof value})`}`);
	return value;
}
/** Base64 of the UTF-8 bytes (RFC 7617 §2.1 charset UTF-8), without Buffer, for browsers too. */
function base64(text) {
	let binary = "";
	for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
	return btoa(binary);
}
//# sourceMappingURL=auth.js.map
