// Problems found after bundling are reported at the spec file and line a person edits, following the
// external $refs the bundler followed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitAll } from '../../generator/index.js';
import { createLocator } from '../../generator/load/locate.js';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locate-test-'));
  fs.mkdirSync(path.join(dir, 'paths'));
  fs.writeFileSync(
    path.join(dir, 'openapi.yaml'),
    [
      'openapi: 3.1.0',
      "info: { title: t, version: '1' }",
      'paths:',
      '  /a:',
      "    $ref: './paths/a.yaml'",
      '  /b:',
      "    $ref: './paths/b.yaml#/item'",
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'paths/a.yaml'), ['get:', '  operationId: same', '  responses: {}', ''].join('\n'));
  fs.writeFileSync(path.join(dir, 'paths/b.yaml'), ['item:', '  post:', '    summary: x', '    operationId: same', '    responses: {}', ''].join('\n'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('locating bundle pointers in the source files', () => {
  it('follows $refs into path files, with and without a fragment', () => {
    const locate = createLocator(path.join(dir, 'openapi.yaml'));
    expect(locate('/paths/~1a/get/operationId')).toMatchObject({ file: expect.stringMatching(/paths\/a\.yaml$/), line: 2, column: 16 });
    expect(locate('/paths/~1b/post/operationId')).toMatchObject({ file: expect.stringMatching(/paths\/b\.yaml$/), line: 4, column: 18 });
    expect(locate('/info/title')).toMatchObject({ file: expect.stringMatching(/openapi\.yaml$/), line: 2 });
    expect(locate('/paths/~1nope')).toBeUndefined();
  });

  it('a duplicate operationId is reported in the path file that declares it', async () => {
    const result = await emitAll({ specPath: path.join(dir, 'openapi.yaml'), targets: ['client'] });
    expect(result.outputs).toBeDefined();
    expect(result.diagnostics.map((d) => [d.code, d.file?.replace(/^.*\//, ''), d.line, d.pointer])).toEqual([
      ['GEN008', 'b.yaml', 4, '/paths/~1b/post/operationId'],
    ]);
  });
});
