/**
 * One generator run per process: `node --import tsx bench/generate/tools.ts <tool> <spec> <out>`.
 * Each tool generates TypeScript types plus (where it has one) a client SDK, into <out>.
 */
import fs from 'node:fs';
import path from 'node:path';

type Tool = (spec: string, out: string) => Promise<void>;

const tools: Record<string, Tool> = {
  /** Ours, every target (bundle, client, validators, server stubs, docs), cold: no code cached from earlier runs. */
  'ours-all': async (spec, out) => {
    process.env['TUNNEL_API_GENERATOR_CACHE'] = 'off';
    const { generate } = await import('../../generator/index.js');
    const result = await generate({ specPath: spec, outDir: out });
    if (result.outputs === undefined) throw new Error('generation failed');
  },
  /**
   * Ours, every target, with the validators' compiled code from an earlier run of the same document
   * (generator/cache/code-cache.ts; run.ts warms it first): what `npm run generate` does after a change
   * elsewhere (a template, the client generator, another document's run).
   */
  'ours-all-cached': async (spec, out) => {
    const { generate } = await import('../../generator/index.js');
    const result = await generate({ specPath: spec, outDir: out });
    if (result.outputs === undefined) throw new Error('generation failed');
  },
  /** Ours, the client target only: comparable with the client generators below. */
  'ours-client': async (spec, out) => {
    const { generate } = await import('../../generator/index.js');
    const result = await generate({ specPath: spec, outDir: out, targets: ['client'] });
    if (result.outputs === undefined) throw new Error('generation failed');
  },
  /** openapi-typescript alone (types only, no SDK): the floor our client target builds on. */
  'openapi-typescript': async (spec, out) => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const nodes = await openapiTS(new URL(`file://${path.resolve(spec)}`), { silent: true });
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'schema.ts'), astToString(nodes));
  },
  /** @hey-api/openapi-ts: types + fetch SDK. */
  'hey-api': async (spec, out) => {
    const { createClient } = await import('@hey-api/openapi-ts');
    await createClient({
      input: path.resolve(spec),
      output: { path: out },
      plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
      logs: { level: 'silent' },
    });
  },
  /** orval: types + fetch client. */
  orval: async (spec, out) => {
    const { generate } = await import('orval');
    await generate({ input: { target: path.resolve(spec) }, output: { target: path.join(out, 'client.ts'), client: 'fetch', mode: 'single' } });
  },
};

const [name = '', spec = '', out = ''] = process.argv.slice(2);
const tool = tools[name];
if (tool === undefined) {
  console.error(`unknown tool ${name}; known: ${Object.keys(tools).join(', ')}`);
  process.exit(2);
}
await tool(spec, out);
