/**
 * The validators target end to end on a small fixture spec: the files it emits, that they are
 * deterministic, and that the emitted package — imported from disk like any package — checks values.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { createEmitContext, REPO_ROOT, runTarget } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import { DEPENDENCY_FLOORS } from '../../generator/package/manifest.js';
import { writeFiles } from '../../generator/write/index.js';

const fixture = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'test/validators/fixtures/tunnel-mini.json'), 'utf8')) as Record<string, unknown>;
const outDir = path.join(REPO_ROOT, 'test-output', 'validators-emit');

async function emitFixture(): Promise<{ files: EmittedFile[]; diagnostics: Diagnostics }> {
  const diagnostics = new Diagnostics();
  const ir = buildIr(fixture, diagnostics);
  const files = await runTarget('validators', ir, createEmitContext(ir, diagnostics, { name: 'tunnel-api', errorPrefix: 'Tunnel' }));
  return { files, diagnostics };
}

type Package = Record<string, unknown> & {
  operations: Record<string, { path?: Guard; query: Guard; body?: Guard; responses: Record<string, Guard> }>;
  schemas: Record<string, Guard>;
};
type Guard = { id: string; is(v: unknown): boolean; check(v: unknown): Array<{ pointer: string; rule: string; message: string }> };

describe('validators target on a fixture spec', () => {
  let files: EmittedFile[];
  let pkg: Package;

  beforeAll(async () => {
    const result = await emitFixture();
    files = result.files;
    expect(result.diagnostics.all).toEqual([]);
    fs.rmSync(outDir, { recursive: true, force: true });
    writeFiles(outDir, files, ['validators']);
    pkg = (await import(pathToFileURL(path.join(outDir, 'validators', 'index.gen.js')).href)) as Package;
  });

  it('emits the package files, sorted, under validators/: one module per compiled function', () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual([...paths].sort());
    expect(paths.filter((p) => !p.startsWith('validators/compiled/'))).toEqual([
      'validators/README.md',
      'validators/index.gen.d.ts',
      'validators/index.gen.js',
      'validators/package.json',
      'validators/runtime/describe-failure.d.ts',
      'validators/runtime/describe-failure.js',
      'validators/runtime/problem.d.ts',
      'validators/runtime/problem.js',
      'validators/runtime/simplify-alternatives.d.ts',
      'validators/runtime/simplify-alternatives.js',
      'validators/runtime/utf8-byte-length.d.ts',
      'validators/runtime/utf8-byte-length.js',
      'validators/runtime/validation-error.d.ts',
      'validators/runtime/validation-error.js',
      'validators/runtime/validator.d.ts',
      'validators/runtime/validator.js',
      'validators/types.gen.d.ts',
    ]);
    expect(paths).toContain('validators/compiled/bodies/TunnelGroupBackendCreate.gen.js');
    const compiled = paths.filter((p) => p.startsWith('validators/compiled/'));
    // An export's function at compiled/<mode>/<Name>.gen.js, a function only others call under shared/, named
    // after its schema's id: here the copies that differ from their component (OAuthProviderGithub closed for a
    // request, Thing without its write-only field for a response); the copies that came out the same as their
    // component (Description, Metadata) are not compiled again.
    expect(compiled.filter((p) => !/^validators\/compiled\/(bodies|parameters)\/[\w$]+\.gen\.js$/.test(p))).toEqual([
      'validators/compiled/bodies/shared/requests.OAuthProviderGithub.gen.js',
      'validators/compiled/bodies/shared/responses.Thing.gen.js',
    ]);
  });

  it('matches the reviewed snapshots of the files the view models shape', async () => {
    for (const name of ['index.gen.js', 'index.gen.d.ts', 'types.gen.d.ts', 'package.json', 'README.md']) {
      const file = files.find((f) => f.path === `validators/${name}`);
      await expect(file?.contents).toMatchFileSnapshot(`__snapshots__/tunnel-mini/${name}`);
    }
  });

  it('is deterministic: the same spec gives byte-identical files, with a banner and no timestamp', async () => {
    expect((await emitFixture()).files).toEqual(files);
    for (const file of files.filter((f) => /\.(js|ts)$/.test(f.path))) {
      expect(file.contents.startsWith('// '), file.path).toBe(true);
      expect(file.contents.split('\n').slice(0, 3).join('\n')).not.toMatch(/\d{4}-\d\d-\d\d|\d\d:\d\d/);
    }
  });

  it('declares an ESM package with types and runtime dependencies as ranges from the supported floors', () => {
    const manifest = JSON.parse(files.find((f) => f.path === 'validators/package.json')?.contents ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: '@tunnel-api/validators',
      type: 'module',
      types: './index.gen.d.ts',
      exports: { '.': { types: './index.gen.d.ts', default: './index.gen.js' } },
      dependencies: { ajv: `^${DEPENDENCY_FLOORS['ajv']}`, 'ajv-formats': `^${DEPENDENCY_FLOORS['ajv-formats']}` },
    });
  });

  it('standalone code imports its helpers and the functions it calls instead of requiring them', () => {
    const compiled = files.find((f) => f.path === 'validators/compiled/bodies/TunnelGroupBackendCreate.gen.js')?.contents ?? '';
    expect(compiled).not.toMatch(/require\(/);
    expect(compiled).toMatch(/^export \{ validate \};$/m);
    // Its `description` is a `$ref`: a call of Description's function, which checks the byte limit.
    expect(compiled).toMatch(/^import \{ validate as validate\d+ \} from "\.\/Description\.gen\.js";$/m);
    const description = files.find((f) => f.path === 'validators/compiled/bodies/Description.gen.js')?.contents ?? '';
    expect(description).toMatch(/^import \* as imported\d+ from "\.\.\/\.\.\/runtime\/utf8-byte-length\.js";$/m);
    const withFormats = files.filter((f) => /^import \* as imported\d+ from "ajv-formats\/dist\/formats\.js";$/m.test(f.contents));
    expect(withFormats.length).toBeGreaterThan(0);
    for (const file of files.filter((f) => f.path.startsWith('validators/compiled/'))) expect(file.contents, file.path).not.toMatch(/require\(/);
  });

  it('exports a guard and a problem list per component and per operation part', () => {
    expect(typeof pkg['isTunnelGroupBackend']).toBe('function');
    expect(typeof pkg['checkCreateTunnelGroupBackendBody']).toBe('function');
    expect(typeof pkg['isListTunnelGroupBackendsQuery']).toBe('function');
    expect(typeof pkg['isUpdateTunnelGroupBackendPath']).toBe('function');
    expect(typeof pkg['isCreateTunnelGroupBackendResponse201']).toBe('function');
    // Error responses are reached through `operations` only.
    expect(pkg['isCreateTunnelGroupBackendResponse400']).toBeUndefined();
    expect(
      pkg.operations['createTunnelGroupBackend']?.responses['400']?.is({ error_code: 'X', status_code: 400, msg: 'm', details: { operation_id: 'op_1' } }),
    ).toBe(true);
    expect(pkg.operations['createTunnelGroupBackend']?.body?.id).toBe('/operations/createTunnelGroupBackend/body');
  });

  it('checks a request body: unknown fields (even where the spec forgot), bytes, ranges, nested providers', () => {
    const check = (name: string, value: unknown): string[] => (pkg[`check${name}`] as Guard['check'])(value).map((p) => `${p.rule} ${p.message}`);
    // The fixture's PATCH body and WeightedBackendCreate do not say additionalProperties: false.
    expect(check('UpdateTunnelGroupBackendBody', { descripton: 'typo' })).toEqual([
      'additionalProperties /descripton: unknown field; allowed: description, metadata, labels',
    ]);
    expect(check('CreateWeightedBackendBody', { backends: { bkdhr_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt: 10001 } })).toEqual([
      'maximum /backends/bkdhr_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt: must be at most 10000',
    ]);
    expect(check('CreateTunnelGroupBackendBody', { description: '€'.repeat(100) })).toEqual(['x-max-bytes /description: must be at most 255 bytes (got 300)']);
    expect(check('ReplaceHttpsEdgeRouteOAuthModuleBody', { provider: { github: { client_id: 'a', extra: 1 } } })).toEqual([
      'additionalProperties /provider/github/extra: unknown field; allowed: client_id, client_secret, scopes, email_addresses, email_domains, teams, organizations',
      'dependentRequired /provider/github/client_secret: required field is missing (client_id is set)',
    ]);
    // The component validator keeps the spec's own (open) rule.
    expect((pkg.schemas['WeightedBackendCreate'] as Guard).is({ anything: 1 })).toBe(true);
  });

  it('refuses readOnly fields in a request body and writeOnly fields in a response, and types them so', () => {
    expect((pkg['checkCreateThingBody'] as Guard['check'])({ id: 'x', name: 'n' }).map((p) => p.message)).toEqual([
      '/id: unknown field; allowed: name, secret',
    ]);
    expect((pkg['isCreateThingBody'] as Guard['is'])({ name: 'n', secret: 's' })).toBe(true);
    expect((pkg['isCreateThingResponse201'] as Guard['is'])({ id: 'x', name: 'n' })).toBe(true);
    expect((pkg['checkCreateThingResponse201'] as Guard['check'])({ id: 'x', name: 'n', secret: 's' }).map((p) => p.message)).toEqual([
      '/secret: is not allowed',
    ]);
    // The component validator keeps the spec's annotations as annotations.
    expect(pkg.schemas['Thing']?.is({ id: 'x', name: 'n', secret: 's' })).toBe(true);
    const types = files.find((f) => f.path === 'validators/types.gen.d.ts')?.contents;
    expect(types).toContain('export type CreateThingBody = Omit<Thing, "id">;');
    expect(types).toContain('export type CreateThingResponse201 = Omit<Thing, "secret">;');
  });

  it('never changes a body it checks (no defaults, no coercion)', () => {
    const body = { provider: { github: {} }, inactivity_timeout: '5' };
    const before = structuredClone(body);
    expect((pkg['isReplaceHttpsEdgeRouteOAuthModuleBody'] as Guard['is'])(body)).toBe(false);
    expect(body).toEqual(before);
    const valid = { provider: { github: {} } };
    expect((pkg['isReplaceHttpsEdgeRouteOAuthModuleBody'] as Guard['is'])(valid)).toBe(true);
    expect(valid).toEqual({ provider: { github: {} } });
  });

  it('decodes query text to the declared types, fills defaults and rejects unknown parameters', () => {
    const query: Record<string, unknown> = { limit: '50' };
    expect((pkg['checkListTunnelGroupBackendsQuery'] as Guard['check'])(query)).toEqual([]);
    expect(query).toEqual({ limit: 50 });
    const empty: Record<string, unknown> = {};
    expect((pkg['isListTunnelGroupBackendsQuery'] as Guard['is'])(empty)).toBe(true);
    expect(empty).toEqual({ limit: 100 });
    expect((pkg['checkListTunnelGroupBackendsQuery'] as Guard['check'])({ limit: 'ten', page: '2' }).map((p) => p.message)).toEqual([
      '/page: unknown field; allowed: before_id, limit',
      '/limit: must be an integer in decimal notation (got ten)',
    ]);
    for (const text of ['0x10', ' 5', '1e2', '5.0', '']) {
      expect((pkg['checkListTunnelGroupBackendsQuery'] as Guard['check'])({ limit: text }).map((p) => `${p.rule} ${p.message}`))
        // The empty text is quoted, or it would vanish from the message.
        .toEqual([`type /limit: must be an integer in decimal notation (got ${text === '' ? '""' : text})`]);
    }
    expect((pkg['checkCreateTunnelGroupBackendQuery'] as Guard['check'])({ limit: '1' }).map((p) => p.message)).toEqual([
      '/limit: unknown field; no fields are allowed here',
    ]);
  });

  it('checks path parameters against the id patterns', () => {
    expect((pkg['checkUpdateTunnelGroupBackendPath'] as Guard['check'])({ id: 'bkdhr_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt' }).map((p) => p.rule)).toEqual(['pattern']);
    expect((pkg['isUpdateTunnelGroupBackendPath'] as Guard['is'])({ id: 'bkdtg_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt' })).toBe(true);
  });

  it('checks response bodies: null only where the spec allows it, RFC 3339 timestamps', () => {
    const backend = {
      id: 'bkdtg_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt',
      uri: 'https://api.test/backends/tunnel_group/bkdtg_2Ah9vCzpJqB5Qx2hLqJ5nG8h1Zt',
      created_at: '2024-01-31T12:00:00Z',
      labels: {},
      tunnels: [],
    };
    const list = { backends: [backend], uri: 'https://api.test/backends/tunnel_group', next_page_uri: null };
    expect((pkg['isTunnelGroupBackendList'] as Guard['is'])(list)).toBe(true);
    expect(
      (pkg['checkTunnelGroupBackendList'] as Guard['check'])({ ...list, uri: null, backends: [{ ...backend, created_at: '31/01/2024' }] }).map(
        (p) => p.message,
      ),
    ).toEqual(['/backends/0/created_at: must be an RFC 3339 date-time such as 2024-01-31T12:00:00Z', '/uri: must be a string (got null)']);
  });
});
