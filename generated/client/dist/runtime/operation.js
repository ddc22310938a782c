// Copied by `npm run generate` from generator/runtime/client/operation.ts. Edit it there.
/**
 * What the generated SDK knows about one operation: plain data (generated into operations.gen.ts),
 * interpreted by the hand-written runtime.
 */
export {};
