/**
 * Documentation-only changes: `description`, `summary`, `title`, `example(s)` and `externalDocs` that differ
 * between the two bundled documents wherever both have the same node. They change no generated type or
 * behaviour, only comments and the docs site, so they are their own class (`docs`): a range in which only
 * descriptions changed no longer reads "0 changes".
 */
import type { IrDocument } from '../ir/types.js';
import type { Change } from './change.js';

const DOCUMENTATION = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

export function compareDocumentation(base: IrDocument, head: IrDocument): Change[] {
  const changes: Change[] = [];
  walk(base.bundle, head.bundle, '', changes);
  return changes;
}

function walk(base: unknown, head: unknown, pointer: string, changes: Change[]): void {
  if (!isRecord(base) || !isRecord(head)) return;
  for (const key of new Set([...Object.keys(base), ...Object.keys(head)])) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (DOCUMENTATION.has(key) && !isSchemaMap(pointer)) {
      if (JSON.stringify(base[key]) !== JSON.stringify(head[key])) {
        const what = !(key in base) ? 'added' : !(key in head) ? 'removed' : 'changed';
        changes.push({ severity: 'docs', rule: `${key === 'examples' ? 'example' : key}-${what}`, message: `${subject(at)}: ${key} ${what}`, pointer: at, side: key in head ? 'head' : 'base' });
      }
      continue;
    }
    if (key in base && key in head) walk(base[key], head[key], at, changes);
  }
}

/** `properties`, `$defs`… hold names, not keywords: a property called `description` is not documentation. */
function isSchemaMap(pointer: string): boolean {
  return /\/(properties|patternProperties|\$defs|definitions|schemas|parameters|responses|headers|examples|securitySchemes|paths|webhooks)$/.test(pointer);
}

/** `/paths/~1widgets/get/parameters/0` → `GET /widgets parameters/0`; `/components/schemas/Widget/…` → `schema Widget …`. */
function subject(pointer: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] === 'paths' && parts.length >= 3) {
    const method = /^(get|put|post|delete|options|head|patch|trace)$/.test(parts[2] ?? '') ? `${parts[2]?.toUpperCase()} ` : '';
    const rest = parts.slice(method === '' ? 2 : 3, -1);
    return `${method}${parts[1]}${rest.length > 0 ? ` ${rest.join('/')}` : ''}`;
  }
  if (parts[0] === 'components' && parts.length >= 3) return `${parts[1]?.replace(/s$/, '')} ${parts[2]}${parts.length > 4 ? ` ${parts.slice(3, -1).join('/')}` : ''}`;
  return parts.slice(0, -1).join('/') || 'document';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
