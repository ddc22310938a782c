/**
 * A description's HTML as Markdown, for doc comments. Real documents write HTML into their Markdown descriptions
 * (Lob's: tables, `<br>`, `<code>`, a "back to top" link with an `onclick` after every tag's text), which a docs
 * page renders but an editor's hover shows as tags. The description is rendered by marked (CommonMark and GitHub's
 * tables) and the HTML turned back into Markdown by turndown with GitHub's tables (@joplin/turndown-plugin-gfm):
 * the Markdown that was there comes back, the HTML becomes Markdown. Only descriptions with an HTML element in them
 * go through this; the others are returned as they are.
 *
 * What is not an HTML element stays text: `Bearer <API key>` or `List<Item>` in a sentence is a placeholder or a type
 * to a reader of a doc comment, not a tag. Links that only work inside the vendor's page (`#`, `#operation/…`,
 * `javascript:`) keep their text, and a link to the page's top (`#`: "back to top") goes with its text.
 *
 * Both libraries load at the first description that needs them (about 80 ms together), so that a document without
 * HTML, ours among them, costs nothing.
 */
import { createRequire } from 'node:module';
import type { Marked, Tokens } from 'marked';
import type TurndownService from 'turndown';

/** The elements of HTML a description may use; any other tag-like text (`<API key>`) is text. */
const HTML_ELEMENTS = new Set(
  (
    'a abbr b blockquote br caption cite code dd del details div dl dt em h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre ' +
    's samp small span strike strong sub summary sup table tbody td tfoot th thead tr tt u ul var'
  ).split(' '),
);

/** An HTML element's tag (opening, closing or self-closing) anywhere in the text. */
const ELEMENT_TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>])/g;

/** Whether `text` has a tag of an HTML element (a description without one is left as it is). */
export function hasHtml(text: string): boolean {
  for (const match of text.matchAll(ELEMENT_TAG)) if (HTML_ELEMENTS.has(match[1]!.toLowerCase())) return true;
  return false;
}

/** `text` with its HTML written as Markdown (see above); `text` itself when it has none. */
export function markdownWithoutHtml(text: string): string {
  if (!hasHtml(text)) return text;
  let markdown = converted.get(text);
  if (markdown === undefined) {
    const { marked, turndown } = converters();
    markdown = turndown.turndown(marked.parse(text, { async: false })).trim();
    converted.set(text, markdown);
  }
  return markdown;
}

/**
 * Each description converted once per process: the same one is written into the SDK's, the models' and the types'
 * comments, and a tag's into every operation's (about 1 ms each: Lob's 108 descriptions with HTML took 145 ms).
 */
const converted = new Map<string, string>();

let loaded: { marked: Marked; turndown: TurndownService } | undefined;

function converters(): { marked: Marked; turndown: TurndownService } {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  const { Marked: MarkedClass } = require('marked') as typeof import('marked');
  const Turndown = require('turndown') as typeof TurndownService;
  const { gfm } = require('@joplin/turndown-plugin-gfm') as { gfm: TurndownService.Plugin };
  const marked = new MarkedClass({
    gfm: true,
    renderer: {
      // Raw HTML of an element passes to turndown; any other tag-like text is escaped, so that it stays text.
      html({ text }: Tokens.HTML | Tokens.Tag): string {
        return text.replace(ELEMENT_TAG, (tag, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? tag : `&lt;${tag.slice(1)}`));
      },
    },
  });
  const turndown = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*', br: '' });
  turndown.use(gfm);
  // The text was Markdown already: nothing in it needs escaping (`primary_line` stays as it was written), but a tag
  // the author escaped (`\\<code>`, text on their page) is escaped again, or the comment would hold the element.
  turndown.escape = (text: string) => text.replace(ELEMENT_TAG, (tag, name: string) => (HTML_ELEMENTS.has(name.toLowerCase()) ? `\\${tag}` : tag));
  // A rule added later is tried first.
  turndown.addRule('link into the page', {
    filter: (node) => node.nodeName === 'A' && /^(#|javascript:)/i.test(node.getAttribute('href') ?? ''),
    replacement: (content) => content,
  });
  turndown.addRule('link to the top of the page', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') === '#',
    replacement: () => '',
  });
  // A list item as people write one (`- item`, `1. item`), not turndown's `-   item`; its other lines under its text.
  turndown.addRule('list item', {
    filter: 'li',
    replacement: (content, node) => {
      const list = node.parentNode as HTMLElement | null;
      const start = Number(list?.getAttribute('start') ?? 1);
      const prefix = list?.nodeName === 'OL' ? `${start + Array.prototype.indexOf.call(list.children, node)}. ` : '- ';
      const paragraph = content.endsWith('\n');
      const text = content.replace(/^\n+|\n+$/g, '') + (paragraph ? '\n' : '');
      return prefix + text.replace(/\n/g, `\n${' '.repeat(prefix.length)}`) + (node.nextSibling ? '\n' : '');
    },
  });
  loaded = { marked, turndown };
  return loaded;
}
