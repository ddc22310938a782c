/**
 * The V8 flags the precompiled server runs with, wherever it is started: scripts/launch.js sets them in
 * its own process before importing the build, `npm run dev` (scripts/dev.ts) passes them to the `node` it
 * spawns on the build. JavaScript, not TypeScript, because the launcher reads it before anything can
 * compile TypeScript; types in server-flags.d.ts.
 */
export const SERVER_V8_FLAGS = [
  // PGlite's 9 MB of WebAssembly compiled on one background thread instead of one per core: each compile
  // thread left its own malloc arena behind, ~12 MiB of the idle server's RSS, and the start-up was no
  // slower (bench/RESULTS.md "Memory").
  '--wasm-num-compilation-tasks=1',
  // ...and by V8's baseline compiler only (Liftoff), never tiered up to TurboFan: tiering up PostgreSQL's
  // hot functions as it started cost more CPU than the whole rest of the start and held the main thread
  // for up to a second, while PostgreSQL's statements ran no faster with the optimised code
  // (bench/RESULTS.md "Server: what each change gained").
  '--liftoff-only',
];
