/**
 * The error-code registry is sound (docs/decisions/0004-error-registry.md): every entry has exactly a
 * code (UPPER_SNAKE), a 4xx/5xx status, a message template and a description, and no code appears twice.
 */
import { readRegistry } from './registry.js';

const KEYS = ['code', 'description', 'message', 'status'];

export default function ErrorRegistry() {
  return {
    Root: {
      enter(root, ctx) {
        const registry = readRegistry(root, ctx);
        if (registry === undefined) {
          ctx.report({ message: 'The spec must carry its error-code registry at `components.x-error-codes`.', location: ctx.location.child(['components']) });
          return;
        }
        const seen = new Set();
        registry.entries.forEach((entry, i) => {
          const location = registry.location.child([i]);
          const problems = [];
          if (Object.keys(entry ?? {}).sort().join() !== KEYS.join()) problems.push(`has exactly the keys ${KEYS.join(', ')}`);
          if (!/^[A-Z][A-Z0-9_]+$/.test(String(entry?.code))) problems.push('has an UPPER_SNAKE_CASE code');
          if (!(Number.isInteger(entry?.status) && entry.status >= 400 && entry.status < 600)) problems.push('has a 4xx or 5xx status');
          if (!(typeof entry?.message === 'string' && entry.message.length > 10)) problems.push('has a message (more than 10 characters)');
          if (!(typeof entry?.description === 'string' && entry.description.length > 10)) problems.push('has a description (more than 10 characters)');
          if (seen.has(entry?.code)) problems.push(`is the only entry for ${entry.code}`);
          seen.add(entry?.code);
          if (problems.length > 0) ctx.report({ message: `Error code entry ${entry?.code ?? i} must be well-formed: ${problems.join('; ')}.`, location });
        });
      },
    },
  };
}
