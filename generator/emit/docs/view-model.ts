/**
 * The view model of the docs page: the page's title and description, and the document Redocly renders —
 * the bundle plus what a reader needs beyond it: the table of every error code appended to the
 * introduction (from `components.x-error-codes`), and each operation's code samples as Redoc's
 * `x-codeSamples`. The bundle itself is never changed (it is cloned).
 */
import type { IrDocument } from '../../ir/types.js';
import type { CodeSample } from './code-samples.js';
import { errorTable } from './error-table.js';

type MutableDocument = { info?: { description?: string }; paths?: Record<string, Record<string, Record<string, unknown>>> };

export interface DocsView {
  readonly document: object;
  readonly title: string;
  /** The page's `<meta name="description">`: the document's `info.summary`, else its title. */
  readonly description: string;
}

export function docsView(ir: IrDocument, samples: ReadonlyMap<string, readonly CodeSample[]>): DocsView {
  const summary = typeof ir.bundle['info'] === 'object' ? (ir.bundle['info'] as { summary?: unknown }).summary : undefined;
  return { document: docsDocument(ir, samples), title: ir.info.title, description: typeof summary === 'string' ? summary : ir.info.title };
}

function docsDocument(ir: IrDocument, samples: ReadonlyMap<string, readonly CodeSample[]>): object {
  const document = structuredClone(ir.bundle) as MutableDocument;
  const table = errorTable(ir.componentExtensions['x-error-codes']);
  if (document.info !== undefined && table !== '') document.info.description = `${document.info.description ?? ''}\n\n${table}\n`;
  for (const op of ir.operations) {
    const target = document.paths?.[op.path]?.[op.method];
    if (target !== undefined) target['x-codeSamples'] = samples.get(op.operationId) ?? [];
  }
  return document;
}
