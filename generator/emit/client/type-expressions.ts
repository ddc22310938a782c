/**
 * TypeScript type expressions that index into openapi-typescript's `paths` type, so every SDK
 * signature is exactly the spec's type (no second type generator to drift from the first).
 */
import type { IrOperation, IrResponse } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';

export function operationType(op: IrOperation): string {
  return `paths[${stringLiteral(op.path)}][${stringLiteral(op.method)}]`;
}

export function pathParamsType(op: IrOperation): string {
  return `${operationType(op)}['parameters']['path']`;
}

export function queryType(op: IrOperation): string {
  return `NonNullable<${operationType(op)}['parameters']['query']>`;
}

export function bodyType(op: IrOperation): string {
  const body = op.requestBody;
  if (body === undefined) return 'never';
  const requestBody = `${operationType(op)}['requestBody']`;
  return `${body.required ? requestBody : `NonNullable<${requestBody}>`}['content'][${stringLiteral(body.contentType)}]`;
}

/** Success (2XX) responses: their bodies' union; `undefined` for those without content (e.g. 204). */
export function successType(op: IrOperation): string {
  const successes = op.responses.filter(isSuccess);
  if (successes.length === 0) return 'unknown';
  const members = successes.map((r) => (r.contentType === undefined ? 'undefined' : responseBodyType(op, r)));
  return [...new Set(members)].join(' | ');
}

export function responseBodyType(op: IrOperation, response: IrResponse): string {
  const status = /^\d+$/.test(response.status) ? response.status : stringLiteral(response.status);
  return `${operationType(op)}['responses'][${status}]['content'][${stringLiteral(response.contentType ?? '')}]`;
}

export function isSuccess(response: IrResponse): boolean {
  return /^2(\d\d|XX)$/.test(response.status);
}
