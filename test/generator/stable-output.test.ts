/**
 * Every generated file is a function of what it is generated from: an edit to the spec changes the files
 * of what it touched and no others (docs/decisions/0035-generation-speed.md). Each case edits a scratch
 * copy of spec/ and compares, file by file, what the bundle, client, validators and server targets emit
 * before and after. (The docs are one page of the whole document: any edit changes them.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { emitFiles } from './support.js';

const TARGETS = ['bundle', 'client', 'validators', 'server'];
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of spec/ in a temporary folder, edited by `edit`. */
function specCopy(edit: (dir: string) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-stable-'));
  scratch.push(dir);
  fs.cpSync(path.join(REPO_ROOT, 'spec'), dir, { recursive: true });
  edit(dir);
  return path.join(dir, 'openapi.yaml');
}

function replaceIn(file: string, from: string | RegExp, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`the edit found nothing to replace in ${file}`);
  fs.writeFileSync(file, edited);
}

async function emitted(specPath: string): Promise<Map<string, string>> {
  return new Map((await emitFiles(specPath, TARGETS)).map((f) => [f.path, f.contents]));
}

/** `changed|added|removed <path>` for each file that differs, sorted by path. */
function differences(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort()
    .map((file) => `${!before.has(file) ? 'added' : !after.has(file) ? 'removed' : 'changed'} ${file}`);
}

const COPY_OPERATION = `parameters:
  - $ref: ../components/parameters/WeightedBackendIdPath.yaml
  - $ref: ../components/parameters/ServiceVersion.yaml
post:
  operationId: copyWeightedBackend
  tags:
    - weighted_backends
  summary: Copy a weighted backend
  description: Create a weighted backend with the same backends and weights.
  responses:
    '201':
      description: The copy.
      content:
        application/json:
          schema:
            $ref: ../components/schemas/WeightedBackend.yaml
    '404':
      $ref: ../components/responses/NotFound.yaml
`;

describe('an edit changes only the files of what it touched', () => {
  let before: Map<string, string>;

  it('the unedited copy generates what the next cases compare with', { timeout: 300_000 }, async () => {
    before = await emitted(specCopy());
    expect(before.size).toBeGreaterThan(200);
  });

  it.each<[string, (dir: string) => void, string[]]>([
    [
      'a property removed from TunnelGroupBackendCreate',
      (dir) => replaceIn(path.join(dir, 'components/schemas/TunnelGroupBackendCreate.yaml'), /^ {2}metadata:\n(?: {4}.*\n)+/m, ''),
      [
        // The one compiled module of the schema, and the files that describe every schema (models.gen.ts
        // declares each schema's fields: docs/decisions/0045-named-types.md).
        'changed client/dist/models.gen.d.ts',
        'changed client/dist/schema.gen.d.ts',
        'changed client/src/models.gen.ts',
        'changed client/src/schema.gen.ts',
        'changed openapi.json',
        'changed openapi.yaml',
        'changed validators/compiled/bodies/TunnelGroupBackendCreate.gen.js',
        'changed validators/types.gen.d.ts',
      ],
    ],
    [
      'a description edited in ReservedAddr',
      (dir) => replaceIn(path.join(dir, 'components/schemas/ReservedAddr.yaml'), /^description: /m, 'description: Edited. '),
      [
        // Documentation only: no compiled module changes.
        'changed client/dist/models.gen.d.ts',
        'changed client/dist/schema.gen.d.ts',
        'changed client/src/models.gen.ts',
        'changed client/src/schema.gen.ts',
        'changed openapi.json',
        'changed openapi.yaml',
        'changed validators/types.gen.d.ts',
      ],
    ],
    [
      'an operation added (POST /backends/weighted/{id}/copy)',
      (dir) => {
        replaceIn(
          path.join(dir, 'openapi.yaml'),
          '  /backends/weighted/{id}:\n    $ref: paths/backends_weighted_{id}.yaml\n',
          '  /backends/weighted/{id}:\n    $ref: paths/backends_weighted_{id}.yaml\n  /backends/weighted/{id}/copy:\n    $ref: paths/backends_weighted_{id}_copy.yaml\n',
        );
        fs.writeFileSync(path.join(dir, 'paths/backends_weighted_{id}_copy.yaml'), COPY_OPERATION);
      },
      [
        // The files that list every operation, and the new operation's parameter validators. Operations
        // whose parameters have the same schema share one function, named after the first of them by name:
        // copyWeightedBackend now comes first for "no query parameters" and for "a weighted backend's id".
        'changed client/README.md',
        'changed client/dist/operation-types.gen.d.ts',
        'changed client/dist/operations.gen.d.ts',
        'changed client/dist/operations.gen.d.ts.map',
        'changed client/dist/operations.gen.js',
        'changed client/dist/operations.gen.js.map',
        'changed client/dist/schema.gen.d.ts',
        'changed client/dist/sdk.gen.d.ts',
        'changed client/dist/sdk.gen.d.ts.map',
        'changed client/dist/sdk.gen.js',
        'changed client/dist/sdk.gen.js.map',
        'changed client/src/operation-types.gen.ts',
        'changed client/src/operations.gen.ts',
        'changed client/src/schema.gen.ts',
        'changed client/src/sdk.gen.ts',
        'changed openapi.json',
        'changed openapi.yaml',
        'changed server/README.md',
        'changed server/dist/handlers.gen.d.ts',
        'changed server/dist/routes.gen.js',
        'changed server/dist/routes.gen.js.map',
        'changed server/src/handlers.gen.ts',
        'changed server/src/routes.gen.ts',
        'added validators/compiled/parameters/CopyWeightedBackendPath.gen.js',
        'added validators/compiled/parameters/CopyWeightedBackendQuery.gen.js',
        'removed validators/compiled/parameters/CreateAbuseReportQuery.gen.js',
        'removed validators/compiled/parameters/DeleteWeightedBackendPath.gen.js',
        'changed validators/index.gen.d.ts',
        'changed validators/index.gen.js',
        'changed validators/types.gen.d.ts',
      ],
    ],
  ])('%s', { timeout: 300_000 }, async (_what, edit, want) => {
    expect(differences(before, await emitted(specCopy(edit)))).toEqual(want);
  });
});
