/**
 * The docs page loads nothing from other hosts (docs/decisions/0024-offline-docs.md), but documents written
 * elsewhere put their logo or badges in Markdown descriptions (`![logo](https://…)`, `<img src="https://…">`).
 * Such an image becomes a link to it, with its alt text (a reader can still open it), and the generator says
 * where; an image with a `data:` or relative URL stays as it is.
 */
import { escapeToken } from '../../ir/json-pointer.js';

const REMOTE = /^(?:https?:)?\/\//i;
/** `![alt](url)` or `![alt](url "title")`, `<url>` allowed. */
const INLINE_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `![alt][ref]` and `![ref][]`, whose URL a `[ref]: url` line gives. */
const REFERENCE_IMAGE = /!\[([^\]]*)\]\[([^\]]*)\]/g;
const IMG_TAG = /<img\b[^>]*>/gi;

/** Rewrites every description of `document` in place; returns the JSON pointers of those it changed. */
export function linkRemoteImages(document: unknown): string[] {
  const changed: string[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        visit(item, `${pointer}/${i}`);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(object)) {
      if (key === 'description' && typeof value === 'string') {
        const linked = linkImagesIn(value);
        if (linked !== value) {
          object[key] = linked;
          changed.push(`${pointer}/description`);
        }
      } else {
        visit(value, `${pointer}/${escapeToken(key)}`);
      }
    }
  };
  visit(document, '');
  return changed;
}

/** One Markdown text with its remote images as links. */
export function linkImagesIn(markdown: string): string {
  const definitions = new Map([...markdown.matchAll(/^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  return markdown
    .replace(INLINE_IMAGE, (whole, alt: string, url: string) => (REMOTE.test(url) ? `[${label(alt)}](${url})` : whole))
    .replace(REFERENCE_IMAGE, (whole, alt: string, ref: string) => {
      const url = definitions.get((ref === '' ? alt : ref).toLowerCase());
      return url !== undefined && REMOTE.test(url) ? `[${label(alt)}][${ref}]` : whole;
    })
    .replace(IMG_TAG, (tag) => {
      const src = attribute(tag, 'src');
      if (src === undefined || !REMOTE.test(src)) return tag;
      // The alt text is an attribute's value, already HTML text: it becomes the link's text as it is.
      return `<a href="${src}">${label(attribute(tag, 'alt') ?? '')}</a>`;
    });
}

function label(alt: string): string {
  return alt.trim() === '' ? 'image' : alt;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3]);
}
