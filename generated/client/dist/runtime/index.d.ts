/** The hand-written client runtime, copied verbatim into generated/client/src/runtime/ by the generator. */
export type { BasicCredentials, ClientSecurity, Credential, SchemeSpec, SecurityRequirement, Token } from "./auth.js";
export { ClientCore, type ClientDefaults } from "./client-core.js";
export { isTunnelError, isTunnelOperationError, TunnelApiError, TunnelError, type TunnelErrorCode, type TunnelErrorDetails, type TunnelErrorRegistry, type TunnelKnownError, TunnelNetworkError, type TunnelOperationError, type TunnelOperationTypes, TunnelPaginationError, TunnelTimeoutError } from "./errors.js";
export { EventStream, type ServerSentEvent } from "./event-stream.js";
export type { Answer, CallInput, EventShape, HttpMethod, OperationSpec, Pagination } from "./operation.js";
export { type CallOptions, type ClientOptions, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, type TransportOptions } from "./options.js";
export { PageIterator } from "./pagination.js";
export type { $Read, $Write, Readable, Writable } from "./read-write.js";
export { parseRetryAfter, RETRYABLE_STATUSES, retryDelayMs, shouldRetry } from "./retry-policy.js";
//# sourceMappingURL=index.d.ts.map
