/**
 * The spec's prose uses "a" and "an" by sound (spec-lint/article.js): "an abuse report", "an HTTPS edge",
 * "a user". Checked in every summary, description, title and display name the walker visits, and in the
 * error registry's messages and descriptions, so the docs, the generated packages' comments and the
 * server's error messages read right. Code spans (`…`) are left alone.
 */
import { indefiniteArticle } from '../article.js';
import { readRegistry } from './registry.js';

const PROSE_KEYS = ['summary', 'description', 'title', 'x-displayName'];

/** Each article in the text whose next word wants the other one, as "found → wanted" pairs. */
export function articleSlips(text) {
  const slips = [];
  // A code span stands for a word the rule cannot sound out (`Service-Version`): it is left as a placeholder.
  const prose = text.replace(/`[^`]*`/g, '§');
  for (const match of prose.matchAll(/(?<![\w.-])(a|an|A|An)\s+([A-Za-z][\w-]*(?:\.\w+)*)/g)) {
    const [, article, word] = match;
    const wanted = indefiniteArticle(word);
    if (wanted !== undefined && wanted !== article.toLowerCase()) {
      const fixed = article[0] === 'A' ? wanted[0].toUpperCase() + wanted.slice(1) : wanted;
      slips.push(`"${article} ${word}" → "${fixed} ${word}"`);
    }
  }
  return slips;
}

export default function IndefiniteArticle() {
  const check = (text, ctx, location) => {
    if (typeof text !== 'string') return;
    const slips = articleSlips(text);
    if (slips.length > 0) ctx.report({ message: `Use the article the next word's sound wants: ${slips.join(', ')}.`, location });
  };
  return {
    any: {
      enter(node, ctx) {
        if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
        for (const key of PROSE_KEYS) check(node[key], ctx, ctx.location.child([key]));
      },
    },
    Root: {
      enter(root, ctx) {
        const registry = readRegistry(root, ctx);
        registry?.entries.forEach((entry, i) => {
          for (const key of ['message', 'description']) check(entry?.[key], ctx, registry.location.child([i, key]));
        });
      },
    },
  };
}
