/** Helpers for generator tests that emit real files and compile them. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';

export const FIXTURE_SPECS = path.join(REPO_ROOT, 'test/fixtures/specs');

/** One folder per feature, each with an openapi.yaml. */
export function fixtureScenarios(): string[] {
  return fs
    .readdirSync(FIXTURE_SPECS)
    .filter((name) => fs.existsSync(path.join(FIXTURE_SPECS, name, 'openapi.yaml')))
    .sort();
}

/** Emits the given targets in memory; fails with the diagnostics when the spec has errors. */
export async function emitFiles(specPath: string, targets: readonly string[]): Promise<EmittedFile[]> {
  const result = await emitAll({ specPath, targets });
  if (result.outputs === undefined) {
    throw new Error(`generation failed:\n${result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
  }
  return result.outputs.flatMap((o) => o.files);
}

/** Writes files under test-output/ (inside the repo, so node_modules resolves openapi-fetch). */
export function writeUnder(folder: string, files: readonly EmittedFile[]): string {
  const root = path.join(REPO_ROOT, 'test-output', folder);
  fs.rmSync(root, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(root, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.contents);
  }
  return root;
}

/** Stricter than the repository's tsconfig: what a demanding consumer compiles with. */
export const STRICT_COMPILER_OPTIONS = {
  target: 'ES2023',
  lib: ['ES2023', 'DOM'],
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  noUncheckedIndexedAccess: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  exactOptionalPropertyTypes: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

/** Runs tsc over `include` (relative to root) with the strict options; returns its output and status. */
export function compileStrict(root: string, include: readonly string[]): { status: number | null; output: string } {
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: STRICT_COMPILER_OPTIONS, include }, null, 2));
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(root, 'tsconfig.json')], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
