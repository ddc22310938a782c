// The server's one derived table (scripts/stored-kinds.js, docs/decisions/0074-stored-kinds-wired-by-convention.md):
// which declarations of server/resources/ it wires, and when it says the written file is stale. Given/want on a
// scratch folder laid out like the repository; the repository's own file is checked by `npm run check`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORED_KINDS_PATH, storedKinds, storedKindsAreCurrent, storedKindsSource, writeStoredKinds } from '../../scripts/stored-kinds.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-kinds-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function resourceFile(name: string, text: string): void {
  fs.mkdirSync(path.join(root, 'server/resources/modules'), { recursive: true });
  fs.writeFileSync(path.join(root, 'server/resources', name), text);
}

describe('stored kinds', () => {
  it('lists each `export const <name>: ResourceKind<…>` of a file directly in server/resources/, by file name', () => {
    resourceFile('widgets.ts', "export const widgets: ResourceKind<'widget', W, C, U, S> = { resource };\n");
    resourceFile('a-gadgets.ts', "export const gadgets: ResourceKind<\n  'gadget', G, C, U, S\n> = {};\nexport const spares: ResourceKind<'spare'> = {};\n");
    // Not wired: another declaration form, a function of live parts, a generated or test file, a subfolder.
    resourceFile('edges.ts', 'export const edges = edgeKind(resources.edge);\nexport function reserved(pick: Picker): ResourceKind<X> {}\n');
    resourceFile('wired.gen.ts', "export const generated: ResourceKind<'g'> = {};\n");
    resourceFile('widgets.test.ts', "export const tested: ResourceKind<'t'> = {};\n");
    resourceFile('modules/backend.ts', "export const nested: ResourceKind<'n'> = {};\n");
    expect(storedKinds(root)).toEqual([
      { name: 'gadgets', module: 'a-gadgets.js' },
      { name: 'spares', module: 'a-gadgets.js' },
      { name: 'widgets', module: 'widgets.js' },
    ]);
  });

  it('writes the wiring once, then finds it current until a resource file is added', () => {
    fs.mkdirSync(path.join(root, 'server/handlers'), { recursive: true });
    expect(storedKindsAreCurrent(root)).toBe(false); // never written
    expect(writeStoredKinds(root)).toBe(true);
    expect(writeStoredKinds(root)).toBe(false);
    const written = fs.readFileSync(path.join(root, STORED_KINDS_PATH), 'utf8');
    expect(written).toBe(storedKindsSource(storedKinds(root)));
    expect(written).toContain("import { widgets } from '../resources/widgets.js';");
    expect(written).toContain('    ...crudOperations(ctx, spares),\n');

    resourceFile('zebras.ts', "export const zebras: ResourceKind<'zebra'> = {};\n");
    expect(storedKindsAreCurrent(root)).toBe(false);
    expect(writeStoredKinds(root)).toBe(true);
    expect(fs.readFileSync(path.join(root, STORED_KINDS_PATH), 'utf8')).toContain('    ...crudOperations(ctx, zebras),\n');
  });
});
