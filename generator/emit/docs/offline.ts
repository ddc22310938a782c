/**
 * The page must work with no network (docs/decisions/0024-offline-docs.md): no script, stylesheet, font or
 * image from another host. `--inlineBundle` inlines the renderer, but Redoc 3 still draws its "API docs by
 * Redocly" logo from Redocly's CDN, so that one asset becomes an inline SVG saying the same thing;
 * `externalResources` is the check the build runs afterwards, so a renderer upgrade that adds a remote asset
 * fails loudly.
 */

const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="72" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#888">Redocly</text></svg>')}`;

/** Redocly's CDN images referenced from the inlined renderer (`https://cdn.redoc.ly/redoc/logo-mini-full.svg`). */
const CDN_IMAGE = /https:\/\/cdn\.redoc\.ly\/[^`'"\s)]+\.svg/g;

export function offline(html: string): string {
  return html.replace(CDN_IMAGE, LOGO);
}

/**
 * Remote URLs the page would load by itself: `<script src>`, `<link href>` (stylesheets, fonts,
 * preloads), CSS `url()` and `@import`, the renderer's image CDN and web fonts. Links a reader may click
 * (`<a href>`, example values in the spec) are not loads and are not reported. The renderer also knows
 * icon-set URLs (`cdn.redocly.com/icons/…`) that it fetches only for icons a page asks for; ours asks for
 * none, which the browser test proves by blocking and recording every request outside 127.0.0.1.
 */
export function externalResources(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<script\b[^>]*\bsrc\s*=\s*["']?(https?:)?\/\/[^"'\s>]+/gi,
    /<link\b[^>]*\bhref\s*=\s*["']?(https?:)?\/\/[^"'\s>]+/gi,
    /url\(\s*["']?(https?:)?\/\/[^"')\s]+/gi,
    /@import\s+["'](https?:)?\/\/[^"']+/gi,
    /https?:\/\/(cdn\.redoc\.ly|fonts\.googleapis\.com|fonts\.gstatic\.com)\/[^`'"\s)]+/gi,
  ];
  for (const pattern of patterns) for (const match of html.matchAll(pattern)) found.add(match[0]);
  return [...found].sort();
}
