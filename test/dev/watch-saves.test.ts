// The watch loop of `npm run dev` sees every way a file gets saved (generator/watch/watch-tree.ts): in place,
// renamed over (an editor's safe write, `sed -i`, `git checkout`), deleted and re-created, new files in new
// folders and folders moved in — and keeps seeing a file after it was replaced. A small two-file spec and the
// bundle target keep each cycle short; the test waits for each regenerated output.
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cycle, type Watcher, watchSpec } from '../../generator/watch/index.js';

const root = join(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(join(tmpdir(), 'watch-saves-'));
const spec = join(dir, 'api');
const out = join(dir, 'out');
const cycles: Cycle[] = [];
let watcher: Watcher;

const thing = (description: string) => `type: object\ndescription: ${description}\nproperties:\n  id: { type: string }\n`;
const thingFile = join(spec, 'components/schemas/Thing.yaml');
const bundled = () => fs.readFileSync(join(out, 'openapi.json'), 'utf8');

async function cycleAfter(count: number): Promise<Cycle> {
  for (let i = 0; i < 600; i++) {
    if (cycles.length > count) return cycles[count]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no cycle within 30 s');
}

/** Runs a save and returns the cycle it caused. */
async function save(action: () => void): Promise<Cycle> {
  const before = cycles.length;
  action();
  return cycleAfter(before);
}

beforeAll(async () => {
  fs.mkdirSync(join(spec, 'components/schemas'), { recursive: true });
  fs.writeFileSync(
    join(spec, 'openapi.yaml'),
    [
      'openapi: 3.1.0',
      'info: { title: Things, version: "1" }',
      'paths:',
      '  /things:',
      '    get:',
      '      operationId: listThings',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      "              schema: { $ref: './components/schemas/Thing.yaml' }",
      '',
    ].join('\n'),
  );
  fs.writeFileSync(thingFile, thing('first'));
  watcher = watchSpec({
    specPath: join(spec, 'openapi.yaml'),
    outDir: out,
    templatesDir: join(root, 'templates'),
    lintConfigPath: join(root, 'redocly.yaml'),
    displayRoot: dir,
    debounceMs: 100,
    targets: ['bundle'],
    onCycle: (cycle) => {
      cycles.push(cycle);
    },
  });
  await watcher.ready;
}, 60_000);

afterAll(() => {
  watcher.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('saves the watcher sees', () => {
  it('written in place', async () => {
    const cycle = await save(() => fs.writeFileSync(thingFile, thing('in place')));
    expect(cycle.changed).toEqual(['api/components/schemas/Thing.yaml']);
    expect(bundled()).toContain('in place');
  }, 30_000);

  it('renamed over (safe write, sed -i), and saved in place again afterwards', async () => {
    const cycle = await save(() => {
      fs.writeFileSync(`${thingFile}.tmp`, thing('renamed over'));
      fs.renameSync(`${thingFile}.tmp`, thingFile);
    });
    expect(cycle.changed).toEqual(['api/components/schemas/Thing.yaml']);
    expect(bundled()).toContain('renamed over');
    await save(() => fs.writeFileSync(thingFile, thing('after the rename')));
    expect(bundled()).toContain('after the rename');
  }, 30_000);

  it('deleted and re-created', async () => {
    const gone = await save(() => fs.rmSync(thingFile));
    expect(gone.ok).toBe(false);
    const back = await save(() => fs.writeFileSync(thingFile, thing('re-created')));
    expect(back.ok).toBe(true);
    expect(bundled()).toContain('re-created');
    await save(() => fs.writeFileSync(thingFile, thing('re-created, then edited')));
    expect(bundled()).toContain('re-created, then edited');
  }, 30_000);

  it('a new file in a new folder, and a folder moved in (git checkout), then edited', async () => {
    const created = await save(() => {
      fs.mkdirSync(join(spec, 'components/more'));
      fs.writeFileSync(join(spec, 'components/more/Extra.yaml'), thing('extra'));
    });
    expect(created.changed).toContain('api/components/more/Extra.yaml');

    const outside = fs.mkdtempSync(join(dir, 'incoming-'));
    fs.writeFileSync(join(outside, 'Moved.yaml'), thing('moved'));
    const moved = await save(() => fs.renameSync(outside, join(spec, 'components/moved')));
    expect(moved.changed).toContain('api/components/moved/Moved.yaml');

    const edited = await save(() => fs.writeFileSync(join(spec, 'components/moved/Moved.yaml'), thing('moved, then edited')));
    expect(edited.changed).toEqual(['api/components/moved/Moved.yaml']);
  }, 30_000);
});
