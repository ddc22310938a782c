// Generated imports stay within a formatter's width (docs/decisions/0045-named-types.md): given/want.
import { describe, expect, it } from 'vitest';
import { LINE_WIDTH, wrapLongImports } from '../../generator/render/wrap-imports.js';

const names = Array.from({ length: 12 }, (_, i) => `CreateThing${i}Response`);

describe('wrapLongImports', () => {
  it.each([
    { given: "import type { A, B } from './a.js';", want: "import type { A, B } from './a.js';" },
    { given: "import { operations } from './operations.gen.js';", want: "import { operations } from './operations.gen.js';" },
    {
      given: `import type { ${names.join(', ')} } from './operation-types.gen.js';`,
      want: `import type {\n${names.map((n) => `  ${n},\n`).join('')}} from './operation-types.gen.js';`,
    },
    {
      given: `import { ${names.join(', ')}, type X } from 'pkg';`,
      want: `import {\n${names.map((n) => `  ${n},\n`).join('')}  type X,\n} from 'pkg';`,
    },
  ])('$given', ({ given, want }) => {
    expect(wrapLongImports(`${given}\nconst x = 1;\n`)).toBe(`${want}\nconst x = 1;\n`);
  });

  it('leaves every line of the output within the width', () => {
    const out = wrapLongImports(`import type { ${names.join(', ')} } from './x.js';\n`);
    expect(out.split('\n').every((line) => line.length <= LINE_WIDTH)).toBe(true);
  });
});
