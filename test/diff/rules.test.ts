// The breaking-change guard: one before/after pair per rule, with the classification a client of the
// generated packages would give it (given/want table), plus locations in a multi-file spec and the CLI.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pruneAcceptedChanges } from '../../generator/diff/accepted-changes.js';
import { diffSpecs } from '../../generator/diff/index.js';

type Json = any;
const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'diff-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small spec: a widget resource with a create (request body) and a get (response body). */
function baseSpec(): Json {
  const widget = {
    type: 'object',
    required: ['id', 'name', 'size'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', pattern: '^wdg_[0-9A-Za-z]{27}$' },
      name: { type: 'string' },
      size: { type: 'integer', minimum: 0, maximum: 100 },
      color: { type: 'string', enum: ['red', 'blue'] },
    },
  };
  const create = {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', 'x-max-bytes': 255 },
      size: { type: 'integer', minimum: 0, maximum: 100 },
      color: { type: 'string', enum: ['red', 'blue'] },
    },
  };
  const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
  return {
    openapi: '3.1.0',
    info: { title: 'widgets', version: '1' },
    paths: {
      '/widgets': {
        post: {
          operationId: 'createWidget',
          requestBody: { required: true, ...json({ $ref: '#/components/schemas/WidgetCreate' }) },
          responses: { '201': { description: 'created', ...json({ $ref: '#/components/schemas/Widget' }) }, '400': { description: 'bad' } },
        },
        get: {
          operationId: 'listWidgets',
          parameters: [{ name: 'limit', in: 'query', required: false, schema: { type: 'integer' } }],
          responses: { '200': { description: 'ok', ...json({ type: 'array', items: { $ref: '#/components/schemas/Widget' } }) } },
        },
      },
      '/widgets/{id}': {
        get: {
          operationId: 'getWidget',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok', ...json({ $ref: '#/components/schemas/Widget' }) }, '404': { description: 'missing' } },
        },
        delete: {
          operationId: 'deleteWidget',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '204': { description: 'gone' } },
        },
      },
    },
    components: { schemas: { Widget: widget, WidgetCreate: create } },
  };
}

let n = 0;
async function diff(change: (spec: Json) => void) {
  const before = baseSpec();
  const after = baseSpec();
  change(after);
  const files = [before, after].map((spec) => {
    const file = join(dir, `spec-${n++}.json`);
    writeFileSync(file, JSON.stringify(spec));
    return file;
  });
  const { changes, diagnostics } = await diffSpecs(files[0]!, files[1]!);
  expect(diagnostics.all.filter((d) => d.severity === 'error')).toEqual([]);
  return changes!;
}

const W = (s: Json) => s.components.schemas.Widget;
const C = (s: Json) => s.components.schemas.WidgetCreate;

const table: Array<[string, (s: Json) => void, string, 'breaking' | 'risky' | 'safe' | 'docs']> = [
  ['path removed', (s) => delete s.paths['/widgets/{id}'], 'operation-removed', 'breaking'],
  ['method removed', (s) => delete s.paths['/widgets/{id}'].delete, 'method-removed', 'breaking'],
  [
    'response field removed',
    (s) => {
      delete W(s).properties.color;
    },
    'response-field-removed',
    'breaking',
  ],
  [
    'response field made optional',
    (s) => {
      W(s).required = ['id', 'name'];
    },
    'response-field-made-optional',
    'breaking',
  ],
  [
    'response field made nullable',
    (s) => {
      W(s).properties.name.type = ['string', 'null'];
    },
    'made-nullable',
    'breaking',
  ],
  [
    'request field added as required',
    (s) => {
      C(s).properties.owner = { type: 'string' };
      C(s).required = ['owner'];
    },
    'request-field-added-required',
    'breaking',
  ],
  [
    'request field made required',
    (s) => {
      C(s).required = ['name'];
    },
    'request-field-made-required',
    'breaking',
  ],
  [
    'type changed',
    (s) => {
      W(s).properties.size.type = 'string';
      delete W(s).properties.size.minimum;
      delete W(s).properties.size.maximum;
    },
    'type-changed',
    'breaking',
  ],
  [
    'request enum value removed',
    (s) => {
      C(s).properties.color.enum = ['red'];
    },
    'enum-value-removed',
    'breaking',
  ],
  [
    'response enum value removed',
    (s) => {
      W(s).properties.color.enum = ['red'];
    },
    'enum-value-removed',
    'risky',
  ],
  [
    'request range narrowed',
    (s) => {
      C(s).properties.size.maximum = 50;
    },
    'range-narrowed',
    'breaking',
  ],
  [
    'request byte limit narrowed',
    (s) => {
      C(s).properties.name['x-max-bytes'] = 100;
    },
    'byte-limit-narrowed',
    'breaking',
  ],
  [
    'status code removed',
    (s) => {
      delete s.paths['/widgets/{id}'].get.responses['404'];
    },
    'status-removed',
    'breaking',
  ],
  [
    'parameter added as required',
    (s) => {
      s.paths['/widgets'].get.parameters.push({ name: 'owner', in: 'query', required: true, schema: { type: 'string' } });
    },
    'parameter-added-required',
    'breaking',
  ],
  [
    'id prefix changed',
    (s) => {
      W(s).properties.id.pattern = '^wid_[0-9A-Za-z]{27}$';
    },
    'id-prefix-changed',
    'breaking',
  ],
  [
    'request format added',
    (s) => {
      C(s).properties.name.format = 'uri';
    },
    'format-changed',
    'risky',
  ],
  [
    'request rule between fields added',
    (s) => {
      C(s).dependentSchemas = { color: { required: ['size'] } };
    },
    'constraint-added',
    'breaking',
  ],
  [
    'request field names constrained',
    (s) => {
      C(s).propertyNames = { pattern: '^[a-z]+$' };
    },
    'constraint-added',
    'breaking',
  ],
  [
    'response rule between fields added',
    (s) => {
      W(s).dependentSchemas = { color: { required: ['size'] } };
    },
    'constraint-added',
    'safe',
  ],
  [
    'request range widened',
    (s) => {
      C(s).properties.size.maximum = 1000;
    },
    'range-widened',
    'safe',
  ],
  [
    'response range widened',
    (s) => {
      W(s).properties.size.maximum = 1000;
    },
    'range-widened',
    'risky',
  ],
  [
    'optional request field added',
    (s) => {
      C(s).properties.note = { type: 'string' };
    },
    'request-field-added',
    'safe',
  ],
  [
    'response field added',
    (s) => {
      W(s).properties.note = { type: 'string' };
    },
    'response-field-added',
    'safe',
  ],
  [
    'operation added',
    (s) => {
      s.paths['/widgets/{id}'].patch = {
        operationId: 'updateWidget',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      };
    },
    'operation-added',
    'safe',
  ],
  [
    'request enum value added',
    (s) => {
      C(s).properties.color.enum = ['red', 'blue', 'green'];
    },
    'enum-value-added',
    'safe',
  ],
  [
    'optional parameter added',
    (s) => {
      s.paths['/widgets'].get.parameters.push({ name: 'before', in: 'query', required: false, schema: { type: 'string' } });
    },
    'parameter-added',
    'safe',
  ],
  // A second get… and list… in the namespace rename nothing (naming/sdk-names.ts): only additions.
  [
    'second get and list added',
    (s) => {
      const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
      s.paths['/widgets/{id}/parts'] = {
        get: { operationId: 'listWidgetParts', parameters: [id], responses: { '200': { description: 'ok' } } },
        put: { operationId: 'getWidgetParts', parameters: [id], responses: { '200': { description: 'ok' } } },
      };
    },
    'operation-added',
    'safe',
  ],
  // The generated surface: a renamed SDK method or a type no longer generated is breaking.
  [
    'SDK method renamed',
    (s) => {
      s.paths['/widgets/{id}'].get['x-sdk-name'] = 'fetch';
    },
    'sdk-method-renamed',
    'breaking',
  ],
  [
    'schema renamed',
    (s) => {
      s.components.schemas.WidgetInput = C(s);
      delete s.components.schemas.WidgetCreate;
      s.paths['/widgets'].post.requestBody.content['application/json'].schema.$ref = '#/components/schemas/WidgetInput';
    },
    'surface-removed',
    'breaking',
  ],
  // Documentation only: its own class, never breaking.
  [
    'operation description changed',
    (s) => {
      s.paths['/widgets'].get.description = 'Lists widgets, newest first.';
    },
    'description-added',
    'docs',
  ],
  [
    'field description changed',
    (s) => {
      W(s).properties.name.description = 'What people call it.';
    },
    'description-added',
    'docs',
  ],
  [
    'summary changed',
    (s) => {
      s.paths['/widgets/{id}'].get.summary = 'Get a widget';
    },
    'summary-added',
    'docs',
  ],
];

describe('classification', () => {
  it.each(table.map(([name, change, rule, severity]) => [name, rule, severity, change] as const))('%s → %s (%s)', async (_name, rule, severity, change) => {
    const changes = await diff(change);
    const hits = changes.filter((c) => c.rule === rule);
    expect(hits.length, JSON.stringify(changes, null, 1)).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.severity).toBe(severity);
    // Nothing else is called breaking when the change itself is not.
    if (severity !== 'breaking') expect(changes.filter((c) => c.severity === 'breaking')).toEqual([]);
  });

  it('an unchanged spec has no changes', async () => {
    expect(await diff(() => {})).toEqual([]);
  });
});

describe('accepted changes (accepted-changes.yaml beside the head spec)', () => {
  const name = '/components/schemas/WidgetCreate/properties/name';
  const narrowed = (s: Json) => {
    C(s).properties.name['x-max-bytes'] = 100;
  };
  /** The diff of `change` with `accepted` (YAML text, or none) beside the head's root file. */
  async function diffAccepting(change: (spec: Json) => void, accepted: string | undefined) {
    const caseDir = mkdtempSync(join(dir, 'accepted-'));
    const [base, head] = ['base', 'head'].map((side) => join(caseDir, side, 'openapi.json'));
    const after = baseSpec();
    change(after);
    for (const [file, spec] of [
      [base!, baseSpec()],
      [head!, after],
    ] as const) {
      mkdirSync(join(file, '..'));
      writeFileSync(file, JSON.stringify(spec));
    }
    if (accepted !== undefined) writeFileSync(join(caseDir, 'head', 'accepted-changes.yaml'), accepted);
    return { ...(await diffSpecs(base!, head!)), head: head! };
  }
  const entry = (fields: Record<string, string>) =>
    `- ${Object.entries({
      rule: 'byte-limit-narrowed',
      at: name,
      change: 'x-max-bytes changed from 255 to 100',
      reason: 'the server always refused more',
      ...fields,
    })
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join('\n  ')}\n`;

  const table: Array<[string, string | undefined, 'breaking' | 'risky', string | undefined]> = [
    ['no file', undefined, 'breaking', undefined],
    ['an entry of the same rule, place and size', entry({}), 'risky', 'the server always refused more'],
    [
      'the place in a list of places',
      entry({}).replace(`at: "${name}"`, `at:\n    - /components/schemas/Widget\n    - "${name}"`),
      'risky',
      'the server always refused more',
    ],
    ['an entry of another rule', entry({ rule: 'range-narrowed' }), 'breaking', undefined],
    ['an entry of another place', entry({ at: '/components/schemas/WidgetCreate/properties/size' }), 'breaking', undefined],
    ['an entry of another size', entry({ change: 'x-max-bytes changed from 255 to 50' }), 'breaking', undefined],
  ];
  it.each(table)('%s → %s', async (_what, accepted, severity, reason) => {
    const { changes } = await diffAccepting(narrowed, accepted);
    expect(changes!.map((c) => [c.rule, c.severity, c.accepted])).toEqual([['byte-limit-narrowed', severity, reason]]);
  });

  it('an entry never changes what is not breaking', async () => {
    const { changes } = await diffAccepting(
      (s) => {
        C(s).properties.name['x-max-bytes'] = 300;
      },
      entry({ rule: 'byte-limit-widened', change: 'x-max-bytes changed from 255 to 300' }),
    );
    expect(changes!.map((c) => [c.rule, c.severity, c.accepted])).toEqual([['byte-limit-widened', 'safe', undefined]]);
  });

  it.each([
    ['not a list', 'rule: x\n', 'must be a list of entries'],
    ['an entry without a reason', entry({ reason: '' }), 'entry 1 needs reason'],
    ['an unknown key', entry({ ticket: '7' }), 'entry 1 has unknown key(s) ticket'],
  ])('a file with %s is a GEN013 error, and nothing is compared', async (_what, accepted, message) => {
    const { changes, diagnostics } = await diffAccepting(narrowed, accepted);
    expect(changes).toBeUndefined();
    expect(diagnostics.all.map((d) => [d.code, d.severity])).toEqual([['GEN013', 'error']]);
    expect(diagnostics.all[0]!.message).toContain(message);
  });

  it.each([
    ['last', (kept: string, gone: string) => `${kept}${gone}`],
    ['first', (kept: string, gone: string) => `${gone}${kept}`],
  ])('a release drops the entries no change matches any more (the %s here), keeping the others and the opening comment', async (_where, order) => {
    const kept = entry({ reason: `a long reason that goes on past eighty characters, ${'so that a reflow would show '.repeat(3)}` });
    const { changes, head } = await diffAccepting(narrowed, `# why these\n\n${order(kept, entry({ at: '/components/schemas/Gone' }))}`);
    expect(pruneAcceptedChanges(head, changes!)).toBe(1);
    expect(readFileSync(join(head, '..', 'accepted-changes.yaml'), 'utf8')).toBe(`# why these\n\n${kept}`);
    expect(pruneAcceptedChanges(head, changes!)).toBe(0);
  });
});

describe('locations in the multi-file spec', () => {
  it('names the file and line of a changed field', async () => {
    const copy = mkdtempSync(join(dir, 'spec-'));
    cpSync(join(root, 'spec'), join(copy, 'spec'), { recursive: true });
    const file = join(copy, 'spec/components/schemas/ReservedAddr.yaml');
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(/( {2}addr:\n {4}type: )string/, '$1integer');
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    const { changes } = await diffSpecs(join(root, 'spec/openapi.yaml'), join(copy, 'spec/openapi.yaml'));
    const hit = changes!.find((c) => c.rule === 'type-changed' && c.message.startsWith('GET /reserved_addrs/{id} 200 response /addr'));
    expect(hit, JSON.stringify(changes)).toBeDefined();
    expect(hit!.severity).toBe('breaking');
    expect(hit!.file).toBe('spec/components/schemas/ReservedAddr.yaml');
    const line = changed.split('\n').indexOf('  addr:') + 1;
    expect(hit!.line).toBe(line);
  });
});

describe('documentation-only changes in the multi-file spec', () => {
  it('are their own class, with the file and line of the description', async () => {
    const copy = mkdtempSync(join(dir, 'spec-'));
    cpSync(join(root, 'spec'), join(copy, 'spec'), { recursive: true });
    const file = join(copy, 'spec/components/schemas/ReservedAddr.yaml');
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(/^description: .*$/m, 'description: A reserved address, described anew.');
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    const { changes } = await diffSpecs(join(root, 'spec/openapi.yaml'), join(copy, 'spec/openapi.yaml'));
    expect(changes!.map((c) => [c.severity, c.rule, c.message, c.file, c.line])).toEqual([
      [
        'docs',
        'description-changed',
        'schema ReservedAddr: description changed',
        'spec/components/schemas/ReservedAddr.yaml',
        changed.split('\n').findIndex((l) => l.startsWith('description: ')) + 1,
      ],
    ]);
  });
});

describe('npm run diff', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/diff.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('reports no change against HEAD for the committed spec, in every format', () => {
    // Only meaningful when spec/ has no uncommitted edits (CI: a clean clone).
    if (execFileSync('git', ['status', '--porcelain', 'spec'], { cwd: root, encoding: 'utf8' }).trim() !== '') return;
    const text = run('--base', 'HEAD');
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain('0 breaking, 0 risky, 0 safe, 0 documentation only');
    const json = run('--base', 'HEAD', '--format', 'json');
    expect(JSON.parse(json.stdout)).toMatchObject({ summary: { breaking: 0, risky: 0, safe: 0, docs: 0 }, changes: [] });
    expect(run('--base', 'HEAD', '--format', 'markdown').stdout).toContain('## API changes: HEAD → working tree');
  }, 120_000);

  it('exits 2 for bad usage and an unknown ref', () => {
    const missing = run();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--base is required');
    const ref = run('--base', 'no-such-ref');
    expect(ref.status).toBe(2);
    expect(ref.stderr).toContain('no-such-ref is not a commit of this repository');
    expect(run('--base', 'HEAD', '--format', 'xml').status).toBe(2);
  }, 60_000);
});
