/**
 * The live channel's HTTP server and what it remembers (channel.ts runs it on a thread of its own): the current
 * document and the last good one, which revision the page on disk holds, the run's problems, and the pages
 * listening to `/events`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { offline } from '../../emit/docs/offline.js';
import type { LiveProblem } from './problems.js';
import { rendererOptions } from './renderer-options.js';

export interface ChannelServerOptions {
  /** The standalone renderer's file (served with the built page's offline fix). */
  readonly rendererFile: string;
  /** The page `build-docs` writes; its renderer options are the ones pages render with. */
  readonly docsHtmlPath: string;
  /** The page's side (page.ts), bundled. */
  readonly pageScript: string;
}

/** What the dev process tells the channel. */
export type ChannelMessage =
  /** A run built the page's document from its IR (JSON text). */
  | { readonly kind: 'document'; readonly json: string }
  /** A run ended. */
  | {
      readonly kind: 'cycle';
      readonly ok: boolean;
      readonly problems: readonly LiveProblem[];
      /** The run included the docs target: the page on disk holds the current document. */
      readonly docs: boolean;
      /** It wrote generated/docs/index.html. */
      readonly pageWritten: boolean;
      /** A template changed: rendering a document again would not show it. */
      readonly templateChanged: boolean;
    };

export interface ChannelServer {
  readonly url: string;
  handle(message: ChannelMessage): void;
  close(): Promise<void>;
}

interface Shown {
  readonly revision: number;
  readonly json: string;
}

export async function serveChannel(options: ChannelServerOptions): Promise<ChannelServer> {
  const renderer = offline(fs.readFileSync(options.rendererFile, 'utf8'));
  /** Tells this process's revisions from an earlier one's after a page reconnects to a restarted dev. */
  const boot = randomBytes(4).toString('hex');
  let revision = 0;
  let current: Shown | undefined;
  let good: Shown | undefined;
  let changedThisRun = false;
  /** The revision the page on disk holds, and when it was written (a page loaded before that holds an older one). */
  let html: { revision: number; writtenAt: number } | undefined;
  let rendering = JSON.stringify(rendererOptions(readOrEmpty(options.docsHtmlPath)));
  let problems: readonly LiveProblem[] = [];
  const clients = new Set<http.ServerResponse>();

  const send = (response: http.ServerResponse, event: string, data: string) => response.write(`event: ${event}\ndata: ${data}\n\n`);
  const broadcast = (event: string, data: string) => {
    for (const client of clients) send(client, event, data);
  };
  /** The document itself travels in the event: a page renders it without asking for anything. */
  const documentJson = (shown: Shown) => `{"boot":${JSON.stringify(boot)},"revision":${shown.revision},"options":${rendering},"definition":${shown.json}}`;
  const show = (json: string) => {
    current = { revision: ++revision, json };
    changedThisRun = true;
    broadcast('document', documentJson(current));
  };
  const state = () => JSON.stringify({ boot, revision: current?.revision ?? 0, html: html ?? null, problems });

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
      case '/document.json':
        if (current === undefined) return answer(response, 404, 'application/json', '{"message":"no document yet: the first run has not built one"}\n');
        return answer(response, 200, 'application/json', documentJson(current));
      case '/renderer.js':
        return answer(response, 200, 'text/javascript; charset=utf-8', renderer, 'max-age=86400');
      case '/live.js':
        return answer(response, 200, 'text/javascript; charset=utf-8', options.pageScript);
      default:
        return answer(response, 404, 'text/plain', 'not found\n');
    }
  });
  // Comments keep idle streams open through anything that times them out.
  const keepAlive = setInterval(() => {
    for (const client of clients) client.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const cycleDone = (cycle: Extract<ChannelMessage, { kind: 'cycle' }>) => {
    if (JSON.stringify(cycle.problems) !== JSON.stringify(problems)) {
      problems = cycle.problems;
      broadcast('problems', JSON.stringify({ problems }));
    }
    if (!cycle.ok) {
      // The document shown came from a run that wrote nothing: back to the last good one (or the page on disk).
      if (current !== good && good !== undefined) show(good.json);
      else if (current !== good) {
        current = undefined;
        broadcast('reload', JSON.stringify({ boot, revision: 0 }));
      }
      good = current;
    } else {
      good = current;
      if (cycle.docs && current !== undefined) {
        html = { revision: current.revision, writtenAt: mtime(options.docsHtmlPath) };
        if (cycle.pageWritten) rendering = JSON.stringify(rendererOptions(readOrEmpty(options.docsHtmlPath)));
        if (cycle.pageWritten && (cycle.templateChanged || !changedThisRun)) broadcast('reload', JSON.stringify({ boot, revision: current.revision }));
      }
    }
    changedThisRun = false;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    handle(message) {
      if (message.kind === 'document') {
        if (message.json !== current?.json) show(message.json);
      } else {
        cycleDone(message);
      }
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
