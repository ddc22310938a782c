// When a template's imports are already in the order the formatter gives, the text is kept as it is and
// ts-morph is never loaded (generator/render/format-typescript.ts; docs/decisions/0064-generator-precompiled.md).
import { expect, it } from 'vitest';
import { importsInOrder } from '../../generator/render/format-typescript.js';

it.each<[string, string, boolean]>([
  ['packages, then relative modules, each in code-unit order', "import type { A } from 'a';\nimport { b } from './b.js';\nimport { c } from './c.js';\n", true],
  ['an import for its effect alone sorts by its module', "import { a } from './a.js';\nimport './b.js';\nimport { c } from './c.js';\n", true],
  ['an import for its effect alone out of place', "import { a } from './a.js';\nimport { c } from './c.js';\nimport './b.js';\n", false],
  ['a relative module before a package', "import { b } from './b.js';\nimport type { A } from 'a';\n", false],
  ['named imports out of order', "import { b, a } from './a.js';\n", false],
  ['a type-only name sorts by its name', "import { type Resources, createResources } from './sdk.gen.js';\n", true],
  ['an import over two lines', "import {\n  a,\n} from './a.js';\n", false],
])('%s', (_label, text, want) => {
  expect(importsInOrder(text)).toBe(want);
});
