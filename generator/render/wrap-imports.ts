/**
 * Generated lines stay within the width a formatter keeps: an import whose one line would be longer is
 * written one name per line, as Prettier and Biome write it (sdk.gen.ts imports every operation's types).
 */
export const LINE_WIDTH = 120;

/** `text` with each one-line `import … { a, b } from '…';` longer than LINE_WIDTH wrapped. */
export function wrapLongImports(text: string): string {
  return text.replace(/^(import (?:type )?)\{ ([^}\n]*) \}( from '[^'\n]+';)$/gm, (line, head: string, names: string, tail: string) => {
    if (line.length <= LINE_WIDTH) return line;
    const list = names
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    return `${head}{\n${list.map((n) => `  ${n},\n`).join('')}}${tail}`;
  });
}
