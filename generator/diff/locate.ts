/**
 * Where a bundled-document pointer comes from in a multi-file spec: `/paths/~1reserved_addrs/post/…` lives in
 * the file the root's `paths` entry references, `/components/schemas/X/…` in the component's own file
 * (docs/decisions/0001-spec-first.md: one file per path item and per component), anything else in the root
 * file. The line is that of the deepest node of the pointer the file has.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

export interface Location {
  readonly file: string;
  readonly line: number | undefined;
}

export type Locator = (pointer: string) => Location | undefined;

export function createLocator(rootFile: string, displayRoot = process.cwd()): Locator {
  const rootDir = path.dirname(rootFile);
  const cache = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | undefined>();
  const load = (file: string) => {
    if (!cache.has(file)) {
      try {
        const lines = new LineCounter();
        cache.set(file, { doc: parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter: lines }), lines });
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };
  const componentFiles = indexComponentFiles(rootDir);

  return (pointer) => {
    const parts = pointer
      .split('/')
      .slice(1)
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    let file = rootFile;
    let inner = parts;
    const root = load(rootFile)?.doc.toJS() as
      | { paths?: Record<string, { $ref?: string }>; components?: Record<string, Record<string, { $ref?: string }>> }
      | undefined;
    if (parts[0] === 'paths' && parts[1] !== undefined) {
      const ref = root?.paths?.[parts[1]]?.$ref;
      if (typeof ref === 'string') [file, inner] = [path.resolve(rootDir, ref), parts.slice(2)];
    } else if (parts[0] === 'components' && parts[1] !== undefined && parts[2] !== undefined) {
      const ref = root?.components?.[parts[1]]?.[parts[2]]?.$ref;
      const found = typeof ref === 'string' ? path.resolve(rootDir, ref) : componentFiles.get(`${parts[1]}/${parts[2]}`);
      if (found !== undefined) [file, inner] = [found, parts.slice(3)];
    }
    const loaded = load(file);
    return { file: path.relative(displayRoot, file), line: loaded ? lineOf(loaded.doc.contents as Node | null, inner, loaded.lines) : undefined };
  };
}

function lineOf(node: Node | null, parts: readonly string[], lines: LineCounter): number | undefined {
  let current: Node | null | undefined = node;
  let line = current?.range ? lines.linePos(current.range[0]).line : undefined;
  for (const part of parts) {
    let next: unknown;
    if (isMap(current)) {
      const pair = current.items.find((item) => String((item.key as { value?: unknown } | null)?.value ?? item.key) === part);
      if (pair === undefined) break;
      const key = pair.key as Node;
      if (key?.range) line = lines.linePos(key.range[0]).line;
      next = pair.value;
    } else if (isSeq(current)) {
      next = current.items[Number(part)];
      if ((next as Node | undefined)?.range) line = lines.linePos((next as Node).range![0]).line;
    } else {
      break;
    }
    current = next as Node | null;
  }
  return line;
}

/** `schemas/TunnelGroupBackend` → its file, for specs split by `redocly split` conventions. */
function indexComponentFiles(rootDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const componentsDir = path.join(rootDir, 'components');
  if (!fs.existsSync(componentsDir)) return out;
  for (const kind of fs.readdirSync(componentsDir)) {
    const dir = path.join(componentsDir, kind);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      const match = /^(.+)\.(ya?ml|json)$/.exec(file);
      if (match) out.set(`${kind}/${match[1]}`, path.join(dir, file));
    }
  }
  return out;
}
