/**
 * Exported type names per operation: `<OperationId>Path`, `…Query`, `…Body`, `…Response` and, for
 * lists, `…Item` (`GetReservedAddrResponse`). Operation ids are unique, so only sanitising can make
 * two bases equal; the later one gets a numeric suffix and a warning.
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrOperation } from '../ir/types.js';
import { pascalCase } from './casing.js';
import { safeIdentifier } from './identifier.js';

export interface OperationTypeNames {
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly response: string;
  readonly item: string;
}

export function operationTypeNames(operations: readonly IrOperation[], diagnostics: Diagnostics): Map<string, OperationTypeNames> {
  const names = new Map<string, OperationTypeNames>();
  const bases = new Set<string>();
  for (const op of operations) {
    const wanted = safeIdentifier(pascalCase(op.operationId) || 'Operation');
    let base = wanted;
    for (let n = 2; bases.has(base); n++) base = `${wanted}${n}`;
    if (base !== wanted) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `operationId "${op.operationId}" gives type names ${wanted}…, already used by another operation; using ${base}…`,
        pointer: `${op.pointer}/operationId`,
      });
    }
    bases.add(base);
    names.set(op.operationId, { path: `${base}Path`, query: `${base}Query`, body: `${base}Body`, response: `${base}Response`, item: `${base}Item` });
  }
  return names;
}
