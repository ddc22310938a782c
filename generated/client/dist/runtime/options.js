// Copied by `npm run generate` from generator/runtime/client/options.ts. Edit it there.
/** What `createClient` takes, and what every call may override. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;
//# sourceMappingURL=options.js.map
