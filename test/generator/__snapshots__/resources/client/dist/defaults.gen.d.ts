import type { ClientDefaults } from './runtime/index.js';
/** Headers every operation of the spec requires with one fixed value, and the User-Agent sent by default. */
export declare const CLIENT_DEFAULTS: ClientDefaults;
//# sourceMappingURL=defaults.gen.d.ts.map
