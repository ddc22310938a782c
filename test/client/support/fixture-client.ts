/**
 * The client package generated from a fixture document (test/fixtures/specs/<name>/openapi.yaml), written
 * under test-output/ (inside the repository, so its imports resolve from node_modules) and imported from its
 * TypeScript sources: tests call it as a user of that package would.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emitFiles, FIXTURE_SPECS, writeUnder } from '../../generator/support.js';

export async function importFixtureClient<Module>(fixture: string): Promise<Module> {
  const files = await emitFiles(path.join(FIXTURE_SPECS, fixture, 'openapi.yaml'), ['client']);
  const root = writeUnder(
    `client-${fixture}`,
    files.filter((f) => f.path.startsWith('client/src/')),
  );
  return (await import(pathToFileURL(path.join(root, 'client/src/index.gen.ts')).href)) as Module;
}
