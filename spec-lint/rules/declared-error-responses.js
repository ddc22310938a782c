/**
 * Every operation declares the errors every request can meet (docs/decisions/0004-error-registry.md):
 * 400, 401 and 429 always; 404 when its path names a resource; 413 and 415 when it takes a body.
 * 405 is not declared: an operation's own method is always allowed (the server answers it for the path).
 */
import { operationsOf } from '../resolve.js';

export default function DeclaredErrorResponses() {
  return {
    PathItem: {
      enter(item, ctx) {
        const path = String(ctx.key);
        for (const { op, location } of operationsOf(item, ctx)) {
          const statuses = Object.keys(op.responses ?? {});
          const wanted = ['400', '401', '429'];
          if (/\{[^}]+\}/.test(path)) wanted.push('404');
          if (op.requestBody) wanted.push('413', '415');
          const missing = wanted.filter((s) => !statuses.includes(s));
          if (missing.length > 0) {
            ctx.report({
              message: `${op.operationId ?? 'This operation'} must declare the responses ${missing.join(', ')} (400, 401, 429 always; 404 with a path id; 413, 415 with a body).`,
              location: location.child(['responses']),
            });
          }
        }
      },
    },
  };
}
