/**
 * Documentation-only changes: `description`, `summary`, `title`, `example(s)` and `externalDocs` that differ
 * between the two bundled documents wherever both have the same node. They change no generated type or
 * behaviour, only comments and the docs site, so they are their own class (`docs`): a range in which only
 * descriptions changed no longer reads "0 changes".
 *
 * Tags and parameters are lists whose members have names: they are paired by name (and a parameter's
 * `in`), not by position, and named so in messages (`tag backends`, `GET /widgets parameter limit`), so
 * reordering them is no change and a message never reads `tags/3`.
 */
import type { IrDocument } from '../ir/types.js';
import type { Change } from './change.js';

const DOCUMENTATION = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

/** Where a node is: its JSON pointer in each document, and its name for a person, one segment per step. */
interface Location {
  readonly base: string;
  readonly head: string;
  readonly label: readonly string[];
}

export function compareDocumentation(base: IrDocument, head: IrDocument): Change[] {
  const changes: Change[] = [];
  walk(base.bundle, head.bundle, { base: '', head: '', label: [] }, changes);
  return changes;
}

function walk(base: unknown, head: unknown, at: Location, changes: Change[]): void {
  if (!isRecord(base) || !isRecord(head)) return;
  const named = Array.isArray(base) && Array.isArray(head) ? namedMembers(at.label, base, head) : undefined;
  if (named !== undefined) {
    for (const [name, pair] of named) {
      walk(
        pair.base.member,
        pair.head.member,
        { base: `${at.base}/${pair.base.index}`, head: `${at.head}/${pair.head.index}`, label: [...at.label.slice(0, -1), name] },
        changes,
      );
    }
    return;
  }
  for (const key of new Set([...Object.keys(base), ...Object.keys(head)])) {
    const token = key.replace(/~/g, '~0').replace(/\//g, '~1');
    const child: Location = { base: `${at.base}/${token}`, head: `${at.head}/${token}`, label: [...at.label, key] };
    if (DOCUMENTATION.has(key) && !isSchemaMap(at.label)) {
      if (JSON.stringify(base[key]) !== JSON.stringify(head[key])) {
        const what = !(key in base) ? 'added' : !(key in head) ? 'removed' : 'changed';
        const side = key in head ? 'head' : 'base';
        changes.push({
          severity: 'docs',
          rule: `${key === 'examples' ? 'example' : key}-${what}`,
          message: `${subject(at.label)}: ${key} ${what}`,
          pointer: child[side],
          side,
        });
      }
      continue;
    }
    if (key in base && key in head) walk(base[key], head[key], child, changes);
  }
}

interface Member {
  readonly member: unknown;
  readonly index: number;
}

/**
 * The members of a `tags` or `parameters` list present in both versions, by name (`tag backends`,
 * `parameter limit`; `parameter id (header)` when another `in` has the same name). Undefined for any
 * other list, or when a member has no name (a `$ref`): those are paired by position.
 */
function namedMembers(label: readonly string[], base: readonly unknown[], head: readonly unknown[]): Map<string, { base: Member; head: Member }> | undefined {
  const kind = label.at(-1) === 'tags' ? 'tag' : label.at(-1) === 'parameters' ? 'parameter' : undefined;
  if (kind === undefined) return undefined;
  const keyed = (list: readonly unknown[]): Map<string, Member> | undefined => {
    const byName = new Map<string, Member>();
    for (const [index, member] of list.entries()) {
      if (!isRecord(member) || typeof member['name'] !== 'string') return undefined;
      byName.set(`${member['name']}\u0000${typeof member['in'] === 'string' ? member['in'] : ''}`, { member, index });
    }
    return byName;
  };
  const baseMembers = keyed(base);
  const headMembers = keyed(head);
  if (baseMembers === undefined || headMembers === undefined) return undefined;
  const headNames = [...headMembers.keys()].map((key) => key.split('\u0000')[0]);
  const pairs = new Map<string, { base: Member; head: Member }>();
  for (const [key, headMember] of headMembers) {
    const baseMember = baseMembers.get(key);
    if (baseMember === undefined) continue;
    const [name, location] = key.split('\u0000') as [string, string];
    const ambiguous = headNames.filter((n) => n === name).length > 1;
    pairs.set(`${kind} ${name}${ambiguous && location !== '' ? ` (${location})` : ''}`, { base: baseMember, head: headMember });
  }
  return pairs;
}

/** `properties`, `$defs`… hold names, not keywords: a property called `description` is not documentation. */
function isSchemaMap(label: readonly string[]): boolean {
  return /^(properties|patternProperties|\$defs|definitions|schemas|parameters|responses|headers|examples|securitySchemes|paths|webhooks)$/.test(
    label.at(-1) ?? '',
  );
}

/** `paths, /widgets, get, parameter limit` → `GET /widgets parameter limit`; `components, schemas, Widget, …` → `schema Widget …`. */
function subject(label: readonly string[]): string {
  if (label[0] === 'paths' && label.length >= 2) {
    const method = /^(get|put|post|delete|options|head|patch|trace)$/.test(label[2] ?? '') ? `${label[2]?.toUpperCase()} ` : '';
    const rest = label.slice(method === '' ? 2 : 3);
    return `${method}${label[1]}${rest.length > 0 ? ` ${rest.join('/')}` : ''}`;
  }
  if (label[0] === 'components' && label.length >= 3)
    return `${label[1]?.replace(/s$/, '')} ${label[2]}${label.length > 3 ? ` ${label.slice(3).join('/')}` : ''}`;
  return label.join('/') || 'document';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
