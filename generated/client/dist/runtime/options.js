export const DEFAULT_TIMEOUT_MS = 3e4;
export const DEFAULT_MAX_RETRIES = 2;
//# sourceMappingURL=options.js.map
