// Built by `npm run generate` from generator/runtime/validators/simplify-alternatives.ts. Edit it there.
/**
 * Before the errors of a failed `oneOf`/`anyOf` become problems (problem.ts), the alternatives that only
 * say "wrong kind of value" are dropped or merged, so a caller reads what is actually wrong.
 */
import type { ValidationError } from './validation-error.js';
/**
 * A failed `oneOf`/`anyOf` reports the errors of every alternative. The alternatives of the wrong
 * kind (a `type` error right at the value: "must be null" for a provider given as an object) say
 * nothing useful, so when another alternative explains more precisely what is wrong, only its errors
 * are kept; when none gets further than its type, the type errors merge into one: "must be an
 * object or null (got integer)".
 */
export declare function simplifyAlternatives(errors: readonly ValidationError[]): ValidationError[];
