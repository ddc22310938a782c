/**
 * The dist/ build (generator/package/build-dist.ts): file by file where declarations need no inference,
 * through a program where they do, and types-only files as their own declarations.
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { buildDist, hasComputedMember } from '../../generator/package/build-dist.js';

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
    expect(contents(built, 'pkg/dist/make.js')).toBe('export function make(side) {\n    return { side };\n}\n//# sourceMappingURL=make.js.map\n');
    expect(contents(built, 'pkg/dist/make.d.ts')).toContain('export declare function make(side: number): Shape;');
    expect(JSON.parse(contents(built, 'pkg/dist/make.js.map') ?? '{}')).toMatchObject({ sources: ['../src/make.ts'] });
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

  it('a class member with a computed name is declared once (a program builds it: the per-file build would repeat it)', () => {
    const iterable = {
      path: 'pkg/src/numbers.ts',
      contents: 'export class Numbers implements Iterable<number> {\n  *[Symbol.iterator](): Iterator<number> {\n    yield 1;\n  }\n}\n',
    };
    const declarations = contents(buildDist([iterable], 'pkg', REPO_ROOT), 'pkg/dist/numbers.d.ts') ?? '';
    expect(declarations.match(/\[Symbol\.iterator\]/g)).toHaveLength(1);
    expect(declarations).toContain('[Symbol.iterator](): Iterator<number>;');
  });

  it.each([
    ['  *[Symbol.iterator](): Iterator<number> {', true],
    ['  async *[Symbol.asyncIterator]() {', true],
    ['  readonly [key] = 1;', true],
    ['  [key: string]: number;', false],
    ['  [K in keyof T]: T[K];', false],
    ['   * [Chat Completions](https://example.com/guide) for more.', false],
  ])('a line %j is a class member with a computed name: %s', (line, want) => {
    expect(hasComputedMember(`/**\n * Doc.\n */\n${line}\n`)).toBe(want);
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
      'export declare const shapes: {\n    readonly square: {\n        readonly side: 2;\n    };\n};\nexport type ShapeName = keyof typeof shapes;\n//# sourceMappingURL=registry.d.ts.map\n',
    );
  });

  it('building the same sources again gives the same files', () => {
    expect(buildDist(sources, 'pkg', REPO_ROOT)).toEqual(built);
  });
});
