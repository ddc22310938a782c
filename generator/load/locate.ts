/**
 * Maps a JSON pointer into the bundled document back to the spec file and line it came from, so
 * problems found after bundling (duplicate operationIds, name collisions) point at the YAML a person
 * edits. It walks the source files from the root, following external `$ref`s (`paths/x.yaml`,
 * `components/schemas/X.yaml#/…`) as the bundler did. Best effort: undefined when the pointer leads
 * into something the bundler created (e.g. a component hoisted from an external file).
 *
 * It walks the syntax tree Redocly's own located problems use (yaml-ast-parser, through `Source.getAst`),
 * of the sources the load stage already read: once lint located a problem in a file, that file is not
 * parsed again here, and it is parsed at all only when a pointer is looked up. Parsing the whole
 * document again with positions (the `yaml` package) cost a second of CPU on a 3 MB document for a
 * handful of warnings (docs/decisions/0085-locate-on-redocly-ast.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Source } from '@redocly/openapi-core';
import { Kind, safeLoad, type YAMLMapping, type YAMLNode, type YAMLSequence, type YamlMap } from 'yaml-ast-parser';
import { relative } from './relative.js';

export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** The sources the load stage read, by absolute path (Redocly's resolver caches them). */
export type LoadedSources = (absolutePath: string) => Source | undefined;

interface ParsedFile {
  readonly root: YAMLNode | undefined;
  readonly source: Source;
  lineStarts?: readonly number[];
}

export function createLocator(rootFile: string, loaded: LoadedSources = () => undefined): (pointer: string) => SourceLocation | undefined {
  const cache = new Map<string, ParsedFile | undefined>();
  const parse = (file: string): ParsedFile | undefined => {
    if (!cache.has(file)) {
      try {
        const source = loaded(file) ?? new Source(file, fs.readFileSync(file, 'utf8'));
        cache.set(file, { root: source.getAst(safeLoad), source });
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };

  return (pointer) => {
    let file = path.resolve(rootFile);
    let parsed = parse(file);
    let node: YAMLNode | undefined = parsed?.root;
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
    if (parsed === undefined || node === undefined) return undefined;
    parsed.lineStarts ??= lineStartsOf(parsed.source.body);
    return {
      file: relative(file),
      ...linePosition(parsed.lineStarts, node.kind === Kind.MAPPING ? emptyValueOffset(parsed.source.body, (node as YAMLMapping).key) : node.startPosition),
    };
  };
}

/** A map's value, or for a key without one (`key:`) its pair, which says where the value would start. */
function child(node: YAMLNode | undefined, token: string): YAMLNode | undefined {
  if (node?.kind === Kind.MAP) {
    const pair = (node as YamlMap).mappings.find((m: YAMLMapping) => m.key?.kind === Kind.SCALAR && m.key.value === token);
    // yaml-ast-parser leaves a flow mapping's empty value (`{a: }`) at position -1.
    return pair === undefined || (pair.value !== null && pair.value !== undefined && pair.value.startPosition >= 0) ? pair?.value : pair;
  }
  if (node?.kind === Kind.SEQ) return (node as YAMLSequence).items[Number(token)] ?? undefined;
  return undefined;
}

/** A `$ref` to another file (local `#/…` refs are the bundle's own, not followed). */
function externalRef(node: YAMLNode | undefined): string | undefined {
  const ref = child(node, '$ref');
  const value = ref?.kind === Kind.SCALAR ? ref.value : undefined;
  return typeof value === 'string' && !value.startsWith('#') ? value : undefined;
}

/** Where the `yaml` package places a key's missing value: after the `:` and the spaces that follow it on its line. */
function emptyValueOffset(text: string, key: YAMLNode): number {
  let offset = text.indexOf(':', key.endPosition) + 1;
  while (text[offset] === ' ' || text[offset] === '\t') offset++;
  return offset;
}

/** Where each line starts: after every `\n`, as the `yaml` package's LineCounter counts them. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function linePosition(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
}
