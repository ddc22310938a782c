// The generate and check commands as a user runs them: exit codes (0 done, 1 invalid input, 2 bad
// usage), per-target report lines, collected diagnostics without stack traces, drift naming files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';

const fixture = path.join(REPO_ROOT, 'test/fixtures/specs/resources/openapi.yaml');
let dir: string;

/** As `npm run generate` and `npm run check` run them: the generator precompiled (scripts/launch-generator.js), the check from its source. */
function run(script: 'generate' | 'check', args: readonly string[]) {
  const command = script === 'generate' ? ['scripts/launch-generator.js'] : ['--import', 'tsx', 'scripts/check.ts'];
  const result = spawnSync(process.execPath, [...command, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run generate', () => {
  it('generates every target from --spec into --out and reports each with timings', () => {
    const out = path.join(dir, 'out');
    const { status, stdout } = run('generate', ['--spec', fixture, '--out', out]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^bundle +2 files: 2 written, 0 unchanged, 0 removed +emit \d+ ms, write \d+ ms$/m);
    expect(stdout).toMatch(/^client +\d+ files: \d+ written, 0 unchanged, 0 removed +emit \d+ ms, write \d+ ms$/m);
    expect(fs.existsSync(path.join(out, 'client/src/sdk.gen.ts'))).toBe(true);

    const again = run('generate', ['--spec', fixture, '--out', out, '--target', 'client']);
    expect(again.stdout).toMatch(/^client +(\d+) files: 0 written, \1 unchanged, 0 removed/m);
  });

  it('exits 2 on bad usage, naming the problem, without a stack trace', () => {
    const { status, stderr } = run('generate', ['--target', 'nope']);
    expect(status).toBe(2);
    expect(stderr).toContain('GEN010 error: unknown target "nope"; known: bundle, client, validators, server, docs');
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('exits 1 on invalid input, printing every problem with its location and hint, without a stack trace', () => {
    const spec = path.join(dir, 'bad.yaml');
    fs.writeFileSync(
      spec,
      [
        'openapi: 3.1.0',
        "info: { title: t, version: '1' }",
        'paths:',
        '  /a:',
        '    get: { operationId: a, responses: {} }',
        '  /b:',
        "    get: { operationId: b, responses: { '200': { $ref: '#/components/responses/Missing' } } }",
        '',
      ].join('\n'),
    );
    const { status, stderr, stdout } = run('generate', ['--spec', spec, '--out', path.join(dir, 'never')]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^GEN003 error \S*bad\.yaml:7:\d+ #\/paths\/~1b\/get\/responses\/200: Can't resolve \$ref$/m);
    expect(stderr).toContain('  hint: point the $ref at an existing file and JSON pointer');
    expect(stderr).toMatch(/^1 error\(s\), 0 warning\(s\)$/m);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stdout).toBe('');
    expect(fs.existsSync(path.join(dir, 'never'))).toBe(false);
  });

  it('exits 1 for a missing spec file', () => {
    const { status, stderr } = run('generate', ['--spec', path.join(dir, 'missing.yaml')]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^GEN001 error .*missing\.yaml: cannot read the file: no such file or directory$/m);
  });
});

describe('npm run check', () => {
  it('passes when the folder matches, and fails naming changed, missing and stale files', () => {
    const out = path.join(dir, 'checked');
    expect(run('generate', ['--spec', fixture, '--out', out, '--target', 'bundle', '--target', 'client']).status).toBe(0);
    const clean = run('check', ['--spec', fixture, '--out', out, '--target', 'bundle', '--target', 'client']);
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/^drift: none \(bundle 2, client \d+ files\)$/m);

    fs.appendFileSync(path.join(out, 'client/src/sdk.gen.ts'), '// edited by hand\n');
    fs.rmSync(path.join(out, 'openapi.yaml'));
    fs.writeFileSync(path.join(out, 'client/src/extra.ts'), '');
    const drifted = run('check', ['--spec', fixture, '--out', out, '--target', 'bundle', '--target', 'client']);
    expect(drifted.status).toBe(1);
    expect(drifted.stderr).toContain(`  changed  ${out}/client/src/sdk.gen.ts`);
    expect(drifted.stderr).toContain(`  missing  ${out}/openapi.yaml`);
    expect(drifted.stderr).toContain(`  stale    ${out}/client/src/extra.ts (no longer generated)`);
    expect(drifted.stderr).toContain('check failed: drift: 3 file(s)');
  });
});
