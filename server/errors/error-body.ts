/**
 * The error body of docs/decisions/0004-error-registry.md, `{ error_code, status_code, msg, details }`, from
 * the server package (docs/decisions/0046-server-edge.md); a body's field problems read with this server's
 * template parameters (template-params.ts).
 */
import { type ApiError, type CodedProblem, invalidBodyError as packageInvalidBodyError } from '@tunnel-api/server';
import { templateParams } from './template-params.js';

export { type ErrorBody, errorBody } from '@tunnel-api/server';

/**
 * Field problems of the body, as one error: the first problem's code and message, all problems listed.
 * `body` is the request body the problems are about (for the values registered messages quote).
 */
export function invalidBodyError(problems: readonly CodedProblem[], body?: unknown): ApiError {
  return packageInvalidBodyError(problems, body, templateParams);
}
