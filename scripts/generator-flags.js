/**
 * The V8 flags a generator run's processes use: scripts/launch-generator.js sets them in its own process
 * (`v8.setFlagsFromString`, before the precompiled generator is loaded; its threads share them), and the docs
 * target passes them to the `node` that runs Redocly's `build-docs` (generator/emit/docs/redocly-build-docs.ts).
 * JavaScript, not TypeScript, because the launcher reads it before anything can compile TypeScript; types in
 * generator-flags.d.ts.
 */
export const GENERATOR_V8_FLAGS = [
  // A run is short (seconds) and runs a great deal of code a few times each — TypeScript's emitter, Redocly,
  // openapi-typescript, ajv's code generator, React's server render for the docs. With V8's default budget
  // TurboFan optimised thousands of functions that the run then barely used: its compiles, on V8's background
  // threads, were about a fifth of a cold run's CPU on our spec. 32 times the default (67584) leaves TurboFan
  // the functions that stay hot (ajv's compile of a large document's schemas) and the rest in V8's baseline
  // code (docs/decisions/0089-generation-threads-start-first.md).
  '--interrupt-budget=2162688',
];
