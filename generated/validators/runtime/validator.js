// Built by `npm run generate` from generator/runtime/validators/validator.ts. Edit it there.
/**
 * The shape every generated validator is exported in: a type guard, a problem list, and the compiled
 * function itself (for frameworks that take ajv-style functions, e.g. a Fastify validator compiler).
 */
import { toProblems } from './problem.js';
export function validator(id, validate) {
    return {
        id,
        is: (value) => validate(value),
        check: (value) => (validate(value) ? [] : toProblems(validate.errors)),
        validate,
    };
}
