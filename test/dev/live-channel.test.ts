// The live channel of `npm run dev` (generator/watch/live/channel.ts, on its own thread) over real HTTP: what a
// page hears on connecting and after each run (server-sent events, the document in the event), the document and
// renderer it fetches, and who may read them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cycle } from '../../generator/watch/index.js';
import { type LiveChannel, startLiveChannel } from '../../generator/watch/live/channel.js';
import { isLoopbackOrigin } from '../../generator/watch/live/channel-server.js';

const root = path.join(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-channel-'));
const htmlPath = path.join(dir, 'index.html');
let channel: LiveChannel;

const cycle = (over: Partial<Cycle>): Cycle => ({
  changed: ['spec/paths/reserved_addrs.yaml'],
  ok: true,
  lint: [],
  diagnostics: [],
  written: ['docs/index.html'],
  targets: ['bundle', 'docs'],
  ms: 1,
  ...over,
});

interface Heard {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** A page's connection to /events: what it heard so far, and a way to wait for the next event. */
async function listen(): Promise<{ heard: Heard[]; next: (event: string) => Promise<Heard>; close: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${channel.url}/events`, { signal: controller.signal, headers: { origin: 'http://127.0.0.1:4010' } });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4010');
  const heard: Heard[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event !== undefined && data !== undefined) heard.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  void pump;
  let seen = 0;
  const next = async (event: string): Promise<Heard> => {
    for (let i = 0; i < 500; i++) {
      const found = heard.slice(seen).findIndex((h) => h.event === event);
      if (found !== -1) {
        seen += found + 1;
        return heard[seen - 1]!;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${event} event; heard ${JSON.stringify(heard)}`);
  };
  return { heard, next, close: () => controller.abort() };
}

beforeAll(async () => {
  fs.writeFileSync(htmlPath, '<script type="module">\n      const __redoc_options = {"hideDownloadButtons":true,"skipBundle":true};\n</script>\n');
  channel = await startLiveChannel({ repoRoot: root, docsHtmlPath: htmlPath });
});

afterAll(async () => {
  await channel.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the live channel', () => {
  it('listens on a loopback port of its own', () => {
    expect(channel.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the page script and the renderer build-docs inlines, with nothing from a CDN', async () => {
    const script = await fetch(`${channel.url}/live.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('EventSource');
    const renderer = await (await fetch(`${channel.url}/renderer.js`)).text();
    expect(renderer).toContain('export{RedocStandalone,hydrate,init}');
    expect(renderer).not.toContain('cdn.redoc.ly');
  });

  it('has no document before the first run built one', async () => {
    const response = await fetch(`${channel.url}/document.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no document yet: the first run has not built one' });
  });

  it('tells a page on connecting which revision is current and whether the page on disk holds it; then each new document, once', async () => {
    const page = await listen();
    expect((await page.next('state')).data).toEqual({ boot: expect.stringMatching(/^[0-9a-f]{8}$/), revision: 0, html: null, problems: [] });

    channel.showDocument({ openapi: '3.1.0', info: { title: 'A', version: '1' } });
    const shown = await page.next('document');
    expect(shown.data).toEqual({
      boot: expect.stringMatching(/^[0-9a-f]{8}$/),
      revision: 1,
      options: { hideDownloadButtons: true, skipBundle: true },
      definition: { openapi: '3.1.0', info: { title: 'A', version: '1' } },
    });
    channel.showDocument({ openapi: '3.1.0', info: { title: 'A', version: '1' } }); // the same document again: nothing to render
    channel.cycleDone(cycle({}));

    const document = await (await fetch(`${channel.url}/document.json`)).json();
    expect(document).toEqual({
      boot: shown.data['boot'],
      revision: 1,
      options: { hideDownloadButtons: true, skipBundle: true },
      definition: { openapi: '3.1.0', info: { title: 'A', version: '1' } },
    });

    const later = await listen();
    const state = (await later.next('state')).data;
    expect(state).toEqual({ boot: shown.data['boot'], revision: 1, html: { revision: 1, writtenAt: fs.statSync(htmlPath).mtimeMs }, problems: [] });
    expect(page.heard.filter((h) => h.event === 'document')).toHaveLength(1);
    expect(page.heard.filter((h) => h.event === 'reload')).toEqual([]);
    page.close();
    later.close();
  });

  it('a failed run: its problems, and the last good document back in place of the one its IR gave', async () => {
    const page = await listen();
    await page.next('state');
    channel.showDocument({ openapi: '3.1.0', info: { title: 'B', version: '1' } });
    expect((await page.next('document')).data['revision']).toBe(2);
    channel.cycleDone(
      cycle({
        ok: false,
        written: [],
        diagnostics: [
          {
            code: 'GEN003',
            severity: 'error',
            message: 'cannot resolve',
            file: 'spec/paths/reserved_addrs.yaml',
            line: 3,
            column: 5,
            pointer: undefined,
            hint: 'fix it',
          },
        ],
      }),
    );
    const problems = await page.next('problems');
    expect(problems.data).toEqual({
      problems: [
        { source: 'generate', severity: 'error', where: 'spec/paths/reserved_addrs.yaml:3:5', code: 'GEN003', message: 'cannot resolve', hint: 'fix it' },
      ],
    });
    const back = await page.next('document');
    expect(back.data['revision']).toBe(3);
    expect(back.data['definition']).toEqual({ openapi: '3.1.0', info: { title: 'A', version: '1' } });
    expect((await (await fetch(`${channel.url}/document.json`)).json()).definition).toEqual({ openapi: '3.1.0', info: { title: 'A', version: '1' } });

    // The fix: no problems left, and the pages hear so.
    channel.showDocument({ openapi: '3.1.0', info: { title: 'C', version: '1' } });
    channel.cycleDone(cycle({}));
    expect((await page.next('problems')).data).toEqual({ problems: [] });
    page.close();
  });

  it('a run that changed the page template only reloads the pages', async () => {
    const page = await listen();
    await page.next('state');
    channel.cycleDone(cycle({ changed: ['templates/docs/page.hbs'], targets: ['docs'] }));
    expect((await page.next('reload')).data['revision']).toBe(4);
    // A run whose page did not change (nothing written) reloads nothing.
    channel.cycleDone(cycle({ changed: ['templates/docs/page.hbs'], targets: ['docs'], written: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.heard.filter((h) => h.event === 'reload')).toHaveLength(1);
    page.close();
  });

  it('lets pages on this machine read it, and no other origin', async () => {
    const from = async (origin: string) => (await fetch(`${channel.url}/document.json`, { headers: { origin } })).headers.get('access-control-allow-origin');
    expect(await from('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(await from('http://localhost:3000')).toBe('http://localhost:3000');
    expect(await from('https://example.com')).toBeNull();
    const post = await fetch(`${channel.url}/document.json`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://127.0.0.1:4010', true],
    ['http://127.1.2.3', true],
    ['http://localhost:3000', true],
    ['http://[::1]:8080', true],
    ['https://localhost', true],
    ['http://example.com', false],
    ['http://127.0.0.1.example.com', false],
    ['http://10.0.0.1', false],
    ['file://', false],
    ['null', false],
  ])('%s → %s', (origin, want) => {
    expect(isLoopbackOrigin(origin)).toBe(want);
  });
});
