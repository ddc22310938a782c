/**
 * The single formatter pass for generated TypeScript: ts-morph (the TypeScript formatter) with fixed
 * settings, imports sorted, LF line endings and exactly one trailing newline. Pure: in-memory files.
 *
 * Text rendered from a template is laid out by the template already, so `{ layout: 'template' }` skips the
 * formatter (most of the generator's time on a large document) and, when the imports are already in
 * order, parsing too; only text built by code is reformatted. Imports too long for one line are wrapped last
 * (wrap-imports.ts), so the checks above only ever see one-line imports.
 */
import { createRequire } from 'node:module';
import type { Project, SourceFile } from 'ts-morph';
import { compareCodeUnits } from '../code-unit-order.js';
import { wrapLongImports } from './wrap-imports.js';

let project: Project | undefined;

/**
 * ts-morph, loaded the first time text needs it: it bundles its own copy of TypeScript (9 MB to load and warm
 * up), and text laid out by a template with its imports in order — every generated file today — never does
 * (docs/decisions/0064-generator-precompiled.md).
 */
function tsMorph(): typeof import('ts-morph') {
  return createRequire(import.meta.url)('ts-morph') as typeof import('ts-morph');
}

function sharedProject(): Project {
  const { Project, QuoteKind } = tsMorph();
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: '  ' as never, quoteKind: QuoteKind.Single, useTrailingCommas: true },
    compilerOptions: { noLib: true },
  });
  return project;
}

export function formatTypeScript(fileName: string, text: string, options: { layout?: 'template' | 'code' } = {}): string {
  if (options.layout === 'template') return wrapLongImports(importsInOrder(text) ? normalizeNewlines(text) : sortedOnly(fileName, text));
  const file: SourceFile = sharedProject().createSourceFile(`/format/${fileName}`, text, { overwrite: true });
  try {
    sortImports(file);
    file.formatText({ indentSize: 2, convertTabsToSpaces: true, indentStyle: tsMorph().ts.IndentStyle.Smart, ensureNewLineAtEndOfFile: true });
    return wrapLongImports(normalizeNewlines(file.getFullText()));
  } finally {
    file.delete();
  }
}

function sortedOnly(fileName: string, text: string): string {
  const file: SourceFile = sharedProject().createSourceFile(`/format/${fileName}`, text, { overwrite: true });
  try {
    sortImports(file);
    return normalizeNewlines(file.getFullText());
  } finally {
    file.delete();
  }
}

/**
 * True when every import is one line and they are in the order sortImports gives (packages first, then
 * relative modules, each in code-unit order; named imports in code-unit order), so there is nothing to sort —
 * and ts-morph is not loaded.
 */
export function importsInOrder(text: string): boolean {
  const lines = text.split('\n').filter((line) => /^import\b/.test(line));
  // `import './errors.gen.js';` (for its effect alone) sorts by its module like the others.
  const specifierOf = (line: string) => (/from '([^']+)'/.exec(line) ?? /^import '([^']+)'/.exec(line))?.[1];
  if (lines.some((line) => !/;\s*$/.test(line) || specifierOf(line) === undefined)) return false;
  if ((text.match(/^import\b/gm) ?? []).length !== lines.length) return false;
  const specifiers = lines.map((line) => specifierOf(line) ?? '');
  for (let i = 1; i < specifiers.length; i++) {
    const a = specifiers[i - 1] ?? '';
    const b = specifiers[i] ?? '';
    if (importRank(a) - importRank(b) > 0 || (importRank(a) === importRank(b) && compareCodeUnits(a, b) > 0)) return false;
  }
  return lines.every((line) => {
    const named = /\{([^}]*)\}/.exec(line)?.[1];
    if (named === undefined) return true;
    const names = named
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '')
      .map((n) => n.replace(/^type\s+/, ''));
    return names.every((n, i) => i === 0 || compareCodeUnits(names[i - 1] ?? '', n) <= 0);
  });
}

/** Orders import declarations by module specifier and their named imports by name. */
function sortImports(file: SourceFile): void {
  const imports = file.getImportDeclarations();
  if (imports.length === 0) return;
  const structures = imports
    .map((declaration) => {
      const structure = declaration.getStructure();
      if (Array.isArray(structure.namedImports)) {
        structure.namedImports = [...structure.namedImports].sort((a, b) => compareCodeUnits(nameOf(a), nameOf(b)));
      }
      return structure;
    })
    .sort((a, b) => importRank(a.moduleSpecifier) - importRank(b.moduleSpecifier) || compareCodeUnits(a.moduleSpecifier, b.moduleSpecifier));
  const index = imports[0]?.getChildIndex() ?? 0;
  for (const declaration of imports) declaration.remove();
  file.insertImportDeclarations(index, structures);
}

/** Packages first, then relative modules. */
function importRank(specifier: string): number {
  return specifier.startsWith('.') ? 1 : 0;
}

function nameOf(spec: unknown): string {
  return typeof spec === 'string' ? spec : String((spec as { name: string }).name);
}

export function normalizeNewlines(text: string): string {
  const lf = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  let end = lf.length;
  while (end > 0 && lf.charCodeAt(end - 1) === 10) end--;
  return `${lf.slice(0, end)}\n`;
}
