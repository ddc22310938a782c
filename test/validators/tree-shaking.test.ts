// Importing one validator bundles one validator: esbuild (minified, as bench/validators/bundle-size.ts
// measures) keeps only the compiled module the guard needs, not the package's other validators.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';

async function bundle(code: string): Promise<{ bytes: number; inputs: string[] }> {
  const result = await build({
    stdin: { contents: code, resolveDir: REPO_ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // The modules that contributed code to the output (esbuild parses more than it keeps).
  const kept = Object.values(result.metafile.outputs).flatMap((o) =>
    Object.entries(o.inputs)
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([p]) => p),
  );
  return { bytes: result.outputFiles[0]?.contents.length ?? 0, inputs: kept.map((p) => path.relative(REPO_ROOT, path.resolve(REPO_ROOT, p))) };
}

describe('@tunnel-api/validators is tree-shakeable', () => {
  it('one request body guard bundles its own compiled module only, under 20 kB minified', async () => {
    const { bytes, inputs } = await bundle(
      "import { isCreateTunnelGroupBackendBody } from '@tunnel-api/validators';\nconsole.log(isCreateTunnelGroupBackendBody({}));\n",
    );
    expect(inputs.filter((p) => p.includes('/compiled/'))).toEqual(['generated/validators/compiled/bodies/TunnelGroupBackendCreate.gen.js']);
    expect(bytes).toBeLessThan(20_000);
  });

  it('the schemas and operations objects still reach every compiled module (left out only when unused)', async () => {
    const { inputs } = await bundle("import { operations, schemas } from '@tunnel-api/validators';\nconsole.log(operations, schemas);\n");
    const onDisk = ['bodies', 'parameters'].flatMap((mode) =>
      fs
        .readdirSync(path.join(REPO_ROOT, 'generated/validators/compiled', mode), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js'))
        .map((f) => `generated/validators/compiled/${mode}/${f}`),
    );
    expect(inputs.filter((p) => p.includes('/compiled/')).sort()).toEqual(onDisk.sort());
  });
});
