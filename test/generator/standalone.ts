/**
 * Compiles generated packages the way a user outside this repository would: in a fresh folder under the
 * system temp directory (no `tunnel` in its path), each document's packages side by side, the server
 * finding its validators by the package name the generator gave them (a `node_modules/<name>` link per
 * document), and the third-party packages they depend on linked from this repository's node_modules.
 * One tsc program for every document, so several large outputs cost one compiler start.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmittedFile } from '../../generator/emit/types.js';
import { REPO_ROOT } from '../../generator/index.js';
import { STRICT_COMPILER_OPTIONS } from './support.js';

/** What the generated packages import besides each other. */
const THIRD_PARTY = ['openapi-fetch', 'eventsource-parser', 'fastify', 'ajv', 'ajv-formats', '@types/node'];

export interface StandaloneOutput {
  /** A folder name for the document (letters, digits, `-`). */
  readonly name: string;
  readonly files: readonly EmittedFile[];
}

export function writeStandalone(outputs: readonly StandaloneOutput[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
  for (const dependency of THIRD_PARTY) link(path.join(REPO_ROOT, 'node_modules', dependency), path.join(root, 'node_modules', dependency));
  for (const output of outputs) {
    const dir = path.join(root, output.name);
    for (const file of output.files) {
      if (file.path.startsWith('docs/') || !file.path.includes('/')) continue;
      const target = path.join(dir, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.contents);
    }
    for (const kind of ['client', 'validators', 'server']) {
      const manifest = path.join(dir, kind, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string };
      link(path.join(dir, kind), path.join(dir, 'node_modules', ...name.split('/')));
    }
  }
  return root;
}

function link(target: string, at: string): void {
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(at), target), at, 'dir');
}

/** tsc over every package's TypeScript sources under the strict options; `output` is tsc's. */
export function compileStandalone(root: string): { status: number | null; output: string } {
  const include = ['*/client/src/**/*.ts', '*/server/src/**/*.ts', '*/validators/*.d.ts'];
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: STRICT_COMPILER_OPTIONS, include }, null, 2));
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.json')], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Files that mention this repository's product: the word at all, unless the document itself uses it
 * (OpenAI's has `tunnel.created` events); then this repository's identifiers (scope, error classes,
 * plugin function, resource names of our spec).
 */
export function productMentions(files: readonly EmittedFile[], documentText = ''): string[] {
  const product = /tunnel/i.test(documentText)
    ? /tunnel-api|tunnelapi|@tunnel\b|\bTunnel(?:Api|Network|Timeout|Pagination)?Error\b|registerTunnel|tunnel_?group_?backend/i
    : /tunnel/i;
  return files.filter((f) => !f.path.startsWith('docs/') && !f.path.startsWith('openapi.') && product.test(f.contents)).map((f) => f.path);
}
