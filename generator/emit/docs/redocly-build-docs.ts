/**
 * Runs Redocly's `build-docs` (a CLI, no stable programmatic API) on a temporary copy of the document and
 * reads the page back. `--inlineBundle` embeds the renderer instead of loading it from Redocly's CDN;
 * `-t` uses our page template (templates/docs/page.hbs), which names nothing on another host;
 * `REDOCLY_TELEMETRY=off` keeps the CLI quiet on the network and bakes `disableTelemetry: true` into the
 * page, so the renderer sends nothing either. The CLI runs as a child process the pipeline does not wait on
 * while the other targets emit (docs/decisions/0035-generation-speed.md), with the V8 flags of a generator run
 * (scripts/generator-flags.js: a short run, most of whose code TurboFan need not optimise).
 *
 * The page is a function of the document, the title and description, the template, the renderer's options and the
 * CLI's version, and it costs about 2 s of CPU to render: it is cached by those (generator/cache/code-cache.ts,
 * docs/decisions/0035-generation-speed.md), so a run whose docs did not change (`npm run check`, a generator
 * change, an edit undone in `npm run dev`) reuses the page. `TUNNEL_API_GENERATOR_CACHE=off` renders it anew.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATOR_V8_FLAGS } from '../../../scripts/generator-flags.js';
import { digestFiles, lookupCode, storeCode } from '../../cache/code-cache.js';
import { SAMPLE_LABELS } from './code-samples.js';

export interface BuildDocsInput {
  readonly document: object;
  readonly title: string;
  /** The page's `<meta name="description">`. */
  readonly description: string;
  readonly repoRoot: string;
  /** Where rendered pages are kept; by default under the repository's `node_modules/.cache` (tests: a folder of their own). */
  readonly cacheDir?: string;
}

/**
 * Renderer options: hide the "download" buttons (the server serves /openapi.json itself) and offer our
 * samples' languages in this order (a sample whose label is not listed here is not shown).
 */
const REDOCLY_CONFIG = [
  'openapi:',
  '  hideDownloadButtons: true',
  '  codeSamples:',
  '    languages:',
  ...SAMPLE_LABELS.map((label) => `      - lang: ${label}`),
  '',
].join('\n');

export async function redoclyBuildDocs(input: BuildDocsInput): Promise<string> {
  const cache = {
    dir: input.cacheDir ?? path.join(input.repoRoot, 'node_modules', '.cache', 'tunnel-api', 'generator', 'docs'),
    salt: rendererSalt(input.repoRoot),
  };
  const found = lookupCode(cache, { document: input.document, title: input.title, description: input.description });
  const cached = found.output?.get(PAGE);
  if (cached !== undefined) return cached;
  const page = await renderWithCli(input);
  storeCode(cache, found.key, new Map([[PAGE, page]]));
  return page;
}

const PAGE = 'index.html';

/** What the page depends on besides its inputs: the template, this module (the CLI's arguments), the renderer's options and the CLI's version. */
function rendererSalt(repoRoot: string): string {
  const files = [
    path.join(repoRoot, 'templates', 'docs', 'page.hbs'),
    path.join(repoRoot, 'generator', 'emit', 'docs', 'redocly-build-docs.ts'),
    path.join(repoRoot, 'node_modules', '@redocly', 'cli', 'package.json'),
  ];
  return `${digestFiles(files)}\0${REDOCLY_CONFIG}`;
}

async function renderWithCli(input: BuildDocsInput): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-docs-'));
  try {
    const documentPath = path.join(dir, 'openapi.json');
    const outputPath = path.join(dir, 'index.html');
    const configPath = path.join(dir, 'redocly.yaml');
    fs.writeFileSync(documentPath, JSON.stringify(input.document));
    fs.writeFileSync(configPath, REDOCLY_CONFIG);
    const cli = path.join(input.repoRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const template = path.join(input.repoRoot, 'templates', 'docs', 'page.hbs');
    const result = await run(
      process.execPath,
      [
        ...GENERATOR_V8_FLAGS,
        cli,
        'build-docs',
        documentPath,
        '--inlineBundle',
        '-t',
        template,
        '--title',
        input.title,
        '--templateOptions.description',
        input.description,
        '-o',
        outputPath,
        '--config',
        configPath,
        '--lint-config',
        'off',
      ],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    if (result.status !== 0) throw new Error(`redocly build-docs failed (exit ${result.status}):\n${result.output}`);
    return fs.readFileSync(outputPath, 'utf8').replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A child process's exit status and what it printed (stdout and stderr together). */
function run(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}
