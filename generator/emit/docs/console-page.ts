/**
 * `docs/console.html`: the console's page (templates/docs/console.html.hbs) with its script and its data
 * inline, so it loads nothing (docs/decisions/0024-offline-docs.md, 0037-docs-console.md). The script is the
 * hand-written browser code in generator/runtime/docs/, bundled by esbuild into one readable, unminified
 * IIFE (the same sources give the same bytes); the data is the console view as JSON that cannot end the
 * script element early.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { ConsoleData } from '../../runtime/docs/console-data.js';

export async function consolePage(data: ConsoleData, render: (template: string, view: object) => string, repoRoot: string): Promise<string> {
  const script = await consoleScript(repoRoot);
  return render('docs/console.html', {
    title: escapeHtml(data.title),
    referenceUrl: escapeHtml(data.referenceUrl),
    keyVariable: escapeHtml(data.keyVariable),
    data: scriptSafeJson(data),
    script,
  });
}

async function consoleScript(repoRoot: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'generator', 'runtime', 'docs', 'console-main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // The script sits inside <script>…</script>: a literal "</script" in it would end the element.
  if (/<\/script/i.test(code)) throw new Error('the console script contains "</script", which would end its element in the page');
  return code.trimEnd();
}

/** JSON inside `<script type="application/json">`, one value a line (readable diffs): `<`, `>` and `&` as \u escapes, so no tag can close it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
