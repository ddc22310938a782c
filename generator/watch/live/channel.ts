/**
 * The live channel of `npm run dev` (docs/decisions/0030-designer-loop.md): a small HTTP server of the dev
 * process itself, on its own loopback port, so it lives on while the reference server restarts after a save.
 * The docs page the server serves in dev loads `live.js` from here (server/docs/dev-reload.ts), which listens
 * to `/events` (server-sent events; EventSource reconnects by itself) and
 *
 * - on `document`, renders `/document.json` — the page's document built from the run's IR, before the other
 *   targets emit and long before Redocly's `build-docs` has rebuilt the page — in place with Redoc's own
 *   renderer (`/renderer.js`, the standalone bundle `build-docs` inlines, served from node_modules: nothing
 *   from a CDN);
 * - on `problems`, shows the run's lint and generation problems with file:line over the last good docs;
 * - on `reload`, reloads the page (its template changed: a new document alone would not show it).
 *
 * A page opened after the run's document changed but before the page was rebuilt renders the document at
 * once (`state`, sent on every connection, says which revision the page on disk holds and since when).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { offline } from '../../emit/docs/offline.js';
import type { Cycle } from '../index.js';
import { problemsOf, type LiveProblem } from './problems.js';
import { rendererOptions } from './renderer-options.js';

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

interface Shown {
  readonly revision: number;
  readonly json: string;
}

export async function startLiveChannel(options: LiveChannelOptions): Promise<LiveChannel> {
  const rendererFile = path.join(options.repoRoot, RENDERER);
  if (!fs.existsSync(rendererFile)) {
    throw new Error(`live docs: Redoc's standalone renderer is not at ${RENDERER} (did @redocly/cli move it?); generator/watch/live/channel.ts names it`);
  }
  // Both built once per dev process; the renderer gets the same offline treatment as the built page.
  const renderer = offline(fs.readFileSync(rendererFile, 'utf8'));
  const pageScript = await buildPageScript();

  /** Tells this process's revisions from an earlier one's after a page reconnects to a restarted dev. */
  const boot = randomBytes(4).toString('hex');
  let revision = 0;
  let current: Shown | undefined;
  let good: Shown | undefined;
  let changedThisRun = false;
  /** The revision the page on disk holds, and when it was written (a page loaded before that holds an older one). */
  let html: { revision: number; writtenAt: number } | undefined;
  let problems: LiveProblem[] = [];
  const clients = new Set<http.ServerResponse>();

  const send = (response: http.ServerResponse, event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => { for (const client of clients) send(client, event, data); };
  const show = (json: string) => {
    current = { revision: ++revision, json };
    changedThisRun = true;
    broadcast('document', { boot, revision });
  };
  const state = () => ({ boot, revision: current?.revision ?? 0, html: html ?? null, problems });

  const server = http.createServer((request, response) => {
    const origin = request.headers.origin;
    // Only pages on this machine may read the work in progress (the docs page is on another loopback port).
    if (origin !== undefined && isLoopbackOrigin(origin)) response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET') return answer(response, 405, 'text/plain', 'only GET\n');
    switch (pathname) {
      case '/events': {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        clients.add(response);
        send(response, 'state', state());
        request.on('close', () => clients.delete(response));
        return;
      }
      case '/document.json': {
        if (current === undefined) return answer(response, 404, 'application/json', '{"message":"no document yet: the first run has not built one"}\n');
        const rendering = JSON.stringify(rendererOptions(readOrEmpty(options.docsHtmlPath)));
        return answer(response, 200, 'application/json', `{"boot":${JSON.stringify(boot)},"revision":${current.revision},"options":${rendering},"definition":${current.json}}`);
      }
      case '/renderer.js':
        return answer(response, 200, 'text/javascript; charset=utf-8', renderer, 'max-age=86400');
      case '/live.js':
        return answer(response, 200, 'text/javascript; charset=utf-8', pageScript);
      default:
        return answer(response, 404, 'text/plain', 'not found\n');
    }
  });
  // Comments keep idle streams open through anything that times them out.
  const keepAlive = setInterval(() => { for (const client of clients) client.write(': keep-alive\n\n'); }, 15_000);
  keepAlive.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    showDocument(document) {
      const json = JSON.stringify(document);
      if (json !== current?.json) show(json);
    },
    cycleDone(cycle) {
      const next = problemsOf(cycle);
      if (JSON.stringify(next) !== JSON.stringify(problems)) {
        problems = next;
        broadcast('problems', { problems });
      }
      if (!cycle.ok) {
        // The document shown came from a run that wrote nothing: back to the last good one (or the page on disk).
        if (current !== good && good !== undefined) show(good.json);
        else if (current !== good) {
          current = undefined;
          broadcast('reload', { boot, revision: 0 });
        }
        good = current;
      } else {
        good = current;
        if (cycle.targets.includes('docs') && current !== undefined) {
          html = { revision: current.revision, writtenAt: mtime(options.docsHtmlPath) };
          // The page's template changed: rendering a document again would not show it.
          const templateChanged = cycle.changed.some((file) => file.startsWith('templates/'));
          if (cycle.written.includes('docs/index.html') && (templateChanged || !changedThisRun)) broadcast('reload', { boot, revision: current.revision });
        }
      }
      changedThisRun = false;
    },
    async close() {
      clearInterval(keepAlive);
      for (const client of clients) client.end();
      clients.clear();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `http://127.0.0.1:…`, `http://localhost:…`, `http://[::1]:…`. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname));
  } catch {
    return false;
  }
}

function answer(response: http.ServerResponse, status: number, type: string, body: string, cache = 'no-store'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': cache });
  response.end(body);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The page's side (page.ts), bundled for the browser once per dev process. */
async function buildPageScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'page.ts')],
    bundle: true, format: 'iife', target: 'es2020', write: false, logLevel: 'silent', charset: 'utf8',
  });
  return result.outputFiles[0]!.text;
}
