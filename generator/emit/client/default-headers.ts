/**
 * Header parameters the client sends on its own: those that every operation requires with exactly one allowed
 * value (our spec's `Service-Version: 2`, docs/decisions/0003-request-headers.md). They disappear from method
 * signatures; any other header parameter is passed through `options.headers`.
 */
import type { IrDocument, IrParameter } from '../../ir/types.js';

export function defaultHeaders(ir: Pick<IrDocument, 'operations'>): Record<string, string> {
  const [first, ...rest] = ir.operations;
  if (first === undefined) return {};
  const headers: Record<string, string> = {};
  for (const param of first.headerParams) {
    const value = fixedValue(param);
    if (value === undefined) continue;
    const everywhere = rest.every((op) => op.headerParams.some((p) => sameHeader(p, param) && fixedValue(p) === value));
    if (everywhere) headers[param.name] = value;
  }
  return headers;
}

export function isDefaultHeader(param: IrParameter, headers: Readonly<Record<string, string>>): boolean {
  return Object.keys(headers).some((name) => name.toLowerCase() === param.name.toLowerCase());
}

function sameHeader(a: IrParameter, b: IrParameter): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase();
}

function fixedValue(param: IrParameter): string | undefined {
  if (!param.required || typeof param.schema === 'boolean') return undefined;
  const constant = param.schema['const'];
  if (typeof constant === 'string' || typeof constant === 'number') return String(constant);
  const values = param.schema['enum'];
  if (Array.isArray(values) && values.length === 1 && (typeof values[0] === 'string' || typeof values[0] === 'number')) return String(values[0]);
  return undefined;
}
