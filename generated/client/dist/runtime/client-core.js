// Copied by `npm run generate` from generator/runtime/client/client-core.ts. Edit it there.
/**
 * The engine under the generated SDK: sends one operation through openapi-fetch (the same client the
 * caller gets as `api.raw`) and turns the outcome into a value or a TunnelError. The generated
 * namespaces only collect arguments and name types; every behaviour lives here, hand-written and
 * tested: the package generates types and data, and hand-writes the runtime.
 */
import createFetchClient from "openapi-fetch";
import { authorize, checkCredentials, requirementsOf } from "./auth.js";
import { serializeBody } from "./body-serializer.js";
import { TunnelApiError, TunnelError, TunnelNetworkError, TunnelTimeoutError } from "./errors.js";
import { EventStream } from "./event-stream.js";
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./options.js";
import { PageIterator } from "./pagination.js";
import { createResilientFetch } from "./resilient-fetch.js";
/** How openapi-fetch reads each kind of answer: an event stream is handed over unread. */
const PARSE_AS = {
	json: "json",
	text: "text",
	binary: "blob",
	"event-stream": "stream"
};
export class ClientCore {
	/** The openapi-fetch client (retries, timeouts and auth included); typed by the generated index. */
	raw;
	#settings;
	#baseUrl;
	/** The error registry's codes; undefined when the document has no registry. */
	#errorCodes;
	#security;
	#credentials;
	constructor(options, defaults, security = {
		schemes: {},
		default: [],
		operations: {}
	}) {
		const baseUrl = options.baseUrl ?? defaults.baseUrl;
		if (typeof baseUrl !== "string" || !URL.canParse(baseUrl)) {
			throw new TypeError(`createClient: baseUrl must be an absolute URL, got ${JSON.stringify(baseUrl)}`);
		}
		this.#security = security;
		this.#credentials = security.apiKeyScheme === undefined ? { ...options.auth } : { [security.apiKeyScheme]: options.apiKey };
		checkCredentials(security, this.#credentials, this.#optionName);
		this.#baseUrl = baseUrl.replace(/\/+$/, "");
		this.#errorCodes = defaults.errorCodes === undefined ? undefined : new Set(defaults.errorCodes);
		this.#settings = {
			fetch: options.fetch ?? globalThis.fetch,
			userAgent: options.userAgent ?? defaults.userAgent,
			defaultHeaders: defaults.headers,
			timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
			maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES
		};
		const raw = createFetchClient({
			baseUrl: this.#baseUrl,
			fetch: createResilientFetch(this.#settings)
		});
		raw.use(this.#authMiddleware());
		this.raw = raw;
	}
	/** Writes each request's credentials, for the SDK's calls and `api.raw`'s alike: openapi-fetch names the operation's path template. */
	#authMiddleware() {
		return { onRequest: ({ request, schemaPath }) => {
			const requirements = requirementsOf(this.#security, request.method, schemaPath);
			return authorize(request, requirements, this.#security, this.#credentials, `${request.method} ${schemaPath}`, this.#optionName);
		} };
	}
	/** How the caller names a scheme's credential: `apiKey`, or `auth.<key>`. */
	#optionName = (key) => key === this.#security.apiKeyScheme ? "apiKey" : `auth.${key}`;
	/** Sends one operation; resolves to the parsed success body (undefined for 204), throws a TunnelError. */
	async call(operation, input, options) {
		const result = await this.#send(operation, input, options);
		return result.data;
	}
	/**
	 * Sends an operation that answers `text/event-stream`; resolves, once the answer's status is in, to its
	 * EventStream. The per-attempt timeout covers the wait for the headers only (event-stream.ts).
	 */
	async stream(operation, input, options) {
		const flag = operation.streamFlag;
		const body = flag !== undefined && input.body !== null && typeof input.body === "object" ? {
			...input.body,
			[flag]: true
		} : input.body;
		// The stream beside a JSON answer shares its operation's entry: its answer is read as a stream all the same.
		const result = await this.#send({
			...operation,
			answer: "event-stream"
		}, {
			...input,
			body
		}, options, "headers");
		return new EventStream(result.response, {
			operation: operation.operationId,
			shape: operation.events ?? {
				shape: "data",
				json: true
			},
			signal: options?.signal
		});
	}
	/** A lazy PageIterator over an operation that pages; nothing is sent until it is iterated. */
	list(operation, input, options) {
		const settings = this.#callSettings(options);
		const fetchPage = createResilientFetch(settings, operation.operationId);
		const query = input.query ?? {};
		return new PageIterator({
			operation: operation.operationId,
			pagination: operation.pagination ?? {
				style: "next-url",
				items: "items",
				next: "next_page_uri"
			},
			baseUrl: this.#baseUrl,
			query,
			fetchWith: async (replaced) => {
				const result = await this.#send(operation, {
					...input,
					query: {
						...query,
						...replaced
					}
				}, options);
				return {
					body: result.data,
					headers: result.response.headers
				};
			},
			fetchUrl: async (url) => {
				try {
					const request = new Request(url, {
						method: "GET",
						headers: { ...options?.headers },
						...options?.signal ? { signal: options.signal } : {}
					});
					const requirements = requirementsOf(this.#security, operation.method, operation.path);
					const response = await fetchPage(await authorize(request, requirements, this.#security, this.#credentials, operation.operationId, this.#optionName));
					const text = await response.text();
					const body = parseJson(text);
					if (!response.ok) throw apiError(response, body, operation.operationId, this.#errorCodes);
					return {
						body,
						headers: response.headers
					};
				} catch (error) {
					throw mapThrown(error, operation.operationId, settings.timeoutMs, options?.signal);
				}
			}
		});
	}
	/** One request through openapi-fetch, the answer read as the operation says (operation.ts `Answer`); an error status throws. */
	async #send(operation, input, options, timing = "whole") {
		const unset = Object.entries(input.path ?? {}).filter(([, value]) => value === null || value === undefined).map(([name]) => name);
		if (unset.length > 0) throw new TypeError(`${operation.operationId}: path parameter ${unset.join(", ")} has no value; a URL cannot be built without it`);
		const settings = this.#callSettings(options);
		const mediaType = operation.bodyMediaType;
		const sendsBody = mediaType !== undefined && input.body !== undefined;
		// FormData (given, or made from the fields) gets its boundary from fetch; every other body names its type.
		const namesType = sendsBody && mediaType !== "multipart/form-data" && !(input.body instanceof FormData);
		let result;
		try {
			result = await this.raw.request(operation.method.toLowerCase(), operation.path, {
				params: {
					path: input.path ?? {},
					query: input.query
				},
				body: sendsBody ? input.body : undefined,
				bodySerializer: (body) => serializeBody(body, mediaType ?? "application/json"),
				headers: {
					...namesType ? { "content-type": mediaType } : {},
					...operation.answer === "event-stream" ? { accept: "text/event-stream" } : {},
					...options?.headers
				},
				parseAs: PARSE_AS[operation.answer ?? "json"],
				// fetch sends a ReadableStream body only half duplex (the answer is read after it was sent).
				...typeof ReadableStream !== "undefined" && input.body instanceof ReadableStream ? { duplex: "half" } : {},
				signal: options?.signal,
				fetch: createResilientFetch(settings, operation.operationId, timing)
			});
		} catch (error) {
			throw mapThrown(error, operation.operationId, settings.timeoutMs, options?.signal);
		}
		if (!result.response.ok) throw apiError(result.response, result.error, operation.operationId, this.#errorCodes);
		return result;
	}
	#callSettings(options) {
		return {
			...this.#settings,
			timeoutMs: options?.timeoutMs ?? this.#settings.timeoutMs,
			maxRetries: options?.maxRetries ?? this.#settings.maxRetries
		};
	}
}
function apiError(response, body, operation, registeredCodes) {
	return new TunnelApiError({
		status: response.status,
		statusText: response.statusText,
		body,
		headers: response.headers,
		operation,
		registeredCodes
	});
}
function parseJson(text) {
	if (text === "") return undefined;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}
/** Failures while the body is still streaming (after fetch resolved) arrive as DOMException/TypeError. */
function mapThrown(error, operation, timeoutMs, signal) {
	if (signal?.aborted) return signal.reason;
	if (error instanceof TunnelError) return error;
	if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) return new TunnelTimeoutError(operation, timeoutMs);
	if (error instanceof TypeError && /terminated|fetch failed|socket/i.test(error.message)) return new TunnelNetworkError(operation, error);
	return error;
}
//# sourceMappingURL=client-core.js.map
