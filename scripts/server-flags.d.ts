/** Types of server-flags.js (JavaScript so that scripts/launch.js can load it without a TypeScript loader). */

/** Command-line V8 flags of the precompiled server (each also valid for `v8.setFlagsFromString`). */
export const SERVER_V8_FLAGS: readonly string[];
