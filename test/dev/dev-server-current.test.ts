/**
 * When `npm run dev` may keep its server running after a save (scripts/dev-server-current.ts): given the files
 * the save wrote and what the running server was made from, the reason it must restart, or none. Given/want
 * tables; the end-to-end proof (a kept server answers as a fresh start does) is in dev-server.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { afterReload, codeStamps, reloadBlocker, restartReason, specBehaviour, specBehaviourOf } from '../../scripts/dev-server-current.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1', description: 'The API.' },
  paths: {
    '/things': {
      post: {
        operationId: 'createThing',
        summary: 'Create a thing.',
        description: 'Creates one.',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingCreate' } } } },
        responses: { '201': { description: 'Created.' } },
      },
    },
  },
  components: {
    schemas: {
      ThingCreate: {
        type: 'object',
        description: 'What a new thing holds.',
        properties: { description: { type: 'string', description: 'A property named description.' }, size: { type: 'integer', default: 1 } },
        example: { description: 'an example value' },
      },
    },
  },
};

type Edit = (d: typeof document) => void;

describe('specBehaviour: the bundled document as the request hooks read it', () => {
  const cases: ReadonlyArray<readonly [what: string, edit: Edit, same: boolean]> = [
    ['an operation description edited', (d) => (d.paths['/things'].post.description = 'Creates one thing.'), true],
    ['a summary edited', (d) => (d.paths['/things'].post.summary = 'Make a thing.'), true],
    ['a schema description edited', (d) => (d.components.schemas.ThingCreate.description = 'Its fields.'), true],
    ['a property description edited', (d) => (d.components.schemas.ThingCreate.properties.description.description = 'Free text.'), true],
    ['the info description edited', (d) => (d.info.description = 'An API.'), true],
    ['a response description edited', (d) => (d.paths['/things'].post.responses['201'].description = 'Made.'), true],
    [
      'a property named description removed',
      (d) => delete (d.components.schemas.ThingCreate.properties as Partial<typeof d.components.schemas.ThingCreate.properties>).description,
      false,
    ],
    ['a property added', (d) => Object.assign(d.components.schemas.ThingCreate.properties, { owner: { type: 'string' } }), false],
    ['a default changed', (d) => (d.components.schemas.ThingCreate.properties.size.default = 2), false],
    ['a description inside an example changed (data, not documentation)', (d) => (d.components.schemas.ThingCreate.example.description = 'other'), false],
    ['an operationId changed', (d) => (d.paths['/things'].post.operationId = 'makeThing'), false],
  ];
  it.each(cases)('%s: same behaviour %s', (_what, edit, same) => {
    const edited = structuredClone(document);
    edit(edited);
    expect(specBehaviour(JSON.stringify(edited)) === specBehaviour(JSON.stringify(document))).toBe(same);
  });

  it('text that does not parse is compared as it is; no file is undefined', () => {
    expect(specBehaviour('{ not json')).toBe('{ not json');
    expect(specBehaviour(undefined)).toBeUndefined();
  });
});

describe('restartReason: whether the running server still answers as a fresh start would', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-current-'));
  const generated = path.join(root, 'generated');
  fs.mkdirSync(generated);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (d: object) => fs.writeFileSync(path.join(generated, 'openapi.json'), `${JSON.stringify(d, null, 2)}\n`);
  write(document);
  const running = {
    bundleInputs: new Set(['server/app.ts', 'generated/server/dist/routes.gen.js', 'generated/validators/compiled/ThingCreate.gen.js']),
    specBehaviour: specBehaviourOf(generated),
    codeStamps: new Map<string, string>(),
    reloads: 0,
    onPostgres: false,
  };

  const cases: ReadonlyArray<readonly [what: string, changed: readonly string[], edit: Edit | undefined, want: RegExp | undefined]> = [
    ['nothing written', [], undefined, undefined],
    [
      'the client, the docs and the YAML document (read per request, or never)',
      ['client/src/schema.gen.ts', 'client/dist/schema.gen.d.ts', 'docs/index.html', 'openapi.yaml'],
      undefined,
      undefined,
    ],
    [
      'declarations and sources the bundle does not read',
      ['server/src/routes.gen.ts', 'server/dist/routes.gen.d.ts', 'validators/index.gen.d.ts'],
      undefined,
      undefined,
    ],
    ['openapi.json with a description edited', ['openapi.json'], (d) => (d.info.description = 'Edited.'), undefined],
    [
      'openapi.json with a property added',
      ['openapi.json'],
      (d) => Object.assign(d.components.schemas.ThingCreate.properties, { owner: { type: 'string' } }),
      /generated\/openapi\.json changed beyond its descriptions/,
    ],
    [
      'a compiled validator the bundle holds',
      ['validators/compiled/ThingCreate.gen.js'],
      undefined,
      /generated\/validators\/compiled\/ThingCreate\.gen\.js is code it runs/,
    ],
    ['a file of the bundle removed', ['server/dist/routes.gen.js'], undefined, /generated\/server\/dist\/routes\.gen\.js is code it runs/],
    ['a package manifest', ['validators/package.json'], undefined, /generated\/validators\/package\.json steers how its packages resolve/],
  ];
  it.each(cases)('%s', (_what, changed, edit, want) => {
    const edited = structuredClone(document);
    edit?.(edited);
    write(edited);
    const reason = restartReason(changed, generated, root, running);
    if (want === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(want);
  });
});

describe('reloadBlocker: whether the running server can take a save in place', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-reload-'));
  const generated = path.join(root, 'generated');
  const files = [
    'server/app.ts',
    'node_modules/fastify/fastify.js',
    'generated/validators/compiled/ThingCreate.gen.js',
    'server/storage/migrations/001_initial.sql',
  ];
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  // Each case starts from these files as the running server saw them, then changes some.
  const running = () => {
    for (const file of files) write(file, 'as started\n');
    fs.rmSync(path.join(root, 'server/storage/migrations/002_next.sql'), { force: true });
    return {
      bundleInputs: new Set(files.slice(0, 3)),
      specBehaviour: undefined,
      codeStamps: codeStamps(root, files.slice(0, 3)),
      reloads: 0,
      onPostgres: false,
    };
  };

  const cases: ReadonlyArray<readonly [what: string, changed: readonly string[], change: (() => void) | undefined, reloads: number, want: RegExp | undefined]> =
    [
      ['a compiled validator rewritten', ['validators/compiled/ThingCreate.gen.js'], () => write(files[2]!, 'a new property\n'), 0, undefined],
      ['a new generated module', ['validators/compiled/Other.gen.js'], () => write('generated/validators/compiled/Other.gen.js', 'new\n'), 0, undefined],
      ['the bundled document only', ['openapi.json'], undefined, 0, undefined],
      ['our hand-written code edited', ['openapi.json'], () => write('server/app.ts', 'edited by hand\n'), 0, /server\/app\.ts changed since it started/],
      ['a dependency changed', [], () => write('node_modules/fastify/fastify.js', 'upgraded\n'), 0, /node_modules\/fastify\/fastify\.js changed/],
      ['a migration edited', [], () => write('server/storage/migrations/001_initial.sql', 'altered\n'), 0, /001_initial\.sql changed/],
      ['a migration added', [], () => write('server/storage/migrations/002_next.sql', 'new\n'), 0, /002_next\.sql is new/],
      ['a package manifest written', ['server/package.json'], undefined, 0, /generated\/server\/package\.json steers/],
      ['as many reloads as the limit', ['openapi.json'], undefined, 3, /holds 3 reloads' code/],
    ];
  it.each(cases)('%s', (_what, changed, change, reloads, want) => {
    const before = { ...running(), reloads };
    change?.();
    const reason = reloadBlocker(changed, generated, root, before, 3);
    if (want === undefined) expect(reason).toBeUndefined();
    else expect(reason).toMatch(want);
  });

  it('on PostgreSQL: a restart, saying why, before any generation is bundled', () => {
    const before = { ...running(), onPostgres: true };
    write(files[2]!, 'a new property\n');
    expect(reloadBlocker(['validators/compiled/ThingCreate.gen.js'], generated, root, before, 3)).toMatch(/^PostgreSQL \(DATABASE_URL\): .*no save in place/);
  });

  describe('afterReload: what it runs once it took a save in place', () => {
    it('a hand edit made while it reloaded is still a change: the next save restarts for it', () => {
      const before = running();
      // The save reloads; our code is edited by hand before the loop records what the server runs now.
      write(files[2]!, 'a new property\n');
      write('server/app.ts', 'edited by hand during the reload\n');
      write('server/storage/migrations/002_next.sql', 'new during the reload\n');
      const onDisk = { ...before, codeStamps: codeStamps(root, files.slice(0, 3)), reloads: 1 };
      const after = afterReload(before, onDisk, generated, root);
      expect(after.reloads).toBe(1);
      expect(after.codeStamps.get('server/app.ts')).toBe(before.codeStamps.get('server/app.ts'));
      expect(after.codeStamps.get(files[2]!)).toBe(onDisk.codeStamps.get(files[2]!));
      expect(after.codeStamps.has('server/storage/migrations/002_next.sql')).toBe(false);
      expect(reloadBlocker(['validators/compiled/ThingCreate.gen.js'], generated, root, after, 3)).toMatch(/server\/app\.ts changed since it started/);
    });

    it('the generated code it took is what it runs: the next generated-only save reloads again', () => {
      const before = running();
      write(files[2]!, 'a new property\n');
      const after = afterReload(before, { ...before, codeStamps: codeStamps(root, files.slice(0, 3)), reloads: 1 }, generated, root);
      expect(reloadBlocker(['validators/compiled/ThingCreate.gen.js'], generated, root, after, 3)).toBeUndefined();
    });
  });
});
