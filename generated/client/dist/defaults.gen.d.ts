import type { ClientDefaults } from "./runtime/index.js";
/**
 * The default base URL (the document's first server); headers every operation of the spec requires with one fixed value, and the User-Agent sent by default;
 * the codes of the error registry (errors.gen.ts types them).
 */
export declare const CLIENT_DEFAULTS: ClientDefaults;
//# sourceMappingURL=defaults.gen.d.ts.map
