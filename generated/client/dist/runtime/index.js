export { ClientCore } from "./client-core.js";
export { isTunnelError, isTunnelOperationError, TunnelApiError, TunnelError, TunnelNetworkError, TunnelPaginationError, TunnelTimeoutError } from "./errors.js";
export { EventStream } from "./event-stream.js";
export { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./options.js";
export { PageIterator } from "./pagination.js";
export { parseRetryAfter, RETRYABLE_STATUSES, retryDelayMs, shouldRetry } from "./retry-policy.js";
//# sourceMappingURL=index.js.map
