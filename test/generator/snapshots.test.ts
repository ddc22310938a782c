// One fixture spec per feature (test/fixtures/specs/<feature>/openapi.yaml); every file the client target
// emits is a file snapshot a reviewer can read (docs/decisions/0028-real-components-in-tests.md), except the
// runtime, which is copied verbatim from generator/runtime/client/ and tested there, and dist/, the build of
// the snapshotted sources (test/consumer installs and uses it; test/generator/transpile.test.ts checks the
// build itself). Update with `vitest -u`.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitFiles, FIXTURE_SPECS, fixtureScenarios } from './support.js';

// CHANGELOG.md is the release history of this repository's packages (scripts/release), not the fixture's.
const isRuntimeCopy = (file: string) => /^client\/(src\/runtime|dist)\//.test(file) || file === 'client/CHANGELOG.md';

describe.each(fixtureScenarios())('fixture %s', (scenario) => {
  it('matches the snapshots of every emitted client file', async () => {
    const files = (await emitFiles(path.join(FIXTURE_SPECS, scenario, 'openapi.yaml'), ['client'])).filter((f) => !isRuntimeCopy(f.path));
    expect(files.map((f) => f.path)).toContain('client/src/sdk.gen.ts');
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(`__snapshots__/${scenario}/${file.path}`);
    }
  });
});

// The server target's generated files (its runtime is copied from generator/runtime/server/ and tested
// there; dist/ is their build), on the fixtures that exercise routes, bodies and path parameters.
const SERVER_FIXTURES = ['resources', 'one-of', 'path-level-parameters', 'no-content'];
const isServerSource = (file: string) => /^server\/(src\/[^/]+\.ts|README\.md|package\.json)$/.test(file);

describe.each(SERVER_FIXTURES)('fixture %s, server target', (scenario) => {
  it('matches the snapshots of the generated server files', async () => {
    const files = (await emitFiles(path.join(FIXTURE_SPECS, scenario, 'openapi.yaml'), ['server'])).filter((f) => isServerSource(f.path));
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['server/src/handlers.gen.ts', 'server/src/routes.gen.ts', 'server/src/index.ts']));
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(`__snapshots__/${scenario}/${file.path}`);
    }
  });
});

// The validators target's files shaped by its view model (index, types, README, manifest). The compiled
// modules under compiled/ are ajv's standalone output, checked by behaviour instead (test/validators:
// same verdicts as ajv compiling the schema at run time); the runtime is copied from generator/runtime/validators/; LICENSE and CHANGELOG.md are the repository's.
const VALIDATORS_FIXTURES = ['resources', 'one-of', 'read-write-only', 'nullable-3.0', 'path-level-parameters'];
const isValidatorsSource = (file: string) => /^validators\/[^/]+$/.test(file) && !['validators/CHANGELOG.md', 'validators/LICENSE'].includes(file);

describe.each(VALIDATORS_FIXTURES)('fixture %s, validators target', (scenario) => {
  it('matches the snapshots of the generated validators files', async () => {
    const files = (await emitFiles(path.join(FIXTURE_SPECS, scenario, 'openapi.yaml'), ['validators'])).filter((f) => isValidatorsSource(f.path));
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['validators/index.gen.js', 'validators/index.gen.d.ts', 'validators/types.gen.d.ts']));
    for (const file of files) {
      await expect(file.contents).toMatchFileSnapshot(`__snapshots__/${scenario}/${file.path}`);
    }
  });
});
