/**
 * ajv's standalone output asks for its runtime helpers with `require("…")` even in ESM mode
 * (ajv 8.20 emits `export const` but keeps `require`), which an ES module cannot call. This turns
 * each distinct `require("m")` into one namespace `import` at the top. Deep package paths get the
 * `.js` extension ESM resolution needs (ajv has no `exports` map).
 *
 * ajv and ajv-formats are CommonJS modules marked `__esModule`. Node hands such a module to ESM as
 * `default` = `module.exports`; bundlers and vitest hand over `exports.default` instead. `commonJs`
 * returns what `require` would have in either case, so the code runs the same everywhere.
 */
const INTEROP = [
  '/** What `require` returns for a CommonJS module, however the loader presents it to ESM. */',
  'const commonJs = (namespace) => (namespace.default !== null && typeof namespace.default === "object" && namespace.default.__esModule ? namespace.default : namespace);',
].join('\n');

export function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/(?<== )require\(("(?:[^"\\]|\\.)*")\)/g, (_match, literal: string) => {
    const specifier = JSON.parse(literal) as string;
    let name = modules.get(specifier);
    if (name === undefined) {
      name = `imported${modules.size}`;
      modules.set(specifier, name);
    }
    return specifier.startsWith('.') ? name : `commonJs(${name})`;
  });
  const imports = [...modules].map(([specifier, name]) =>
    `import * as ${name} from ${JSON.stringify(specifier.endsWith('.js') ? specifier : `${specifier}.js`)};`);
  const needsInterop = [...modules.keys()].some((specifier) => !specifier.startsWith('.'));
  return [imports.join('\n'), needsInterop ? INTEROP : '', body.replace(/^"use strict";\n?/, '')].filter((part) => part !== '').join('\n');
}
