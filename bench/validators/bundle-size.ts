/**
 * What a bundle of a program that imports validators from @tunnel-api/validators weighs: esbuild
 * (the one tsx brings), minified, ESM for Node, sizes of the output and of its gzip. The baseline,
 * measured in the same run, is a program that uses the whole package; the alternative for one body is
 * ajv itself, compiling that body's schema at run time.
 *
 *   node --import tsx bench/validators/bundle-size.ts [--write]
 *
 * --write replaces the "Validators: bundle size" section of bench/RESULTS.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../generator/index.js';

interface Entry {
  readonly label: string;
  readonly code: string;
}

const ENTRIES: readonly Entry[] = [
  {
    label: 'the whole package (`import * as validators`)',
    code: "import * as validators from '@tunnel-api/validators';\nconsole.log(Object.keys(validators).length);\n",
  },
  {
    label: 'one request body (`isCreateTunnelGroupBackendBody`)',
    code: "import { isCreateTunnelGroupBackendBody } from '@tunnel-api/validators';\nconsole.log(isCreateTunnelGroupBackendBody({}));\n",
  },
  {
    label: 'one request body with its problems (`checkCreateHttpsEdgeRouteBody`)',
    code: "import { checkCreateHttpsEdgeRouteBody } from '@tunnel-api/validators';\nconsole.log(checkCreateHttpsEdgeRouteBody({}));\n",
  },
  {
    label: 'one list response (`isListTunnelGroupBackendsResponse200`)',
    code: "import { isListTunnelGroupBackendsResponse200 } from '@tunnel-api/validators';\nconsole.log(isListTunnelGroupBackendsResponse200({}));\n",
  },
  {
    label: 'one query (`isListTunnelGroupBackendsQuery`)',
    code: "import { isListTunnelGroupBackendsQuery } from '@tunnel-api/validators';\nconsole.log(isListTunnelGroupBackendsQuery({}));\n",
  },
  {
    label: 'ajv compiling that one body at run time (ajv 2020 + ajv-formats)',
    code: [
      "import Ajv2020 from 'ajv/dist/2020.js';",
      "import addFormats from 'ajv-formats';",
      `const schema = ${JSON.stringify(bodySchema())};`,
      'const ajv = new Ajv2020({ allErrors: true, strict: false });',
      'addFormats(ajv);',
      'console.log(ajv.compile(schema)({}));',
      '',
    ].join('\n'),
  },
];

/** The request body schema of createTunnelGroupBackend, with its refs inlined from the bundled spec. */
function bodySchema(): object {
  const spec = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; requestBody?: { content: Record<string, { schema: object }> } }>>;
    components: { schemas: Record<string, object> };
  };
  const operation = Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === 'createTunnelGroupBackend');
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const ref = (value as { $ref?: string }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return inline(spec.components.schemas[ref.slice('#/components/schemas/'.length)]);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.startsWith('x-'))
        .map(([k, v]) => [k, inline(v)]),
    );
  };
  return inline(operation?.requestBody?.content['application/json']?.schema) as object;
}

async function measure(entry: Entry, dir: string, index: number): Promise<{ bytes: number; gzip: number }> {
  const file = path.join(dir, `entry-${index}.mjs`);
  fs.writeFileSync(file, entry.code);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    nodePaths: [path.join(REPO_ROOT, 'node_modules')],
  });
  const output = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { bytes: output.length, gzip: gzipSync(output).length };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-bundle-'));
const rows: Array<{ label: string; bytes: number; gzip: number }> = [];
try {
  for (const [index, entry] of ENTRIES.entries()) rows.push({ label: entry.label, ...(await measure(entry, dir, index)) });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const baseline = rows[0]!;
const kB = (n: number) => (n / 1000).toFixed(1);
const section = [
  '## Validators: bundle size',
  '',
  'Rerun: `node --import tsx bench/validators/bundle-size.ts --write` (from the repository root).',
  `Last run: esbuild (minified, ESM, platform node), node ${process.version}. One module per compiled function and pure declarations in the index, so a bundle keeps what it imports (the goal: one body validator ≤ 20 kB). Before this layout (two modules of compiled code and an index of object literals) one body validator bundled all of them: 694 kB minified, 61 kB gzip. While each module repeated the functions it called, the whole package weighed 1,117.7 kB minified (99.4 kB gzip) on this spec; a module now imports them, so each is in the package once (single imports unchanged: 11.8, 12.6, 26.9 and 10.0 kB before).`,
  '',
  '| program imports | minified | gzip | vs the whole package |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.label} | ${kB(r.bytes)} kB | ${kB(r.gzip)} kB | ${(r.bytes / baseline.bytes).toFixed(3)}× |`),
  '',
].join('\n');
console.log(section);

if (process.argv.includes('--write')) {
  const file = path.join(REPO_ROOT, 'bench/RESULTS.md');
  const existing = fs.readFileSync(file, 'utf8');
  const pattern = /^## Validators: bundle size\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  const next = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : existing.replace(/^## Server\n/m, `${section}\n## Server\n`);
  fs.writeFileSync(file, next.replace(/\n{3,}/g, '\n\n').replace(/\n*$/, '\n'));
  console.error(`updated ${path.relative(REPO_ROOT, file)}`);
}
