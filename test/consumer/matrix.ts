/**
 * The compiler settings a downstream project may use, each of which the generated packages must
 * type-check under with 0 errors and without skipLibCheck. The first entry also emits the JavaScript
 * the consumer test runs (`out/`).
 */
export interface MatrixEntry {
  readonly name: string;
  readonly description: string;
  readonly compilerOptions: Readonly<Record<string, unknown>>;
  readonly include: readonly string[];
}

const STRICT = { strict: true, skipLibCheck: false, types: ['node'] } as const;

export const TYPECHECK_MATRIX: readonly MatrixEntry[] = [
  {
    name: 'nodenext-strict',
    description: 'NodeNext, exactOptionalPropertyTypes, noUncheckedIndexedAccess, erasableSyntaxOnly, Node-only lib (no DOM)',
    compilerOptions: {
      ...STRICT,
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      lib: ['ES2022'],
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      erasableSyntaxOnly: true,
      verbatimModuleSyntax: true,
      outDir: 'out',
    },
    include: ['*.ts', '*.cts'],
  },
  {
    name: 'bundler',
    description: 'moduleResolution Bundler, DOM lib',
    compilerOptions: { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', lib: ['ES2022', 'DOM'], noEmit: true },
    include: ['*.ts'],
  },
  {
    name: 'es2020',
    description: 'target ES2020 with its default lib',
    compilerOptions: { ...STRICT, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2020', noEmit: true },
    include: ['*.ts', '*.cts'],
  },
];

export function tsconfig(entry: MatrixEntry): object {
  return { compilerOptions: entry.compilerOptions, include: entry.include };
}
