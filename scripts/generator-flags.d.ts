/** Types of generator-flags.js (JavaScript so that scripts/launch-generator.js can load it without a TypeScript loader). */

/** V8 flags of a generator run (each valid both on `node`'s command line and for `v8.setFlagsFromString`). */
export const GENERATOR_V8_FLAGS: readonly string[];
