import type { RegisteredError } from "./runtime/error-registry.js";
/** The API's registered error codes, with their statuses and message templates. */
export declare const errorCodes: readonly RegisteredError[];
//# sourceMappingURL=errors.gen.d.ts.map
