// Every TypeScript sample of the docs compiles against the generated client
// (docs/decisions/0024-offline-docs.md): a sample that would not compile fails the build. Every operation has
// a curl and a TypeScript sample.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const samples: Record<string, Array<{ lang: string; label: string; source: string }>> = JSON.parse(
  readFileSync(join(root, 'generated/docs/code-samples.json'), 'utf8'),
);
const bundle = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));

describe('docs code samples', () => {
  it('every operation has a sample in curl, TypeScript, JavaScript, Python, Go, Ruby and Java, in that order', () => {
    const operationIds: string[] = [];
    for (const item of Object.values<Record<string, { operationId?: string }>>(bundle.paths)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) if (item[method]?.operationId) operationIds.push(item[method]!.operationId!);
    }
    expect(Object.keys(samples).sort()).toEqual(operationIds.sort());
    for (const id of operationIds)
      expect(
        samples[id]!.map((s) => s.label),
        id,
      ).toEqual(['curl', 'TypeScript', 'JavaScript', 'Python', 'Go', 'Ruby', 'Java']);
  });

  it('curl samples send the key, the version header and, with a body, its content type', () => {
    for (const [id, list] of Object.entries(samples)) {
      const curl = list[0]!.source;
      expect(curl, id).toContain('-H "Authorization: Bearer $TUNNEL_API_KEY"');
      expect(curl, id).toContain("-H 'Service-Version: 2'");
      expect(curl.includes(' -d ')).toBe(curl.includes("-H 'Content-Type: application/json'"));
    }
  });

  it('every TypeScript sample compiles strictly against @tunnel-api/client', () => {
    const dir = join(root, 'test-output', 'docs-samples');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const files = Object.entries(samples).map(([id, list]) => {
      const file = join(dir, `${id}.ts`);
      // Each sample is a module of its own (top-level await, its own `api`).
      writeFileSync(file, `${list.find((s) => s.label === 'TypeScript')!.source}\nexport {};\n`);
      return file;
    });
    // The repo's own compiler settings (tsconfig.json: strict, NodeNext, noUnusedLocals …), so a sample
    // compiles here exactly when it would in a project set up like ours.
    const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram(files, { ...options, noEmit: true });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${d.file.fileName.slice(dir.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
