// The load stage turns bad input into located, coded diagnostics — all of them, not just the first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { loadSpec } from '../../generator/load/index.js';

let dir: string;
function write(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function load(file: string) {
  const diagnostics = new Diagnostics();
  const loaded = await loadSpec(file, diagnostics);
  return { loaded, diagnostics: diagnostics.all.map((d) => ({ ...d, file: d.file === undefined ? undefined : path.basename(d.file) })) };
}

describe('loadSpec', () => {
  it('bundles a multi-file spec into one document with component refs', async () => {
    write('Thing.yaml', 'type: object\nproperties: { id: { type: string } }\n');
    write(
      'things.yaml',
      "get:\n  operationId: listThings\n  responses:\n    '200':\n      description: ok\n      content:\n        application/json:\n          schema: { $ref: './Thing.yaml' }\n",
    );
    const root = write('ok.yaml', "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /things:\n    $ref: './things.yaml'\n");
    const { loaded, diagnostics } = await load(root);
    expect(diagnostics).toEqual([]);
    expect(loaded?.bundle).toMatchObject({
      paths: { '/things': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } } } },
      components: { schemas: { Thing: { type: 'object' } } },
    });
    expect(loaded?.files.map((f) => path.basename(f))).toEqual(['ok.yaml', 'Thing.yaml', 'things.yaml']);
  });

  it('GEN001: a missing file', async () => {
    const { loaded, diagnostics } = await load(path.join(dir, 'nope.yaml'));
    expect(loaded).toBeUndefined();
    expect(diagnostics).toMatchObject([{ code: 'GEN001', severity: 'error', file: 'nope.yaml', message: 'cannot read the file: no such file or directory' }]);
  });

  it('GEN002: invalid YAML, with its line', async () => {
    const { diagnostics } = await load(write('broken.yaml', 'openapi: 3.1.0\ninfo: [\n'));
    expect(diagnostics).toMatchObject([{ code: 'GEN002', file: 'broken.yaml', line: 3 }]);
  });

  it('GEN003: every unresolvable $ref, with file, line and pointer', async () => {
    const root = write(
      'refs.yaml',
      "openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n  /a:\n    $ref: './missing-a.yaml'\n  /b:\n    $ref: './missing-b.yaml'\n",
    );
    const { diagnostics } = await load(root);
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.pointer])).toEqual([
      ['GEN003', 'refs.yaml', 5, '/paths/~1a'],
      ['GEN003', 'refs.yaml', 7, '/paths/~1b'],
    ]);
  });

  it('GEN004: Swagger 2.0 and unknown versions', async () => {
    const swagger = await load(write('swagger.yaml', "swagger: '2.0'\ninfo: { title: t, version: '1' }\npaths: {}\n"));
    expect(swagger.diagnostics).toMatchObject([{ code: 'GEN004', message: 'unsupported version (swagger: 2.0)' }]);
    const none = await load(write('none.yaml', "info: { title: t, version: '1' }\npaths: {}\n"));
    expect(none.diagnostics).toMatchObject([{ code: 'GEN004' }]);
  });

  it('GEN005: structural errors are collected with their lines; GEN011: schema keyword problems are warnings', async () => {
    const root = write(
      'struct.yaml',
      'openapi: 3.1.0\ninfo: { title: t }\npaths:\n  /a:\n    get:\n      responses: 5\ncomponents:\n  schemas:\n    A: { type: string, nullable: true }\n',
    );
    const { loaded, diagnostics } = await load(root);
    expect(loaded).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.pointer])).toEqual([
      ['GEN005', 'error', 2, '/info'],
      ['GEN005', 'error', 6, '/paths/~1a/get/responses'],
      ['GEN011', 'warning', 9, '/components/schemas/A/nullable'],
    ]);
  });

  it('GEN014: a field OpenAPI does not define at the root is a warning, and the document loads', async () => {
    const root = write('root-fields.yaml', "openapi: 3.1.0\ndescription: d\ninfo: { title: t, version: '1' }\npaths: {}\n");
    const { loaded, diagnostics } = await load(root);
    expect(loaded).toBeDefined();
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.pointer, d.message])).toEqual([
      ['GEN014', 'warning', 2, '/description', 'Property `description` is not expected here. OpenAPI defines no root field `description`; it is ignored.'],
    ]);
  });
});
