/**
 * The live channel of `npm run dev` (docs/decisions/0030-designer-loop.md): a small HTTP server of the dev
 * process itself, on its own loopback port, so it lives on while the reference server restarts after a save,
 * and on a thread of its own (channel-worker.ts, channel-server.ts), so it answers while the dev process
 * generates. The docs page the server serves in dev loads `live.js` from here (server/docs/dev-reload.ts), which
 * listens to `/events` (server-sent events; EventSource reconnects by itself):
 *
 * - `document` carries the page's document built from a run's IR — before the other targets emit and long
 *   before Redocly's `build-docs` has rebuilt the page — which the page renders in place with Redoc's own
 *   renderer (`/renderer.js`, the standalone bundle `build-docs` inlines, served from node_modules: nothing
 *   from a CDN) and the options the built page uses;
 * - `problems` are the run's lint and generation problems, shown with file:line over the last good docs;
 * - `reload` reloads the page (its template changed: a new document alone would not show it).
 *
 * `state`, sent on every connection, says which revision is current and which the page on disk holds and
 * since when: a page opened after a run's document changed but before the page was rebuilt fetches
 * `/document.json` and renders it at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { Cycle } from '../index.js';
import type { ChannelMessage, ChannelServerOptions } from './channel-server.js';
import { problemsOf } from './problems.js';

export interface LiveChannelOptions {
  readonly repoRoot: string;
  /** The page `build-docs` writes (generated/docs/index.html). */
  readonly docsHtmlPath: string;
}

export interface LiveChannel {
  /** `http://127.0.0.1:PORT`: what `DOCS_LIVE_URL` gives the server. */
  readonly url: string;
  /** A run built the page's document (before its targets emit): open pages render it now if it changed. */
  showDocument(document: object): void;
  /** A run ended: its problems go to the pages, and a failed run puts the last good document back. */
  cycleDone(cycle: Cycle): void;
  close(): Promise<void>;
}

/** The standalone renderer `build-docs --inlineBundle` inlines into the page, an ES module exporting `init`. */
const RENDERER = 'node_modules/@redocly/cli/lib/chunks/redoc.standalone.js';

export async function startLiveChannel(options: LiveChannelOptions): Promise<LiveChannel> {
  const rendererFile = path.join(options.repoRoot, RENDERER);
  if (!fs.existsSync(rendererFile)) {
    throw new Error(`live docs: Redoc's standalone renderer is not at ${RENDERER} (did @redocly/cli move it?); generator/watch/live/channel.ts names it`);
  }
  // Both bundled once per dev process: the page's script for the browser, the thread's code for a worker that
  // needs no TypeScript loader.
  const [pageScript, workerCode] = await Promise.all([bundle('page.ts', 'browser'), bundle('channel-worker.ts', 'node')]);
  const workerData: ChannelServerOptions = { rendererFile, docsHtmlPath: options.docsHtmlPath, pageScript };
  const worker = new Worker(workerCode, { eval: true, workerData });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { url: string }) => resolve(message.url));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`live docs: the channel's thread exited (${code}) before it listened`)));
  });
  const post = (message: ChannelMessage) => worker.postMessage(message);

  return {
    url,
    showDocument(document) {
      post({ kind: 'document', json: JSON.stringify(document) });
    },
    cycleDone(cycle) {
      post({
        kind: 'cycle',
        ok: cycle.ok,
        problems: problemsOf(cycle),
        docs: cycle.targets.includes('docs'),
        pageWritten: cycle.written.includes('docs/index.html'),
        templateChanged: cycle.changed.some((file) => file.startsWith('templates/')),
      });
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ kind: 'close' });
      await exited;
    },
  };
}

async function bundle(entry: string, platform: 'browser' | 'node'): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, entry)],
    bundle: true,
    write: false,
    logLevel: 'silent',
    charset: 'utf8',
    platform,
    ...(platform === 'browser' ? { format: 'iife', target: 'es2020' } : { format: 'cjs', target: 'node20' }),
  });
  return result.outputFiles[0]!.text;
}
