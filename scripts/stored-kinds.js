/**
 * The one derived table of the server's own code: `server/handlers/stored-kinds.gen.ts`, which wires every stored
 * resource kind — each `export const <name>: ResourceKind<…>` of a file directly in `server/resources/` — to the
 * shared CRUD under its operations' ids (docs/decisions/0074-stored-kinds-wired-by-convention.md). Adding a
 * resource is then its spec files and that one file: `npm run generate` and `npm start` write this module, and
 * `npm run check` fails when it is stale.
 *
 * Read from the source text, not by importing it: the launcher runs this before anything can compile TypeScript
 * (JavaScript for that reason; types in stored-kinds.d.ts), and the declaration form it looks for is the one a
 * resource file states anyway (its type says which resource, API type and stored body it is).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Where the module is written, relative to the repository root. */
export const STORED_KINDS_PATH = 'server/handlers/stored-kinds.gen.ts';

const DECLARATION = /^export const ([A-Za-z_$][\w$]*): ResourceKind</gm;

/** Each stored resource kind as `{ name, module }`, in file-name then declaration order. */
export function storedKinds(root = ROOT) {
  const dir = path.join(root, 'server/resources');
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(gen|test|d)\.ts$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(DECLARATION)].map((match) => ({ name: match[1], module: file.replace(/\.ts$/, '.js') })),
  );
}

/** The module's text for these kinds. */
export function storedKindsSource(kinds) {
  const imports = kinds.map((kind) => `import { ${kind.name} } from '../resources/${kind.module}';`);
  const wired = kinds.map((kind) => `    ...crudOperations(ctx, ${kind.name}),`);
  return [
    '// Written by `npm run generate` (scripts/stored-kinds.js) from the `export const <name>: ResourceKind<…>` of each',
    '// file in server/resources/. Do not edit it by hand: add or remove a resource file and regenerate.',
    "import type { ServerContext } from '../context.js';",
    ...imports,
    "import { crudOperations } from './by-operation-id.js';",
    '',
    "/** The shared create, get, list, update and delete of every stored resource kind, under its operations' ids. */",
    'export function storedKindHandlers(ctx: ServerContext) {',
    '  return {',
    ...wired,
    '  };',
    '}',
    '',
  ].join('\n');
}

/** True when the module on disk is the one the resource files give. */
export function storedKindsAreCurrent(root = ROOT) {
  const file = path.join(root, STORED_KINDS_PATH);
  return fs.existsSync(file) && fs.readFileSync(file, 'utf8') === storedKindsSource(storedKinds(root));
}

/** Writes the module when it differs; returns whether it did. */
export function writeStoredKinds(root = ROOT) {
  if (storedKindsAreCurrent(root)) return false;
  fs.writeFileSync(path.join(root, STORED_KINDS_PATH), storedKindsSource(storedKinds(root)));
  return true;
}
