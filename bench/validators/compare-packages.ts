/**
 * Two builds of the validators package side by side in one process, interleaved round by round (these machines
 * are shared: only ratios within one run compare): the package of another tree (`--before DIR`, its
 * generated/validators) against this tree's, on the payloads of run.ts — the OAuth module body, its invalid twin's
 * problem list, and a list of 100 backends.
 *
 *   node --import tsx bench/validators/compare-packages.ts --before /tmp/base/generated/validators [--rounds 25]
 *
 * The other tree's package must resolve ajv and ajv-formats (a tree with its own node_modules, or a copy placed
 * beside one).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { consumed, median, opsPerSecond } from './measure.js';
import { backendList, oauthBody, oauthBodyInvalid, REPO_ROOT } from './payloads.js';

const { values } = parseArgs({ options: { before: { type: 'string' }, rounds: { type: 'string', default: '25' }, ms: { type: 'string', default: '100' } } });
if (values.before === undefined) throw new Error('--before DIR (another build of the validators package) is required');
const rounds = Number(values.rounds);
const roundMs = Number(values.ms);

type Package = Record<string, (value: unknown) => unknown>;
const load = async (dir: string) => (await import(pathToFileURL(path.resolve(dir, 'index.gen.js')).href)) as Package;
const before = await load(values.before);
const after = await load(path.join(REPO_ROOT, 'generated/validators'));

const cases: ReadonlyArray<readonly [string, string, unknown]> = [
  ['OAuth module PUT body, valid (isOAuthModuleReplace)', 'isOAuthModuleReplace', oauthBody],
  ['the same body invalid, its problems (checkOAuthModuleReplace)', 'checkOAuthModuleReplace', oauthBodyInvalid],
  ['list of 100 tunnel-group backends (isTunnelGroupBackendList)', 'isTunnelGroupBackendList', backendList],
];

console.log(`| payload | this tree / before, median of ${rounds} rounds | lowest | highest |`);
console.log('| --- | ---: | ---: | ---: |');
for (const [name, exportName, value] of cases) {
  const [a, b] = [before[exportName], after[exportName]];
  if (a === undefined || b === undefined) throw new Error(`${exportName} is missing from a package`);
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const x = opsPerSecond(() => Boolean(a(value)), roundMs);
    const y = opsPerSecond(() => Boolean(b(value)), roundMs);
    ratios.push(y / x);
  }
  console.log(`| ${name} | ${median(ratios).toFixed(2)}× | ${Math.min(...ratios).toFixed(2)}× | ${Math.max(...ratios).toFixed(2)}× |`);
}
console.log(`\n(checks consumed: ${consumed()})`);
