/**
 * `operations.gen.ts`: per operation the data the runtime needs (method, path template, body media
 * type, how its answer is read, how it pages, what its events are). One line per operation, written out as
 * text: no ts-morph, whose own copy of TypeScript a run would load for this file alone
 * (docs/decisions/0064-generator-precompiled.md).
 */
import type { IrDocument } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { answerOf, eventStreamOf } from './answers.js';
import { paginationOf } from './pagination.js';

/** A path key may carry a fragment to tell operations apart (`/v1/conversations#stream`); URLs never do. */
export function requestPath(path: string): string {
  const hash = path.indexOf('#');
  return hash === -1 ? path : path.slice(0, hash);
}

/** A plain value as a TypeScript literal (strings quoted the house way, keys bare where they can be). */
function literal(value: unknown): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${propertyKey(k)}: ${literal(v)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

export function emitOperationsFile(ir: IrDocument): string {
  const lines = ir.operations.map((op) => {
    const events = eventStreamOf(ir, op);
    const fields: [string, unknown][] = [
      ['operationId', op.operationId],
      ['method', op.method.toUpperCase()],
      ['path', requestPath(op.path)],
      ['bodyMediaType', op.requestBody?.contentType],
      ['answer', answerOf(op)],
      ['pagination', paginationOf(ir, op)],
      ['events', events?.shape],
      ['streamFlag', events?.flag],
    ];
    const entry = fields
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(', ');
    return `  ${propertyKey(op.operationId)}: { ${entry} },\n`;
  });
  // No `satisfies Record<string, OperationSpec>`: its declaration would need the type checker (the dist build
  // is per file, package/build-dist.ts); each entry is checked where sdk.gen.ts hands it to the runtime, whose
  // parameters are `OperationSpec`.
  const text = `/** What the runtime needs to send each operation, keyed by operationId. */
export const operations = {
${lines.join('')}} as const;
`;
  return formatTypeScript('operations.gen.ts', text, { layout: 'template' });
}
