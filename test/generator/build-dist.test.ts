/**
 * The dist/ build (generator/package/build-dist.ts): file by file by oxc where declarations need no inference,
 * through a TypeScript program where they do, and types-only files as their own declarations.
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { alignDocComments, buildDist } from '../../generator/package/build-dist.js';

const contents = (files: readonly { path: string; contents: string }[], path: string) => files.find((f) => f.path === path)?.contents;

describe('buildDist', () => {
  const sources = [
    { path: 'pkg/src/shape.ts', contents: 'export interface Shape {\n  readonly side: number;\n}\n' },
    { path: 'pkg/src/make.ts', contents: "import type { Shape } from './shape.js';\n\nexport function make(side: number): Shape {\n  return { side };\n}\n" },
    { path: 'pkg/src/inferred.ts', contents: "import { make } from './make.js';\n\nexport const unit = make(1);\n" },
    { path: 'pkg/README.md', contents: '# not built\n' },
  ];
  const built = buildDist(sources, 'pkg', REPO_ROOT);

  it('emits JavaScript, declarations and both maps for each module, and nothing for other files', () => {
    expect(built.map((f) => f.path)).toEqual([
      'pkg/dist/inferred.d.ts',
      'pkg/dist/inferred.d.ts.map',
      'pkg/dist/inferred.js',
      'pkg/dist/inferred.js.map',
      'pkg/dist/make.d.ts',
      'pkg/dist/make.d.ts.map',
      'pkg/dist/make.js',
      'pkg/dist/make.js.map',
      'pkg/dist/shape.d.ts',
      'pkg/dist/shape.js',
    ]);
    expect(contents(built, 'pkg/dist/make.js')).toBe('export function make(side) {\n\treturn { side };\n}\n//# sourceMappingURL=make.js.map\n');
    expect(contents(built, 'pkg/dist/make.d.ts')).toBe(
      'import type { Shape } from "./shape.js";\nexport declare function make(side: number): Shape;\n//# sourceMappingURL=make.d.ts.map\n',
    );
    // Maps as TypeScript writes them: the output's name, the source from dist/, no copy of its text.
    for (const map of ['make.js.map', 'make.d.ts.map']) {
      const parsed = JSON.parse(contents(built, `pkg/dist/${map}`) ?? '{}') as Record<string, unknown>;
      expect(parsed).toMatchObject({ version: 3, file: map.replace(/\.map$/, ''), sources: ['../src/make.ts'] });
      expect(parsed['mappings']).toMatch(/^[A-Za-z0-9+/,;]+$/);
      expect(parsed).not.toHaveProperty('sourcesContent');
    }
  });

  it('a types-only module is its own declaration file and an empty module', () => {
    expect(contents(built, 'pkg/dist/shape.d.ts')).toBe(sources[0]?.contents);
    expect(contents(built, 'pkg/dist/shape.js')).toBe('export {};\n');
  });

  it('an export whose type must be inferred across files gets it from a program', () => {
    expect(contents(built, 'pkg/dist/inferred.d.ts')).toContain('export declare const unit: import("./shape.js").Shape;');
  });

  it('a module announced as types-only is taken as such, and one that exports a value is a generator bug', () => {
    const announced = buildDist([sources[0]!], 'pkg', REPO_ROOT, { typesOnly: new Set(['src/shape.ts']) });
    expect(announced).toEqual(built.filter((f) => f.path.startsWith('pkg/dist/shape.')));
    const wrong = { path: 'pkg/src/wrong.ts', contents: 'export type A = string;\nexport const b = 1;\n' };
    expect(() => buildDist([wrong], 'pkg', REPO_ROOT, { typesOnly: new Set(['src/wrong.ts']) })).toThrow(/announced as declaring types only/);
  });

  it('a class member with a computed name is declared once, as a method', () => {
    const iterable = {
      path: 'pkg/src/numbers.ts',
      contents: 'export class Numbers implements Iterable<number> {\n  *[Symbol.iterator](): Iterator<number> {\n    yield 1;\n  }\n}\n',
    };
    const declarations = contents(buildDist([iterable], 'pkg', REPO_ROOT), 'pkg/dist/numbers.d.ts') ?? '';
    expect(declarations.match(/\[Symbol\.iterator\]/g)).toHaveLength(1);
    expect(declarations).toContain('[Symbol.iterator](): Iterator<number>;');
  });

  it('an `as const satisfies` registry is declared on its own, as a program declares it', () => {
    const registry = [
      { path: 'reg/src/shape.ts', contents: 'export interface Shape {\n  readonly side: number;\n}\n' },
      {
        path: 'reg/src/registry.ts',
        contents:
          "import type { Shape } from './shape.js';\n\nexport const shapes = {\n  square: { side: 2 },\n} as const satisfies Readonly<Record<string, Shape>>;\n\nexport type ShapeName = keyof typeof shapes;\n",
      },
    ];
    const declared = contents(buildDist(registry, 'reg', REPO_ROOT), 'reg/dist/registry.d.ts');
    expect(declared).toBe(
      'export declare const shapes: {\n\treadonly square: {\n\t\treadonly side: 2;\n\t};\n};\nexport type ShapeName = keyof typeof shapes;\n//# sourceMappingURL=registry.d.ts.map\n',
    );
  });

  it('a module in a folder maps to its source from that folder', () => {
    const nested = { path: 'pkg/src/runtime/twice.ts', contents: 'export function twice(n: number): number {\n  return n * 2;\n}\n' };
    const map = JSON.parse(contents(buildDist([nested], 'pkg', REPO_ROOT), 'pkg/dist/runtime/twice.js.map') ?? '{}') as Record<string, unknown>;
    expect(map).toMatchObject({ file: 'twice.js', sources: ['../../src/runtime/twice.ts'] });
  });

  it('a hand-written module of type declarations only is its own declaration file, found without being announced', () => {
    const types = {
      path: 'pkg/src/types.ts',
      contents: "// Shapes.\nimport type { Shape } from './shape.js';\n\nexport type Side = Shape['side'];\nexport type { Shape };\n",
    };
    const out = buildDist([types], 'pkg', REPO_ROOT);
    expect(out.map((f) => f.path)).toEqual(['pkg/dist/types.d.ts', 'pkg/dist/types.js']);
    expect(contents(out, 'pkg/dist/types.d.ts')).toBe(types.contents);
  });

  it('building the same sources again gives the same files', () => {
    expect(buildDist(sources, 'pkg', REPO_ROOT)).toEqual(built);
  });
});

describe('alignDocComments', () => {
  it.each([
    ['a doc comment at the top', '/**\n* Says what.\n*/\nexport {};', '/**\n * Says what.\n */\nexport {};'],
    [
      'one in a class, indented by tabs',
      'class A {\n\t/**\n\t* Two\n\t*\n\t* lines.\n\t*/\n\tm() {}\n}',
      'class A {\n\t/**\n\t * Two\n\t *\n\t * lines.\n\t */\n\tm() {}\n}',
    ],
    ['a comment on one line', '/** One line. */\nconst a = 1;', '/** One line. */\nconst a = 1;'],
    ['a generator method, not in a comment', 'class A {\n\t*[Symbol.iterator]() {}\n}', 'class A {\n\t*[Symbol.iterator]() {}\n}'],
    ['code after a comment', '/*\n* x\n*/\nconst b = 2 *\n3;', '/*\n * x\n */\nconst b = 2 *\n3;'],
  ])('%s', (_, given, want) => {
    expect(alignDocComments(given)).toBe(want);
  });

  it("leaves no dist file's comment line flush with its opening", () => {
    const built = buildDist(
      [{ path: 'client/src/thing.gen.ts', contents: 'export class Thing {\n  /**\n   * A thing.\n   */\n  name = "thing";\n}\n' }],
      'client',
      REPO_ROOT,
    );
    const declarations = built.find((file) => file.path === 'client/dist/thing.gen.d.ts')?.contents ?? '';
    expect(declarations).toContain('\t/**\n\t * A thing.\n\t */');
  });
});
