// Copied by `npm run generate` from generator/runtime/server/allowed-methods.ts. Edit it there.
/**
 * Which methods a path supports, from the route table: the answer to "404 or 405?" for a request no route
 * matched.
 */
import type { OperationRoute } from './operation-route.js';

export type AllowedMethods = (path: string) => string[];

export function allowedMethodsOf(routes: readonly OperationRoute[]): AllowedMethods {
  const templates = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const route of routes) {
    let entry = templates.get(route.path);
    if (entry === undefined) {
      // `{name}` matches one non-empty segment, as in Fastify's router.
      const source = route.path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join('[^/]+');
      entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
      templates.set(route.path, entry);
    }
    entry.methods.add(route.method);
    if (route.method === 'GET') entry.methods.add('HEAD');
  }
  return (path) => {
    const clean = path.split('?')[0] ?? '';
    const methods = new Set<string>();
    for (const { pattern, methods: m } of templates.values()) if (pattern.test(clean)) for (const x of m) methods.add(x);
    return [...methods].sort();
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
