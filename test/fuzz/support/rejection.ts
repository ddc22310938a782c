/**
 * What every answer to a bad request must be (docs/decisions/0004-error-registry.md): never a 5xx; a 4xx carries the
 * error body with a code from the spec's registry whose status is the HTTP status, and the operation
 * id of `details` is the Service-Operation-Id header; and a refused request wrote nothing.
 */
import type { Database } from '../../../server/storage/index.js';
import { errorCodes } from './spec-operations.js';

export interface Answer {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/** Every stored resource, as text, to compare before and after a request. */
export async function resourcesSnapshot(db: Database): Promise<string> {
  const { rows } = await db.query('SELECT id, body FROM resources ORDER BY id');
  return JSON.stringify(rows);
}

/** Why `answer` is not a well-formed refusal (an empty list when it is one). */
export function refusalProblems(answer: Answer): string[] {
  const { status, body, headers } = answer;
  const problems: string[] = [];
  if (status >= 500) problems.push(`a ${status}`);
  if (status < 400) return problems;
  const registered = errorCodes.get(body?.error_code);
  if (registered === undefined) problems.push(`error_code ${JSON.stringify(body?.error_code)} is not in components.x-error-codes`);
  else if (registered !== status) problems.push(`${body.error_code} is registered with ${registered}, answered with ${status}`);
  if (body?.status_code !== status) problems.push(`status_code ${body?.status_code} differs from the HTTP status ${status}`);
  if (typeof body?.msg !== 'string' || body.msg === '') problems.push('no msg');
  const operationId = body?.details?.operation_id;
  if (typeof operationId !== 'string' || !/^op_[0-9A-Za-z]{27}$/.test(operationId)) problems.push(`details.operation_id ${JSON.stringify(operationId)}`);
  if (headers['service-operation-id'] !== operationId)
    problems.push(`Service-Operation-Id ${String(headers['service-operation-id'])} differs from details.operation_id ${operationId}`);
  return problems;
}
