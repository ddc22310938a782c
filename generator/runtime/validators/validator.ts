/**
 * The shape every generated validator is exported in: a type guard, a problem list, and the compiled
 * function itself (for frameworks that take ajv-style functions, e.g. a Fastify validator compiler).
 */
import { type Problem, toProblems, type ValidationError } from './problem.js';

/** A function produced by ajv's standalone code generation: `errors` is set after each call. */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: readonly ValidationError[] | null;
}

export interface Validator<T> {
  /** The schema's id in the generated code, e.g. `/components/schemas/Widget`. */
  readonly id: string;
  /** True when `value` is valid; narrows its type. */
  is(value: unknown): value is T;
  /** Every problem with `value`, in schema order; empty when it is valid. */
  check(value: unknown): Problem[];
  readonly validate: CompiledValidate;
}

export function validator<T>(id: string, validate: CompiledValidate): Validator<T> {
  return {
    id,
    is: (value: unknown): value is T => validate(value),
    check: (value: unknown): Problem[] => (validate(value) ? [] : toProblems(validate.errors)),
    validate,
  };
}
