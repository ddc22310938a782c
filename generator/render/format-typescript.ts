/**
 * The single formatter pass for generated TypeScript: ts-morph (the TypeScript formatter) with fixed
 * settings, imports sorted, LF line endings and exactly one trailing newline. Pure: in-memory files.
 */
import { Project, QuoteKind, ts, type SourceFile } from 'ts-morph';

let project: Project | undefined;

function sharedProject(): Project {
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: '  ' as never, quoteKind: QuoteKind.Single, useTrailingCommas: true },
    compilerOptions: { noLib: true },
  });
  return project;
}

export function formatTypeScript(fileName: string, text: string): string {
  const file: SourceFile = sharedProject().createSourceFile(`/format/${fileName}`, text, { overwrite: true });
  try {
    sortImports(file);
    file.formatText({ indentSize: 2, convertTabsToSpaces: true, indentStyle: ts.IndentStyle.Smart, ensureNewLineAtEndOfFile: true });
    return normalizeNewlines(file.getFullText());
  } finally {
    file.delete();
  }
}

/** Orders import declarations by module specifier and their named imports by name. */
function sortImports(file: SourceFile): void {
  const imports = file.getImportDeclarations();
  if (imports.length === 0) return;
  const structures = imports
    .map((declaration) => {
      const structure = declaration.getStructure();
      if (Array.isArray(structure.namedImports)) {
        structure.namedImports = [...structure.namedImports].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
      }
      return structure;
    })
    .sort((a, b) => importRank(a.moduleSpecifier) - importRank(b.moduleSpecifier) || a.moduleSpecifier.localeCompare(b.moduleSpecifier));
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
  return text.replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
}
