/**
 * The error body of docs/decisions/0004-error-registry.md: `{ error_code, status_code, msg, details }`, where
 * `details` always carries the request's `operation_id` (also sent as the `Service-Operation-Id` header).
 */
import { ApiError } from './api-error.js';
import { errorRegistry, formatMessage } from './error-registry.js';
import { problemCode, type CodedProblem } from './problem-codes.js';

export interface ErrorBody {
  error_code: string;
  status_code: number;
  msg: string;
  details: { operation_id: string; [key: string]: unknown };
}

export function errorBody(error: ApiError, operationId: string): ErrorBody {
  return {
    error_code: error.code,
    status_code: error.status,
    msg: error.message,
    details: { ...error.details, operation_id: operationId },
  };
}

/** Field problems of the body, as one error: the first problem's code and message, all problems listed. */
export function invalidBodyError(problems: readonly CodedProblem[]): ApiError {
  const listed = problems.map((p) => ({ pointer: p.pointer, rule: p.rule, message: messageOf(p), error_code: problemCode(p) }));
  const first = listed[0]!;
  const more = listed.length > 1 ? ` (and ${listed.length - 1} more problem${listed.length > 2 ? 's' : ''})` : '';
  const allowed = allowedFields(problems[0]!);
  return new ApiError(first.error_code, {}, { problems: listed, ...(allowed ? { allowed } : {}) }).withMessage(first.message + more);
}

/** The fields allowed where an unknown one was sent (the validators list them in the problem's params). */
function allowedFields(problem: CodedProblem): string[] | undefined {
  if (problem.rule !== 'additionalProperties') return undefined;
  const allowed = problem.params?.['allowed'];
  return Array.isArray(allowed) ? allowed.map(String) : [];
}

/**
 * A problem the spec names a code for (`x-error-code`) reads as that code's registered message when the
 * template needs nothing but the pointer ("/domain: this field cannot be changed after creation."); the
 * validator's own words otherwise, since they carry the numbers ("must be at most 10000").
 */
function messageOf(problem: CodedProblem): string {
  const template = problem.errorCode === undefined ? undefined : errorRegistry.get(problem.errorCode)?.message;
  if (template !== undefined && template.replace('{pointer}', '').indexOf('{') === -1) return formatMessage(template, { pointer: problem.pointer });
  return sentence(problem.message);
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
