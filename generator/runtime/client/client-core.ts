/**
 * The engine under the generated SDK: sends one operation through openapi-fetch (the same client the
 * caller gets as `api.raw`) and turns the outcome into a value or a TunnelError. The generated
 * namespaces only collect arguments and name types; every behaviour lives here, hand-written and
 * tested: the package generates types and data, and hand-writes the runtime.
 */
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { authorize, type ClientSecurity, type Credentials, checkCredentials, requirementsOf } from './auth.js';
import { serializeBody } from './body-serializer.js';
import { TunnelApiError, TunnelError, TunnelNetworkError, TunnelTimeoutError } from './errors.js';
import { EventStream } from './event-stream.js';
import type { CallInput, OperationSpec } from './operation.js';
import { type CallOptions, type ClientOptions, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from './options.js';
import { PageIterator } from './pagination.js';
import { createResilientFetch, type TransportSettings } from './resilient-fetch.js';

/** Values the generator derives from the spec (header parameters every operation requires with one fixed value). */
export interface ClientDefaults {
  /** The document's first server with its variables' defaults, when that is an absolute URL. */
  readonly baseUrl?: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly userAgent: string;
  /** The codes of the API's error registry, when its document has one (`TunnelApiError.known`). */
  readonly errorCodes?: readonly string[];
}

type RawResult = { data?: unknown; error?: unknown; response: Response };

/** How openapi-fetch reads each kind of answer: an event stream is handed over unread. */
const PARSE_AS = { json: 'json', text: 'text', binary: 'blob', 'event-stream': 'stream' } as const;

/** The slice of openapi-fetch's client the core uses; `api.raw` exposes the fully typed one. */
interface RawRequester {
  request(method: string, url: string, init: Record<string, unknown>): Promise<RawResult>;
}

export class ClientCore {
  /** The openapi-fetch client (retries, timeouts and auth included); typed by the generated index. */
  readonly raw: unknown;
  readonly #settings: TransportSettings;
  readonly #baseUrl: string;
  /** The error registry's codes; undefined when the document has no registry. */
  readonly #errorCodes: ReadonlySet<string> | undefined;
  readonly #security: ClientSecurity;
  readonly #credentials: Credentials;

  constructor(options: ClientOptions, defaults: ClientDefaults, security: ClientSecurity = { schemes: {}, default: [], operations: {} }) {
    const baseUrl = options.baseUrl ?? defaults.baseUrl;
    if (typeof baseUrl !== 'string' || !URL.canParse(baseUrl)) {
      throw new TypeError(`createClient: baseUrl must be an absolute URL, got ${JSON.stringify(baseUrl)}`);
    }
    this.#security = security;
    this.#credentials = security.apiKeyScheme === undefined ? { ...options.auth } : { [security.apiKeyScheme]: options.apiKey };
    checkCredentials(security, this.#credentials, this.#optionName);
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#errorCodes = defaults.errorCodes === undefined ? undefined : new Set(defaults.errorCodes);
    this.#settings = {
      fetch: options.fetch ?? globalThis.fetch,
      userAgent: options.userAgent ?? defaults.userAgent,
      defaultHeaders: defaults.headers,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    };
    const raw: Client<Record<string, never>> = createFetchClient({ baseUrl: this.#baseUrl, fetch: createResilientFetch(this.#settings) });
    raw.use(this.#authMiddleware());
    this.raw = raw;
  }

  /** Writes each request's credentials, for the SDK's calls and `api.raw`'s alike: openapi-fetch names the operation's path template. */
  #authMiddleware(): Middleware {
    return {
      onRequest: ({ request, schemaPath }) => {
        const requirements = requirementsOf(this.#security, request.method, schemaPath);
        return authorize(request, requirements, this.#security, this.#credentials, `${request.method} ${schemaPath}`, this.#optionName);
      },
    };
  }

  /** How the caller names a scheme's credential: `apiKey`, or `auth.<key>`. */
  readonly #optionName = (key: string): string => (key === this.#security.apiKeyScheme ? 'apiKey' : `auth.${key}`);

  /** Sends one operation; resolves to the parsed success body (undefined for 204), throws a TunnelError. */
  async call<T>(operation: OperationSpec, input: CallInput, options?: CallOptions): Promise<T> {
    const result = await this.#send(operation, input, options);
    return result.data as T;
  }

  /**
   * Sends an operation that answers `text/event-stream`; resolves, once the answer's status is in, to its
   * EventStream. The per-attempt timeout covers the wait for the headers only (event-stream.ts).
   */
  async stream<Event>(operation: OperationSpec, input: CallInput, options?: CallOptions): Promise<EventStream<Event>> {
    const flag = operation.streamFlag;
    const body = flag !== undefined && input.body !== null && typeof input.body === 'object' ? { ...input.body, [flag]: true } : input.body;
    // The stream beside a JSON answer shares its operation's entry: its answer is read as a stream all the same.
    const result = await this.#send({ ...operation, answer: 'event-stream' }, { ...input, body }, options, 'headers');
    return new EventStream<Event>(result.response, {
      operation: operation.operationId,
      shape: operation.events ?? { shape: 'data', json: true },
      signal: options?.signal,
    });
  }

  /** A lazy PageIterator over an operation that pages; nothing is sent until it is iterated. */
  list<Item, Page>(operation: OperationSpec, input: CallInput, options?: CallOptions): PageIterator<Item, Page> {
    const settings = this.#callSettings(options);
    const fetchPage = createResilientFetch(settings, operation.operationId);
    const query = (input.query ?? {}) as Readonly<Record<string, unknown>>;
    return new PageIterator<Item, Page>({
      operation: operation.operationId,
      pagination: operation.pagination ?? { style: 'next-url', items: 'items', next: 'next_page_uri' },
      baseUrl: this.#baseUrl,
      query,
      fetchWith: async (replaced) => {
        const result = await this.#send(operation, { ...input, query: { ...query, ...replaced } }, options);
        return { body: result.data as Page, headers: result.response.headers };
      },
      fetchUrl: async (url) => {
        try {
          const request = new Request(url, { method: 'GET', headers: { ...options?.headers }, ...(options?.signal ? { signal: options.signal } : {}) });
          const requirements = requirementsOf(this.#security, operation.method, operation.path);
          const response = await fetchPage(await authorize(request, requirements, this.#security, this.#credentials, operation.operationId, this.#optionName));
          const text = await response.text();
          const body = parseJson(text);
          if (!response.ok) throw apiError(response, body, operation.operationId, this.#errorCodes);
          return { body: body as Page, headers: response.headers };
        } catch (error) {
          throw mapThrown(error, operation.operationId, settings.timeoutMs, options?.signal);
        }
      },
    });
  }

  /** One request through openapi-fetch, the answer read as the operation says (operation.ts `Answer`); an error status throws. */
  async #send(operation: OperationSpec, input: CallInput, options: CallOptions | undefined, timing: 'whole' | 'headers' = 'whole'): Promise<RawResult> {
    const unset = Object.entries(input.path ?? {})
      .filter(([, value]) => value === null || value === undefined)
      .map(([name]) => name);
    if (unset.length > 0) throw new TypeError(`${operation.operationId}: path parameter ${unset.join(', ')} has no value; a URL cannot be built without it`);
    const settings = this.#callSettings(options);
    const mediaType = operation.bodyMediaType;
    const sendsBody = mediaType !== undefined && input.body !== undefined;
    // FormData (given, or made from the fields) gets its boundary from fetch; every other body names its type.
    const namesType = sendsBody && mediaType !== 'multipart/form-data' && !(input.body instanceof FormData);
    let result: RawResult;
    try {
      result = await (this.raw as RawRequester).request(operation.method.toLowerCase(), operation.path, {
        params: { path: input.path ?? {}, query: input.query },
        body: sendsBody ? input.body : undefined,
        bodySerializer: (body: unknown) => serializeBody(body, mediaType ?? 'application/json'),
        headers: {
          ...(namesType ? { 'content-type': mediaType } : {}),
          ...(operation.answer === 'event-stream' ? { accept: 'text/event-stream' } : {}),
          ...options?.headers,
        },
        parseAs: PARSE_AS[operation.answer ?? 'json'],
        // fetch sends a ReadableStream body only half duplex (the answer is read after it was sent).
        ...(typeof ReadableStream !== 'undefined' && input.body instanceof ReadableStream ? { duplex: 'half' } : {}),
        signal: options?.signal,
        fetch: createResilientFetch(settings, operation.operationId, timing),
      });
    } catch (error) {
      throw mapThrown(error, operation.operationId, settings.timeoutMs, options?.signal);
    }
    if (!result.response.ok) throw apiError(result.response, result.error, operation.operationId, this.#errorCodes);
    return result;
  }

  #callSettings(options: CallOptions | undefined): TransportSettings {
    return {
      ...this.#settings,
      timeoutMs: options?.timeoutMs ?? this.#settings.timeoutMs,
      maxRetries: options?.maxRetries ?? this.#settings.maxRetries,
    };
  }
}

function apiError(response: Response, body: unknown, operation: string, registeredCodes: ReadonlySet<string> | undefined): TunnelApiError {
  return new TunnelApiError({ status: response.status, statusText: response.statusText, body, headers: response.headers, operation, registeredCodes });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Failures while the body is still streaming (after fetch resolved) arrive as DOMException/TypeError. */
function mapThrown(error: unknown, operation: string, timeoutMs: number, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason;
  if (error instanceof TunnelError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return new TunnelTimeoutError(operation, timeoutMs);
  if (error instanceof TypeError && /terminated|fetch failed|socket/i.test(error.message)) return new TunnelNetworkError(operation, error);
  return error;
}
