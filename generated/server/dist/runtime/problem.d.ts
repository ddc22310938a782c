// Copied by `npm run generate` from generator/runtime/server/problem.ts. Edit it there.
/** The problem shape of @tunnel-api/validators (structurally the same type; no import to stay standalone). */
export interface Problem {
  readonly pointer: string;
  readonly rule: string;
  readonly message: string;
}
