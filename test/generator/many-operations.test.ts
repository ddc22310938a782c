/**
 * A document with more operations than TypeScript will union (GitHub's API has over a thousand): the
 * server package's route table still compiles standalone under strict settings. Its entries used to be one
 * array literal, typed as the union of a thousand distinct entry types, which tsc refuses (TS2590).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emitAll } from '../../generator/index.js';
import { compileStandalone, writeStandalone } from './standalone.js';

const OPERATIONS = 1_100;

/** Each operation with its own response schema, so that no two route entries have the same type. */
function manyOperations(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < OPERATIONS; i++) {
    paths[`/things${i}/{id}`] = {
      get: {
        operationId: `getThing${i}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'The thing',
            content: { 'application/json': { schema: { type: 'object', required: [`field${i}`], properties: { [`field${i}`]: { type: 'string' } } } } },
          },
        },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Many Things', version: '1' }, paths };
}

describe('a document with over a thousand operations', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives a server package that compiles standalone', async () => {
    const specDir = fs.mkdtempSync(path.join(os.tmpdir(), 'many-operations-'));
    dirs.push(specDir);
    const specPath = path.join(specDir, 'openapi.json');
    fs.writeFileSync(specPath, JSON.stringify(manyOperations()));
    const result = await emitAll({ specPath, targets: ['validators', 'server'], naming: {} });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const files = result.outputs?.flatMap((o) => o.files) ?? [];
    expect(files.find((f) => f.path === 'server/src/routes.gen.ts')?.contents.match(/^ {2}operationRoute\(\{$/gm)).toHaveLength(OPERATIONS);
    const root = writeStandalone([{ name: 'many', files }]);
    dirs.push(root);
    const { status, output } = compileStandalone(root);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 300_000);
});
