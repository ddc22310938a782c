/**
 * The runtimes built once (generator/package/runtime-builds.ts, docs/decisions/0065-runtime-built-once.md): for
 * another project's names, the prebuilt build renamed — its maps' columns moved with the renamed words — is
 * byte for byte what building the renamed copy gives, for every file of every TypeScript runtime; a JavaScript
 * package's runtime, transpiled once and renamed, is what transpiling the renamed copy gives; a copy whose text
 * is not the prebuilt one renamed finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { loadRuntimeSources } from '../../generator/load/runtime-sources.js';
import { projectNames } from '../../generator/naming/project-names.js';
import { buildDist } from '../../generator/package/build-dist.js';
import { prebuildRuntimes, prebuiltFor, prebuiltTranspileFor } from '../../generator/package/runtime-builds.js';
import { RUNTIME_SOURCE_NAMES, runtimeCopy } from '../../generator/package/runtime-copy.js';
import { TARGETS } from '../../generator/targets.js';
import { finishContents } from '../../generator/write/finish.js';

const packages = TARGETS.flatMap((t) => (t.package === undefined ? [] : [t.package]));
const declarations = packages.filter((d) => d.language === 'typescript');
const javascriptPackages = packages.filter((d) => d.language === 'javascript');
const runtime = loadRuntimeSources(
  REPO_ROOT,
  packages.map((d) => d.runtime),
);
const prebuilt = prebuildRuntimes(packages, runtime, REPO_ROOT);

describe.each([
  ['this repository (no rename)', RUNTIME_SOURCE_NAMES],
  ['a shorter name (OpenaiError, @openai/…)', projectNames({ name: 'openai' }, 'OpenAI API')],
  ['a longer name and error prefix', projectNames({ name: 'northwind-traders-api', errorPrefix: 'NorthwindTraders' }, 'Northwind')],
])('%s', (_label, names) => {
  it.each(declarations.map((d) => [d.kind, d] as const))('the %s runtime: each file as built from the renamed copy', (_kind, declaration) => {
    const dir = declaration.kind;
    const files = finishContents(runtimeCopy(declaration.runtime, runtime.get(declaration.runtime) ?? [], 'typescript', dir, names));
    const want = buildDist(files, dir, REPO_ROOT);
    const lookup = prebuiltFor(prebuilt, dir, names);
    const got = files.flatMap((file) => {
      const build = lookup?.(file.path.slice(dir.length + 1), file.contents);
      if (build === undefined) throw new Error(`no prebuilt build for ${file.path}`);
      const folder = file.path.slice(`${dir}/src/`.length).replace(/[^/]+$/, '');
      return build.map((out) => ({ path: `${dir}/dist/${folder}${out.name}`, contents: out.contents }));
    });
    expect(files.length).toBeGreaterThan(5);
    expect(got.sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual(want);
  });

  it.each(javascriptPackages.map((d) => [d.kind, d] as const))(
    'the %s runtime (JavaScript): each file as transpiled from the renamed copy',
    (_kind, declaration) => {
      const dir = declaration.kind;
      const sources = runtime.get(declaration.runtime) ?? [];
      const want = runtimeCopy(declaration.runtime, sources, 'javascript', dir, names);
      const lookup = prebuiltTranspileFor(prebuilt, dir, names);
      let found = 0;
      const got = runtimeCopy(declaration.runtime, sources, 'javascript', dir, names, (file, renamed) => {
        const known = lookup?.(file, renamed);
        if (known === undefined) throw new Error(`no prebuilt transpile for ${file}`);
        found++;
        return known;
      });
      expect(found).toBe(sources.length);
      expect(sources.length).toBeGreaterThan(3);
      expect(got).toEqual(want);
    },
  );
});

it('a copy whose text differs from the prebuilt one (the runtime edited since) finds nothing', () => {
  const [file] = prebuilt.keys();
  const lookup = prebuiltFor(prebuilt, 'client', RUNTIME_SOURCE_NAMES);
  const source = file?.slice('client/'.length) ?? '';
  expect(lookup?.(source, `${prebuilt.get(file ?? '')?.text}// edited\n`)).toBeUndefined();
  expect(lookup?.(source, prebuilt.get(file ?? '')?.text ?? '')).toBeDefined();
});
