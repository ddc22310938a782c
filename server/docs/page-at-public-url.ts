/**
 * The docs page (generated/docs/index.html, Redocly's build-docs output) as a running server serves it: the
 * Servers box and every code sample name the server's own `PUBLIC_URL` instead of the URL the page was
 * generated for (docs/decisions/0024-offline-docs.md). The page holds the document twice: rendered as HTML (the
 * Servers box; the samples render in the browser) and as the `__redoc_definition` literal the renderer hydrates
 * from. The literal is parsed and written back as build-docs writes it, with the new URL in `servers` and in each
 * `x-codeSamples` source (as a whole URL, whole-url.ts); in the HTML only a text node that is exactly the generated
 * URL (the Servers box) changes. Descriptions are not touched: a URL in prose is the author's.
 */
import { pointServersAt } from './spec-at-public-url.js';
import { replaceWholeUrl } from './whole-url.js';

const DEFINITION = /^([ \t]*const __redoc_definition = )(.*);$/m;

type Operation = { 'x-codeSamples'?: unknown };
type RenderedDocument = { servers?: unknown; paths?: Record<string, Record<string, unknown>>; webhooks?: Record<string, Record<string, unknown>> };

export function docsPageAt(html: string, publicUrl: string): string {
  const match = DEFINITION.exec(html);
  // The renderer changed how it embeds the document: fail loudly rather than serve the wrong URL.
  if (match === null) throw new Error('generated/docs/index.html has no `const __redoc_definition = …;` line');
  const document = JSON.parse(match[2]!) as RenderedDocument;
  const generated = documentAt(document, publicUrl);
  if (generated === undefined) return html;
  const before = html.slice(0, match.index);
  const after = html.slice(match.index + match[0].length);
  const rendered = before.replaceAll(`>${escapeHtml(generated)}<`, () => `>${escapeHtml(publicUrl)}<`);
  return `${rendered}${match[1]}${scriptJson(document)};${after}`;
}

/**
 * The document the page renders, pointed at `publicUrl` in place: its servers and every code sample's URL. Returns
 * the URL it replaced, or undefined when nothing changed. `npm run dev` renders its documents so too
 * (scripts/dev.ts).
 */
export function documentAt(document: object, publicUrl: string): string | undefined {
  const generated = pointServersAt(document as RenderedDocument, publicUrl);
  if (generated === undefined || generated === publicUrl) return undefined;
  for (const operation of operations(document as RenderedDocument)) {
    const samples = operation['x-codeSamples'];
    if (!Array.isArray(samples)) continue;
    for (const sample of samples as Array<{ source?: unknown }>) {
      if (typeof sample.source === 'string') sample.source = replaceWholeUrl(sample.source, generated, publicUrl);
    }
  }
  return generated;
}

function* operations(document: RenderedDocument): Generator<Operation> {
  for (const items of [document.paths, document.webhooks]) {
    for (const item of Object.values(items ?? {})) {
      for (const operation of Object.values(item)) if (typeof operation === 'object' && operation !== null) yield operation as Operation;
    }
  }
}

/** JSON inside `<script>`, escaped as build-docs escapes it: no `<` (so no `</script>`), no line or paragraph separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u2028\u2029]/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))
    .replace(/</g, '\\u003c');
}

/** Text as React's server renderer escapes it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}
