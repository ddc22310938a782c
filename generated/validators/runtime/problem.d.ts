// Built by `npm run generate` from generator/runtime/validators/problem.ts. Edit it there.
import type { ValidationError } from './validation-error.js';
export type { ValidationError } from './validation-error.js';
export interface Problem {
    /** RFC 6901 JSON pointer to the offending value inside the validated value; `''` is the value itself. */
    readonly pointer: string;
    /** The JSON Schema keyword that failed (`type`, `required`, `maxLength`, `x-max-bytes`, …). */
    readonly rule: string;
    /** The pointer and what is wrong, in words: `/labels/env: must be a string (got number)`. */
    readonly message: string;
    /**
     * Values behind the message, for callers that word their own (error-registry templates):
     * `actual` (the offending value, or its length/byte count), `limit`, `comparison`, `expected`,
     * `allowed`, `field`, `format`, `pattern`.
     */
    readonly params: Readonly<Record<string, unknown>>;
    /** The `x-error-code` the spec gives the failing schema, if any (e.g. `WEIGHT_OUT_OF_RANGE`). */
    readonly errorCode?: string;
}
/** The annotation the generator adds next to `additionalProperties: false`: the fields allowed there. */
export declare const ALLOWED_FIELDS_KEYWORD = "x-allowed-fields";
/** The spec's annotation naming the error-registry code of a failing schema. */
export declare const ERROR_CODE_KEYWORD = "x-error-code";
export declare function toProblems(errors: readonly ValidationError[] | null | undefined): Problem[];
