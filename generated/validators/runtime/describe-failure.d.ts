// Built by `npm run generate` from generator/runtime/validators/describe-failure.ts. Edit it there.
import type { ValidationError } from './validation-error.js';
export interface Described {
    readonly text: string;
    readonly params: Readonly<Record<string, unknown>>;
}
export declare function describeFailure(error: ValidationError, data: unknown): Described;
