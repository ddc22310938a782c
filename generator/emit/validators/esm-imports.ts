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

export function requiresToImports(code: string, fromPackageRoot: (specifier: string) => string = (s) => s): string {
  const modules = new Map<string, string>();
  // Each ` = require("…")` in one scan with indexOf (a regular expression over the text took seconds on
  // a large document's validators: docs/decisions/0035-generation-speed.md).
  const parts: string[] = [];
  let copied = 0;
  for (let at = code.indexOf('= require("'); at !== -1; at = code.indexOf('= require("', at + 1)) {
    const open = at + '= require('.length;
    const close = closingQuote(code, open);
    if (close === -1 || code.charCodeAt(close + 1) !== 0x29) continue;
    const specifier = JSON.parse(code.slice(open, close + 1)) as string;
    let name = modules.get(specifier);
    if (name === undefined) {
      name = `imported${modules.size}`;
      modules.set(specifier, name);
    }
    parts.push(code.slice(copied, at + 2), specifier.startsWith('.') ? name : `commonJs(${name})`);
    copied = close + 2;
    at = copied - 1;
  }
  parts.push(code.slice(copied));
  const body = parts.join('');
  const imports = [...modules].map(
    ([specifier, name]) => `import * as ${name} from ${JSON.stringify(fromPackageRoot(specifier.endsWith('.js') ? specifier : `${specifier}.js`))};`,
  );
  const needsInterop = [...modules.keys()].some((specifier) => !specifier.startsWith('.'));
  return [imports.join('\n'), needsInterop ? INTEROP : '', body.replace(/^"use strict";\n?/, '')].filter((part) => part !== '').join('\n');
}

/** The index of the `"` closing the JSON string literal that opens at `open`, or -1. */
function closingQuote(code: string, open: number): number {
  for (let i = open + 1; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i;
    else if (c === 0x0a) return -1;
  }
  return -1;
}
