// The docs' samples of operations that send files (docs/decisions/0067-file-samples.md): a multipart upload and a
// binary body. The TypeScript samples read the file with `openAsBlob` and compile strictly against the client package
// generated for the fixture (written outside the repository, as a user has it); curl sends the file with `-F name=@path`
// or `--data-binary @path`, not a JSON body.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeSample, codeSamples } from '../../generator/emit/docs/code-samples.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';
import { writeStandalone } from '../generator/standalone.js';
import { STRICT_COMPILER_OPTIONS } from '../generator/support.js';

const SPEC = path.join(REPO_ROOT, 'test/fixtures/specs/streams-files/openapi.yaml');

let samples = new Map<string, CodeSample[]>();
let root = '';

beforeAll(async () => {
  const result = await emitAll({
    specPath: SPEC,
    targets: ['client'],
    naming: {},
    onIr: (ir, ctx) => {
      samples = codeSamples(ir, ctx.names);
    },
  });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  root = writeStandalone([{ name: 'files', files: result.outputs?.flatMap((o) => o.files) ?? [] }]);
}, 120_000);

afterAll(() => {
  if (root !== '') fs.rmSync(root, { recursive: true, force: true });
});

const sample = (operationId: string, label: string) => samples.get(operationId)?.find((s) => s.label === label)?.source ?? '';

describe('samples of operations that send files', () => {
  it.each([
    [
      'uploadFile',
      'TypeScript',
      [
        "import { openAsBlob } from 'node:fs';",
        "import { createClient } from '@streams-fixture/client';",
        '',
        "const api = createClient({ baseUrl: 'https://api.streams.example' });",
        '',
        'const fileInfo = await api.files.upload({',
        "  file: await openAsBlob('path/to/file'),",
        "  purpose: 'batch',",
        '});',
        'console.log(fileInfo);',
      ],
    ],
    [
      'replaceFileContent',
      'TypeScript',
      [
        "import { openAsBlob } from 'node:fs';",
        "import { createClient } from '@streams-fixture/client';",
        '',
        "const api = createClient({ baseUrl: 'https://api.streams.example' });",
        '',
        "const fileInfo = await api.files.replaceContent('id_value', await openAsBlob('path/to/file'));",
        'console.log(fileInfo);',
      ],
    ],
    ['uploadFile', 'curl', ["curl -X POST 'https://api.streams.example/files' \\", "  -F 'file=@path/to/file' \\", "  -F 'purpose=batch'"]],
    [
      'replaceFileContent',
      'curl',
      [
        "curl -X PUT 'https://api.streams.example/files/id_value/content' \\",
        "  -H 'Content-Type: application/octet-stream' \\",
        "  --data-binary '@path/to/file'",
      ],
    ],
  ])('%s, %s: the file read from disk', (operationId, label, want) => {
    expect(sample(operationId, label).split('\n')).toEqual(want);
  });

  it('every TypeScript sample of the fixture, files included, compiles strictly against its client package', () => {
    const dir = path.join(root, 'files', 'samples');
    fs.mkdirSync(dir, { recursive: true });
    const typescript = [...samples].flatMap(([operationId, list]) => list.filter((s) => s.label === 'TypeScript').map((s) => [operationId, s.source] as const));
    expect(typescript.map(([operationId]) => operationId)).toEqual(expect.arrayContaining(['uploadFile', 'replaceFileContent']));
    for (const [operationId, source] of typescript) fs.writeFileSync(path.join(dir, `${operationId}.mts`), `${source}\nexport {};\n`);
    const options = { ...STRICT_COMPILER_OPTIONS, noUnusedLocals: false, lib: ['ES2023'], types: ['node'] };
    fs.writeFileSync(path.join(root, 'tsconfig.samples.json'), JSON.stringify({ compilerOptions: options, include: ['files/samples/*.mts'] }, null, 2));
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.samples.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
