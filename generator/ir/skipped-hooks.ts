/**
 * Webhooks (OpenAPI 3.1 `webhooks`) and callbacks (an operation's `callbacks`) are requests the API sends,
 * not ones it answers. The packages generate none of them yet: no validator, no server handler, no client
 * method (the client's `webhooks` type from openapi-typescript describes webhooks; callbacks it leaves out).
 * Each one is named in a GEN016 warning with its method, so a reader knows exactly what is missing
 * (docs/decisions/0048-foreign-packages.md).
 */
import type { Diagnostics } from '../diagnostics.js';
import { pointerOf } from './json-pointer.js';
import { HTTP_METHODS } from './types.js';

type Node = Record<string, unknown>;

export function reportSkippedHooks(document: Node, diagnostics: Diagnostics): void {
  const webhooks = asNode(document['webhooks']) ?? {};
  for (const [name, item] of Object.entries(webhooks)) {
    const methods = methodsOf(resolved(document, item));
    diagnostics.report({
      code: 'GEN016',
      message: `webhook "${name}" (${methods.join(', ') || 'no operation'}) is not generated: no validator or server handler for its request (the client's \`webhooks\` type describes it)`,
      pointer: pointerOf('webhooks', name),
    });
  }
  const paths = asNode(document['paths']) ?? {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolved(document, rawItem);
    for (const method of HTTP_METHODS) {
      const operation = asNode(item?.[method]);
      const callbacks = asNode(operation?.['callbacks']);
      if (operation === undefined || callbacks === undefined) continue;
      const operationName = typeof operation['operationId'] === 'string' ? operation['operationId'] : `${method.toUpperCase()} ${path}`;
      for (const [name, rawCallback] of Object.entries(callbacks)) {
        const callback = resolved(document, rawCallback) ?? {};
        const requests = Object.entries(callback)
          .filter(([expression]) => !expression.startsWith('x-'))
          .flatMap(([expression, callbackItem]) => methodsOf(resolved(document, callbackItem)).map((m) => `${m} ${expression}`));
        diagnostics.report({
          code: 'GEN016',
          message: `callback "${name}" of ${operationName} (${requests.join(', ') || 'no operation'}) is not generated: no type, validator or handler for the request it sends`,
          pointer: pointerOf('paths', path, method, 'callbacks', name),
        });
      }
    }
  }
}

function methodsOf(item: Node | undefined): string[] {
  return HTTP_METHODS.filter((method) => asNode(item?.[method]) !== undefined).map((method) => method.toUpperCase());
}

/** A path item or callback, following one local `$ref` (the bundle keeps component refs). */
function resolved(document: Node, value: unknown): Node | undefined {
  const node = asNode(value);
  const ref = node?.['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = document;
  for (const token of ref.slice(2).split('/')) target = asNode(target)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  return asNode(target);
}

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}
