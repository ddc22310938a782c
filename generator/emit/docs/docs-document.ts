/**
 * The document the docs are rendered from: the bundle plus what a reader needs beyond it — the table of
 * every error code appended to the introduction (from `components.x-error-codes`), and each operation's
 * code samples as Redoc's `x-codeSamples`. The bundle itself is never changed (it is cloned).
 */
import type { IrDocument } from '../../ir/types.js';
import type { CodeSample } from './code-samples.js';
import { errorTable } from './error-table.js';

type MutableDocument = { info?: { description?: string }; paths?: Record<string, Record<string, Record<string, unknown>>> };

export function docsDocument(ir: IrDocument, samples: ReadonlyMap<string, readonly CodeSample[]>): object {
  const document = structuredClone(ir.bundle) as MutableDocument;
  const table = errorTable(ir.componentExtensions['x-error-codes']);
  if (document.info !== undefined && table !== '') document.info.description = `${document.info.description ?? ''}\n\n${table}\n`;
  for (const op of ir.operations) {
    const target = document.paths?.[op.path]?.[op.method];
    if (target !== undefined) target['x-codeSamples'] = samples.get(op.operationId) ?? [];
  }
  return document;
}
