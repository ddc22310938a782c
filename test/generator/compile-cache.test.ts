/**
 * The precompiled generator runs with V8's code cache (scripts/compile-cache.js,
 * docs/decisions/0076-generator-compile-cache.md): a script and the large CommonJS modules it requires run as
 * they would without it, a first run leaves a cache per file, a cache V8 refuses is replaced, and a changed
 * file's old cache goes. Each run is a process of its own, as the launcher is.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-compile-cache-'));
const cacheDir = path.join(dir, 'cache');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Over the 1 MB from which a required module is cached, as TypeScript is.
const padding = `/* ${'x'.repeat(1_100_000)} */\n`;
fs.writeFileSync(path.join(dir, 'large.js'), `${padding}module.exports = { twice: (n) => n * 2, file: __filename };\n`);
// Large files are read by compile-cache.js itself (ASCII copied, anything else decoded as UTF-8), as Node reads them.
fs.writeFileSync(path.join(dir, 'large-utf8.js'), `${padding}module.exports = { text: 'é ✓ 😀' };\n`);
fs.mkdirSync(path.join(dir, 'esm-package'));
fs.writeFileSync(path.join(dir, 'esm-package', 'package.json'), '{ "type": "module" }\n');
fs.writeFileSync(path.join(dir, 'esm-package', 'large.js'), `${padding}export const text = 'an ES module';\n`);
const main = path.join(dir, 'main-0123456789abcdef.cjs');
const writeMain = (extra = '') =>
  fs.writeFileSync(
    main,
    `${padding}const path = require('node:path');\nconst large = require('./large.js');\nlet esm;\ntry { esm = require('./esm-package/large.js').text; } catch (error) { esm = error.code; }\nconsole.log(JSON.stringify({ twice: large.twice(21), base: path.basename(large.file), utf8: require('./large-utf8.js').text, esm, main: require.main === module, argv: process.argv.slice(1) }));${extra}\n`,
  );

function run() {
  const script = `import(${JSON.stringify(pathToFileURL(path.join(REPO, 'scripts/compile-cache.js')).href)}).then((m) => m.runWithCodeCache(${JSON.stringify(main)}, ${JSON.stringify(cacheDir)}))`;
  // `node -e` has no script in argv: the arguments follow the executable.
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, 'a', 'b'], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  return JSON.parse(child.stdout) as unknown;
}
// An ES module is Node's to load: Node 20.19 and later require() it, earlier ones refuse.
const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
const ESM = major > 20 || minor >= 19 ? 'an ES module' : 'ERR_REQUIRE_ESM';
const RAN = { twice: 42, base: 'large.js', utf8: 'é ✓ 😀', esm: ESM, main: true, argv: ['a', 'b'] };
const caches = () => fs.readdirSync(cacheDir).sort();
const CACHE_NAME = /^(main-0123456789abcdef\.cjs|large\.js|large-utf8\.js)-\d+-\d+-v[\d.]+-\d+\.v8$/;

it('runs the script and what it requires as Node would, and leaves a cache for each', () => {
  writeMain();
  expect(run()).toEqual(RAN);
  expect(caches()).toHaveLength(3);
  for (const file of caches()) expect(file).toMatch(CACHE_NAME);
});

it('runs as well with the cache it left, and with a cache V8 refuses, which it replaces', () => {
  expect(run()).toEqual(RAN);
  const [large] = caches().filter((f) => f.startsWith('large.js-'));
  if (large === undefined) throw new Error('no cache of large.js');
  fs.writeFileSync(path.join(cacheDir, large), 'not a code cache');
  expect(run()).toEqual(RAN);
  const replaced = caches().filter((f) => f.startsWith('large.js-'));
  expect(replaced).toHaveLength(1);
  expect(fs.readFileSync(path.join(cacheDir, replaced[0] ?? ''), 'utf8')).not.toBe('not a code cache');
});

it('drops the cache of a changed file for the new one', () => {
  const before = caches().filter((f) => f.startsWith('main-'));
  writeMain('\nconsole.error = console.error;');
  run();
  const after = caches().filter((f) => f.startsWith('main-'));
  expect(after).toHaveLength(1);
  expect(after).not.toEqual(before);
});
