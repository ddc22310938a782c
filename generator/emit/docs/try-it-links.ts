/**
 * The reference links every operation to the console: a "Try it" link at the end of each operation's
 * description, to `/docs/console#<operationId>`, which opens the console on that operation
 * (docs/decisions/0037-docs-console.md). Redocly renders the description's Markdown, so the link is part of
 * the page it builds; the document handed to it is a copy, the bundle is never changed.
 */
import type { IrDocument } from '../../ir/types.js';
import { CONSOLE_URL } from './console-view.js';

type Operations = Record<string, Record<string, { description?: unknown }>>;

export function withTryItLinks(document: object, ir: Pick<IrDocument, 'operations'>): object {
  const copy = { ...(document as { paths?: Operations }) };
  const paths: Operations = { ...copy.paths };
  for (const op of ir.operations) {
    const item = paths[op.path];
    const operation = item?.[op.method];
    if (item === undefined || operation === undefined) continue;
    const description = typeof operation.description === 'string' && operation.description !== '' ? `${operation.description}\n\n` : '';
    paths[op.path] = { ...item, [op.method]: { ...operation, description: `${description}${tryItLink(op.operationId)}` } };
  }
  return { ...copy, paths };
}

export function tryItLink(operationId: string): string {
  // Parentheses too: a bare one would end the Markdown link early.
  const fragment = encodeURIComponent(operationId).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[Try it in the console →](${CONSOLE_URL}#${fragment})`;
}
