/**
 * A 400 about one field of the body, shaped like the validators' errors (docs/decisions/0004-error-registry.md:
 * "Field errors name the field (JSON pointer) and the rule"): the registered code and message, and one problem.
 */
import { ApiError } from '../errors/api-error.js';

export function fieldError(code: string, params: Readonly<Record<string, unknown>>, pointer: string, rule: string): ApiError {
  const message = new ApiError(code, params).message;
  return new ApiError(code, params, { problems: [{ pointer, rule, error_code: code, message }] });
}
