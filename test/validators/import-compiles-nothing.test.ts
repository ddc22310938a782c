/**
 * Importing the package compiles nothing: no `new Function` (how ajv turns a schema into code), and
 * of ajv only its small runtime helpers are loaded — never its compiler. Checked in a fresh Node
 * process, which then compiles one schema with ajv to show the probe does see a compilation.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';

const probe = `
let compiled = 0;
globalThis.Function = new Proxy(globalThis.Function, {
  construct(target, args) { compiled++; return Reflect.construct(target, args); },
  apply(target, self, args) { compiled++; return Reflect.apply(target, self, args); },
});
const { createRequire } = await import('node:module');
const require = createRequire(process.cwd() + '/package.json');
const validators = await import('@tunnel-api/validators');
const valid = validators.isTunnelGroupBackendList({ backends: [], uri: 'https://api.test/backends/tunnel_group', next_page_uri: null });
const problems = validators.checkCreateTunnelGroupBackendBody({ extra: 1 }).length;
const loaded = Object.keys(require.cache).filter((file) => /node_modules\\/ajv(-formats)?\\//.test(file)).map((file) => file.replace(/^.*node_modules\\//, ''));
const afterImport = compiled;
const { default: Ajv } = await import('ajv/dist/2020.js');
new Ajv.default().compile({ type: 'string' });
console.log(JSON.stringify({ afterImport, afterAjvCompile: compiled, valid, problems, loaded: loaded.sort() }));
`;

describe('@tunnel-api/validators at import', () => {
  it("compiles nothing and loads only ajv's runtime helpers", () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: REPO_ROOT, encoding: 'utf8' });
    const result = JSON.parse(output) as { afterImport: number; afterAjvCompile: number; valid: boolean; problems: number; loaded: string[] };
    expect(result.valid).toBe(true);
    expect(result.problems).toBe(1);
    expect(result.afterImport).toBe(0);
    expect(result.afterAjvCompile).toBeGreaterThan(0); // the probe notices a real compilation
    for (const file of result.loaded) expect(file).toMatch(/^ajv\/dist\/runtime\/|^ajv-formats\/dist\/formats\.js$/);
    expect(result.loaded.length).toBeGreaterThan(0);
  });
});
