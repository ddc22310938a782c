/**
 * ARCHITECTURE.md's "How to add an endpoint", followed in a scratch copy of the repository (copied as
 * test/dev/dev-server.test.ts copies it): a `widgets` resource is its spec files (copied from the IP
 * policies' and renamed, as the how-to says) and one server file — nothing else: generation wires the file's
 * stored resource kind (server/handlers/stored-kinds.gen.ts, docs/decisions/0074-stored-kinds-wired-by-convention.md).
 * After `npm run lint` and generation the server serves its CRUD, names it in 404s ("No widget with id … exists.",
 * for an unknown id and a malformed one) and answers the reference-error code its tag declares, all taken from
 * the spec through the generated registry (docs/decisions/0038-resource-registry.md).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyRepository, scratchServerEnv } from '../../bench/generate/dev-loop.js';
import { freePort } from '../faults/server-process.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'add-resource-'));
let server: ChildProcess | undefined;
let output = '';
let url = '';
let headers: Record<string, string> = {};

/** Renames the IP policies' spec files into the widgets' (the how-to's "copy a neighbour"). */
function renamed(text: string): string {
  return text
    .replaceAll('IPPolicy', 'Widget')
    .replaceAll('IpPolicies', 'Widgets')
    .replaceAll('IpPolicy', 'Widget')
    .replaceAll('ip_policies', 'widgets')
    .replaceAll('an IP policy', 'a widget')
    .replaceAll('An IP policy', 'A widget')
    .replaceAll('IP policies', 'widgets')
    .replaceAll('IP policy', 'widget')
    .replaceAll('ipp_', 'wdg_')
    .replaceAll('x-id-prefix: ipp', 'x-id-prefix: wdg');
}

function edit(file: string, change: (text: string) => string): void {
  const full = path.join(scratch, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
}

/** A spec file the test creates in the scratch copy (built, not written out, so it is not read as a citation of the repo). */
function newSpecFile(folder: string, name: string): string {
  return `spec/${folder}/${name}.yaml`;
}

/** The spec files of the new resource, the way a contributor writes them. */
function addWidgetSpec(): void {
  const copies: Array<[string, string]> = [
    ['spec/paths/ip_policies.yaml', newSpecFile('paths', 'widgets')],
    ['spec/paths/ip_policies_{id}.yaml', newSpecFile('paths', 'widgets_{id}')],
    ['spec/components/parameters/IPPolicyIdPath.yaml', newSpecFile('components/parameters', 'WidgetIdPath')],
    ...['', 'Create', 'Update', 'List', 'Id'].map((suffix): [string, string] => [
      `spec/components/schemas/IPPolicy${suffix}.yaml`,
      `spec/components/schemas/Widget${suffix}.yaml`,
    ]),
  ];
  for (const [from, to] of copies) fs.writeFileSync(path.join(scratch, to), renamed(fs.readFileSync(path.join(scratch, from), 'utf8')));
  // A widget may name a backup widget: a body reference, so the tag needs its reference-error code.
  const backup = '  backup_widget_id:\n    $ref: ./WidgetId.yaml\n';
  edit(newSpecFile('components/schemas', 'WidgetCreate'), (text) => `${text.trimEnd()}\n${backup}`);
  edit(newSpecFile('components/schemas', 'Widget'), (text) => `${text.trimEnd()}\n${backup}`);
  edit(
    'spec/components/x-error-codes.yaml',
    (text) =>
      `${text.trimEnd()}\n- code: WIDGET_REFERENCE_NOT_FOUND\n  status: 400\n  message: '{pointer}: no widget with id {id} exists in this account.'\n  description: A request body names a backup widget that does not exist in the account.\n  details: [problems]\n`,
  );
  edit('spec/openapi.yaml', (text) =>
    text
      .replace('paths:\n', 'paths:\n  /widgets:\n    $ref: paths/widgets.yaml\n  /widgets/{id}:\n    $ref: paths/widgets_{id}.yaml\n')
      .replace(
        'tags:\n',
        'tags:\n  - name: widgets\n    x-displayName: Widgets\n    x-resource:\n      kind: widget\n      name: widget\n' +
          '      reference-error-code: WIDGET_REFERENCE_NOT_FOUND\n    description: A widget, to show how a resource is added.\n',
      ),
  );
}

/** The one server file. */
function addWidgetServer(): void {
  fs.writeFileSync(
    path.join(scratch, 'server/resources/widgets.ts'),
    `/** Widgets: a plain resource that may name a backup widget. */
import { resources } from '@tunnel-api/server';
import type { Widget, WidgetCreate, WidgetUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, headAndBody, type ResourceKind } from './crud.js';
import { requireReferences } from './references.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  backup_widget_id?: string;
}

export const widgets: ResourceKind<'widget', Widget, WidgetCreate, WidgetUpdate, Stored> = {
  resource: resources.widget,
  async create({ body, account, tx }) {
    const backup = body.backup_widget_id;
    const references = backup === undefined ? [] : [{ id: backup, pointer: '/backup_widget_id' }];
    await requireReferences(tx, account.id, references);
    return { body: { ...describedBy(body), ...(backup === undefined ? {} : { backup_widget_id: backup }) }, references };
  },
  update: ({ body, current }) => ({ body: { ...current.body, ...describedPatch(body, current.body) } }),
  storedBodyIsApi: true,
  toApi: headAndBody,
};
`,
  );
}

function run(args: readonly string[]): string {
  return execFileSync(process.execPath, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(async () => {
  copyRepository(scratch);
  addWidgetSpec();
  addWidgetServer();
  // The house rules accept the new files as written (a missing x-resource would fail here).
  run([path.join(scratch, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--config', 'redocly.yaml', 'spec/openapi.yaml']);
  // The packages the server loads: the bundle (error registry), the validators and the server package.
  run(['--import', 'tsx', 'scripts/generate.ts', '--target', 'bundle', '--target', 'validators', '--target', 'server']);
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: scratch,
    env: scratchServerEnv(scratch, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', () => {
      if (output.includes('Try: curl')) resolve();
    });
    server!.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  url = /reference server on (http:\/\/\S+)/.exec(output)![1]!;
  headers = { authorization: `Bearer ${/first start only:\s+(\S+)/.exec(output)![1]}`, 'service-version': '2', 'content-type': 'application/json' };
}, 600_000);

afterAll(async () => {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function call(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${pathname}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

it('generates the registry entry from the spec alone', () => {
  const registry = fs.readFileSync(path.join(scratch, 'generated/server/src/resources.gen.ts'), 'utf8');
  expect(registry).toContain(
    [
      '  widget: {',
      "    kind: 'widget',",
      "    name: 'widget',",
      "    tag: 'widgets',",
      "    idPrefix: 'wdg',",
      "    collectionPath: '/widgets',",
      "    idParameter: 'id',",
      "    listKey: 'widgets',",
      "    referenceErrorCode: 'WIDGET_REFERENCE_NOT_FOUND',",
    ].join('\n'),
  );
});

it('wires the resource file into the server at generation, with nothing edited by hand', () => {
  const wiring = fs.readFileSync(path.join(scratch, 'server/handlers/stored-kinds.gen.ts'), 'utf8');
  expect(wiring).toContain("import { widgets } from '../resources/widgets.js';");
  expect(wiring).toContain('    ...crudOperations(ctx, widgets),\n');
});

it("serves the new resource's CRUD with its 404 wording and its reference code", async () => {
  const created = await call('POST', '/widgets', { description: 'first' });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ id: expect.stringMatching(/^wdg_[0-9A-Za-z]{27}$/), uri: `${url}/widgets/${created.body.id}`, description: 'first' });
  const id = created.body.id as string;

  expect(await call('GET', `/widgets/${id}`)).toMatchObject({ status: 200, body: { id, description: 'first' } });
  expect(await call('PATCH', `/widgets/${id}`, { description: 'renamed' })).toMatchObject({ status: 200, body: { id, description: 'renamed' } });
  const list = await call('GET', '/widgets');
  expect(list).toMatchObject({ status: 200, body: { widgets: [{ id, description: 'renamed' }], uri: `${url}/widgets`, next_page_uri: null } });

  const missing = 'wdg_2QbwL8EEWUYoauJYl1OFQ3sgWkx';
  expect(await call('GET', `/widgets/${missing}`)).toMatchObject({
    status: 404,
    body: { error_code: 'NOT_FOUND', msg: `No widget with id ${missing} exists.` },
  });
  expect(await call('GET', '/widgets/not-an-id')).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND', msg: 'No widget with id not-an-id exists.' } });

  const dangling = await call('POST', '/widgets', { backup_widget_id: missing });
  expect(dangling).toMatchObject({
    status: 400,
    body: { error_code: 'WIDGET_REFERENCE_NOT_FOUND', msg: `/backup_widget_id: no widget with id ${missing} exists in this account.` },
  });
  expect(dangling.body.details.problems).toEqual([expect.objectContaining({ pointer: '/backup_widget_id', error_code: 'WIDGET_REFERENCE_NOT_FOUND' })]);

  const backed = await call('POST', '/widgets', { backup_widget_id: id });
  expect(backed).toMatchObject({ status: 201, body: { backup_widget_id: id } });
  expect(await call('DELETE', `/widgets/${id}`)).toMatchObject({ status: 409, body: { error_code: 'RESOURCE_IN_USE' } });
  expect((await call('DELETE', `/widgets/${backed.body.id}`)).status).toBe(204);
  expect((await call('DELETE', `/widgets/${id}`)).status).toBe(204);
  expect(await call('GET', `/widgets/${id}`)).toMatchObject({ status: 404, body: { msg: `No widget with id ${id} exists.` } });
});
