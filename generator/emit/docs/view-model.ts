/**
 * The view model of the docs page: the page's title and description, and the document Redocly renders —
 * the bundle plus what a reader needs beyond it: a section "Error codes" with the table of every code (from
 * `components.x-error-codes`), each operation's code samples as Redoc's `x-codeSamples`, and without the
 * patterns that only keep out NUL (nul-only-pattern.ts), remote images in descriptions as links
 * (remote-images.ts). The bundle itself is never changed (it is cloned).
 */
import type { IrDocument } from '../../ir/types.js';
import type { CodeSample } from './code-samples.js';
import { errorTable } from './error-table.js';
import { dropNulOnlyPatterns } from './nul-only-pattern.js';
import { linkRemoteImages } from './remote-images.js';

type Tag = { name: string; 'x-displayName'?: string; description?: string; 'x-traitTag'?: boolean };
type MutableDocument = {
  info?: { description?: string };
  tags?: Tag[];
  'x-tagGroups'?: Array<{ name: string; tags: string[] }>;
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

export interface DocsView {
  readonly document: object;
  readonly title: string;
  /** The page's `<meta name="description">`: the document's `info.summary`, else its title. */
  readonly description: string;
  /** JSON pointers of the descriptions whose remote images became links (remote-images.ts). */
  readonly remoteImages: readonly string[];
}

export function docsView(ir: IrDocument, samples: ReadonlyMap<string, readonly CodeSample[]>): DocsView {
  const summary = typeof ir.bundle['info'] === 'object' ? (ir.bundle['info'] as { summary?: unknown }).summary : undefined;
  const document = structuredClone(ir.bundle) as MutableDocument;
  const remoteImages = linkRemoteImages(document);
  return {
    document: docsDocument(ir, samples, document),
    title: ir.info.title,
    description: typeof summary === 'string' ? summary : ir.info.title,
    remoteImages,
  };
}

function docsDocument(ir: IrDocument, samples: ReadonlyMap<string, readonly CodeSample[]>, document: MutableDocument): object {
  dropNulOnlyPatterns(document);
  const table = errorTable(ir.componentExtensions['x-error-codes']);
  if (table !== '') addErrorCodesSection(document, table);
  for (const op of ir.operations) {
    const target = document.paths?.[op.path]?.[op.method];
    if (target !== undefined) target['x-codeSamples'] = samples.get(op.operationId) ?? [];
  }
  return document;
}

/**
 * The error table as a section of its own, first after the introduction: a tag without operations (Redoc's
 * `x-traitTag`). Inside the introduction it was squeezed into the column beside the Servers box; a section
 * has nothing beside it, so the page template can give it the full width.
 */
function addErrorCodesSection(document: MutableDocument, table: string): void {
  const taken = new Set((document.tags ?? []).map((tag) => tag.name));
  let name = 'error_codes';
  for (let n = 2; taken.has(name); n++) name = `error_codes_${n}`;
  document.tags = [{ name, 'x-displayName': 'Error codes', description: table, 'x-traitTag': true }, ...(document.tags ?? [])];
  // With tag groups, Redoc shows only the tags in a group.
  const groups = document['x-tagGroups'];
  if (Array.isArray(groups)) document['x-tagGroups'] = [{ name: 'Error codes', tags: [name] }, ...groups];
}
