/**
 * A temporary folder for one `vitest run` of the `main` project, where files leave work that other files of the
 * same run can use instead of doing it again (test/generator/public-packages.ts: a public document's packages,
 * generated once for the files that check them). Made before the first file, removed after the last: nothing
 * outlives the run, so no cached result can be older than the code under test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    runFolder: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-test-run-'));
  project.provide('runFolder', folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
