/**
 * ajv's standalone output asks for its runtime helpers with `require("…")` even in ESM mode
 * (ajv 8.20 emits `export const` but keeps `require`), which an ES module cannot call. This turns
 * each distinct `require("m")` into one `import` at the top: packages are CommonJS (ajv, ajv-formats),
 * so their default import is `module.exports`, exactly what `require` returned; relative modules
 * are our own ES modules, imported as namespaces. Deep package paths get the `.js` extension ESM
 * resolution needs (ajv has no `exports` map).
 */
export function requiresToImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/(?<== )require\(("(?:[^"\\]|\\.)*")\)/g, (_match, literal: string) => {
    const specifier = JSON.parse(literal) as string;
    let name = modules.get(specifier);
    if (name === undefined) {
      name = `imported${modules.size}`;
      modules.set(specifier, name);
    }
    return name;
  });
  const imports = [...modules].map(([specifier, name]) => {
    const path = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
    return specifier.startsWith('.')
      ? `import * as ${name} from ${JSON.stringify(path)};`
      : `import ${name} from ${JSON.stringify(path)};`;
  });
  return `${imports.join('\n')}\n${body.replace(/^"use strict";\n?/, '')}`;
}
