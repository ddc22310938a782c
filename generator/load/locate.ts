/**
 * Maps a JSON pointer into the bundled document back to the spec file and line it came from, so
 * problems found after bundling (duplicate operationIds, name collisions) point at the YAML a person
 * edits. It walks the source files from the root, following external `$ref`s (`paths/x.yaml`,
 * `components/schemas/X.yaml#/…`) as the bundler did. Best effort: undefined when the pointer leads
 * into something the bundler created (e.g. a component hoisted from an external file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { relative } from './relative.js';

export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

interface ParsedFile {
  readonly root: unknown;
  readonly lines: LineCounter;
}

export function createLocator(rootFile: string): (pointer: string) => SourceLocation | undefined {
  const cache = new Map<string, ParsedFile | undefined>();
  const parse = (file: string): ParsedFile | undefined => {
    if (!cache.has(file)) {
      try {
        const lines = new LineCounter();
        const document = parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter: lines });
        cache.set(file, { root: document.contents, lines });
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };

  return (pointer) => {
    let file = path.resolve(rootFile);
    let parsed = parse(file);
    let node: unknown = parsed?.root;
    const tokens = pointer
      .split('/')
      .slice(1)
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let i = 0; i <= tokens.length && parsed !== undefined; i++) {
      const ref = externalRef(node);
      if (ref !== undefined) {
        const [target = '', fragment = ''] = ref.split('#');
        file = path.resolve(path.dirname(file), target);
        parsed = parse(file);
        node = parsed?.root;
        for (const t of fragment.split('/').slice(1)) node = child(node, decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
      }
      if (i === tokens.length) break;
      node = child(node, tokens[i] ?? '');
      if (node === undefined) return undefined;
    }
    const range = (node as Node | undefined)?.range;
    if (parsed === undefined || range === undefined || range === null) return undefined;
    const { line, col } = parsed.lines.linePos(range[0]);
    return { file: relative(file), line, column: col };
  };
}

function child(node: unknown, token: string): unknown {
  if (isMap(node)) return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === token)?.value ?? undefined;
  if (isSeq(node)) return node.items[Number(token)];
  return undefined;
}

/** A `$ref` to another file (local `#/…` refs are the bundle's own, not followed). */
function externalRef(node: unknown): string | undefined {
  const ref = child(node, '$ref');
  const value = isScalar(ref) ? ref.value : undefined;
  return typeof value === 'string' && !value.startsWith('#') ? value : undefined;
}
