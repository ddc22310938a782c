/**
 * The docs target: `generated/docs/index.html`, the reference built by Redocly (`build-docs`) from the
 * bundled spec plus what a reader needs beyond it — the error-code table in the introduction and a curl
 * and a TypeScript sample on every operation (`x-codeSamples`). The renderer is inlined
 * (`--inlineBundle`), so the page loads nothing from another host. `docs/code-samples.json` holds the
 * samples for the test that compiles them against the generated client.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IrDocument } from '../../ir/types.js';
import type { EmitContext, EmittedFile } from '../types.js';
import { codeSamples } from './code-samples.js';
import { errorTable } from './error-table.js';

export function emit(ir: IrDocument, ctx: EmitContext): EmittedFile[] {
  const samples = codeSamples(ir, ctx.diagnostics);
  const document = structuredClone(ir.bundle) as { info?: { description?: string }; paths?: Record<string, Record<string, Record<string, unknown>>> };
  const table = errorTable(ir.componentExtensions['x-error-codes']);
  if (document.info !== undefined && table !== '') document.info.description = `${document.info.description ?? ''}\n\n${table}\n`;
  for (const op of ir.operations) {
    const target = document.paths?.[op.path]?.[op.method];
    if (target !== undefined) target['x-codeSamples'] = samples.get(op.operationId) ?? [];
  }
  const html = buildDocs(document, ir.info.title, ctx.repoRoot);
  const json = Object.fromEntries(ir.operations.map((op) => [op.operationId, samples.get(op.operationId) ?? []]));
  return [
    { path: 'docs/index.html', contents: html },
    { path: 'docs/code-samples.json', contents: `${JSON.stringify(json, null, 2)}\n` },
  ];
}

/**
 * The inlined renderer still draws its "API docs by Redocly" logo from Redocly's CDN. The page must load
 * nothing from another host (issue 8), so the logo becomes an inline SVG that says the same thing.
 */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="72" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#888">Redocly</text></svg>')}`;

function offline(html: string): string {
  return html.replace(/https:\/\/cdn\.redoc\.ly\/[^`'"\s)]+\.svg/g, LOGO);
}

/** Redocly's build-docs is a CLI; it runs here on a temporary copy and its page is read back. */
function buildDocs(document: object, title: string, repoRoot: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-api-docs-'));
  try {
    const input = path.join(dir, 'openapi.json');
    const output = path.join(dir, 'index.html');
    fs.writeFileSync(input, JSON.stringify(document));
    // Which sample languages the renderer offers, in this order (its default list has no TypeScript).
    const config = path.join(dir, 'redocly.yaml');
    fs.writeFileSync(config, ['openapi:', '  hideDownloadButtons: true', '  codeSamples:', '    languages:', '      - lang: curl', '      - lang: TypeScript', ''].join('\n'));
    const cli = path.join(repoRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const result = spawnSync(process.execPath, [cli, 'build-docs', input, '--inlineBundle', '--title', title, '-o', output,
      '--config', config, '--lint-config', 'off'], { cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    if (result.status !== 0) throw new Error(`redocly build-docs failed:\n${result.stderr || result.stdout}`);
    return offline(fs.readFileSync(output, 'utf8')).replace(/\r\n?/g, '\n').replace(/\n*$/, '\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
