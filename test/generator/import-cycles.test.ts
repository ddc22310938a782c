// generator/ has no import cycles: every module can be read (and loaded) after the modules it imports.
// The graph is read with the TypeScript parser (static imports and re-exports, type-only ones too, and
// `import()` calls with a literal path), relative paths only; the runtime/ folders are copied verbatim
// into the generated packages and are walked like the rest.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GENERATOR = path.join(REPO_ROOT, 'generator');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The relative module specifiers `file` imports, resolved to `.ts` paths. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
}

/** Every cycle's files (one strongly connected component of two or more modules, or a module importing itself), by Tarjan's algorithm. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

describe('generator/ imports', () => {
  it('finds a cycle when there is one (given/want)', () => {
    const cases: Array<{ given: Record<string, string[]>; want: string[][] }> = [
      { given: { a: ['b'], b: ['c'], c: [] }, want: [] },
      { given: { a: ['b'], b: ['a'] }, want: [['a', 'b']] },
      { given: { a: ['b'], b: ['c'], c: ['a'], d: ['a'] }, want: [['a', 'b', 'c']] },
      { given: { a: ['a'] }, want: [['a']] },
      {
        given: { a: ['b'], b: ['a'], c: ['d'], d: ['c'] },
        want: [
          ['a', 'b'],
          ['c', 'd'],
        ],
      },
    ];
    for (const { given, want } of cases) {
      expect(importCycles(new Map(Object.entries(given)))).toEqual(want);
    }
  });

  it('form no cycle', () => {
    const graph = new Map(sourceFiles(GENERATOR).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((cycle) => cycle.map((file) => path.relative(REPO_ROOT, file)));
    expect(cycles).toEqual([]);
  });
});
