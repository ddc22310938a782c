/**
 * The docs page's side of `npm run dev`'s live channel (channel.ts), bundled for the browser and loaded from the
 * channel's origin by the page the server serves in dev (server/docs/dev-reload.ts). It renders each new document
 * in place with Redoc's standalone renderer (the route, the scroll position and the page stay), shows the run's
 * problems in an overlay over the last good docs, and reloads the page when its template changed.
 */
import type { LiveProblem } from './problems.js';

interface State {
  readonly boot: string;
  readonly revision: number;
  readonly html: { readonly revision: number; readonly writtenAt: number } | null;
  readonly problems: readonly LiveProblem[];
}

interface LiveDocument {
  readonly boot: string;
  readonly revision: number;
  readonly options: object;
  readonly definition: object;
}

interface Renderer {
  init(definition: object, options: object, element: HTMLElement): { unmount(): void };
}

const base = new URL((document.currentScript as HTMLScriptElement | null)?.src ?? location.href).origin;
/** `boot/revision` of the document the page shows; undefined while it shows the page as served. */
let shown: string | undefined;
let renders = 0;
let root: { unmount(): void } | undefined;
let renderer: Promise<Renderer> | undefined;

const events = new EventSource(`${base}/events`);
events.addEventListener('state', (event) => {
  const state = JSON.parse((event as MessageEvent<string>).data) as State;
  showProblems(state.problems);
  if (state.revision === 0) return;
  // The page as served is the document's own only if it was loaded after that page was written.
  const servedIsCurrent = state.html !== null && state.html.revision === state.revision && performance.timeOrigin >= state.html.writtenAt;
  if (shown === undefined ? !servedIsCurrent : shown !== `${state.boot}/${state.revision}`) void render(fetchDocument());
});
events.addEventListener('document', (event) => {
  performance.mark('docs-live:heard');
  void render(Promise.resolve(JSON.parse((event as MessageEvent<string>).data) as LiveDocument));
});
events.addEventListener('problems', (event) => showProblems((JSON.parse((event as MessageEvent<string>).data) as { problems: LiveProblem[] }).problems));
events.addEventListener('reload', () => location.reload());
// The renderer is 2 MB of script, and its first render takes about twice as long as the next (its code is not
// compiled yet): both happen out of sight while the designer reads, not when the first save arrives.
setTimeout(() => void warmUp().catch(() => undefined), 0);

async function warmUp(): Promise<void> {
  const [{ init }, current] = await Promise.all([loadRenderer(), fetchDocument()]);
  if (current === undefined || renders > 0) return;
  const unseen = document.createElement('div');
  const created = init(current.definition, current.options, unseen);
  await drawn(unseen);
  created.unmount();
}

function loadRenderer(): Promise<Renderer> {
  renderer ??= import(`${base}/renderer.js`) as Promise<Renderer>;
  return renderer;
}

/** The channel's current document (a page that connects while it holds an older one). */
async function fetchDocument(): Promise<LiveDocument | undefined> {
  const response = await fetch(`${base}/document.json`, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as LiveDocument) : undefined;
}

/** Renders a document into a new element and swaps it in once drawn; the newest save wins. */
async function render(pending: Promise<LiveDocument | undefined>): Promise<void> {
  const mine = ++renders;
  const [{ init }, next] = await Promise.all([loadRenderer(), pending]);
  performance.mark('docs-live:ready');
  if (next === undefined || mine !== renders || `${next.boot}/${next.revision}` === shown) return;
  const fresh = document.createElement('div');
  const created = init(next.definition, next.options, fresh);
  await drawn(fresh);
  if (mine !== renders) {
    created.unmount();
    return;
  }
  const scroll = window.scrollY;
  document.getElementById('redoc')?.replaceWith(fresh);
  fresh.id = 'redoc';
  root?.unmount();
  root = created;
  window.scrollTo(0, scroll);
  shown = `${next.boot}/${next.revision}`;
  document.documentElement.dataset['docsLiveRevision'] = shown;
  // Where the time goes, for bench/generate/docs-live.ts: heard → ready (document and renderer in hand) → shown.
  performance.mark('docs-live:shown');
}

/** Resolves once the renderer's layout (or its error box) replaced its "Loading..." spinner in `element`. */
async function drawn(element: HTMLElement): Promise<void> {
  for (let waited = 0; element.querySelector('[data-component-name], [role="alert"]') === null && waited < 30_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let overlay: HTMLElement | undefined;

/** The run's problems over the docs (a shadow root keeps the page's styles and ours apart); none: no overlay. */
function showProblems(problems: readonly LiveProblem[]): void {
  overlay?.remove();
  overlay = undefined;
  if (problems.length === 0) return;
  const failed = problems.some((p) => p.source === 'generate');
  const errors = problems.filter((p) => p.severity === 'error').length;
  const host = document.createElement('div');
  host.id = 'docs-live-problems';
  const shadow = host.attachShadow({ mode: 'open' });
  const panel = element('section', { role: 'alert', 'aria-label': 'Problems in the spec' });
  const heading = element('h2');
  heading.textContent = failed
    ? `Generation failed: ${count(errors, 'error')}. These docs are the last good ones.`
    : `Lint: ${count(errors, 'error')}, ${count(problems.length - errors, 'warning')}.`;
  const close = element('button', { type: 'button', 'aria-label': 'Hide the problems' });
  close.textContent = '×';
  close.addEventListener('click', () => host.remove());
  const list = element('ol');
  for (const problem of problems) {
    const item = element('li', { class: problem.severity });
    const where = element('code', { class: 'where' });
    where.textContent = problem.where ?? '(spec)';
    const what = element('span');
    what.textContent = ` ${problem.severity} ${problem.code}: ${problem.message}`;
    item.append(where, what);
    if (problem.hint !== undefined) {
      const hint = element('div', { class: 'hint' });
      hint.textContent = `hint: ${problem.hint}`;
      item.append(hint);
    }
    list.append(item);
  }
  const style = element('style');
  style.textContent = STYLE;
  panel.append(close, heading, list);
  shadow.append(style, panel);
  document.body.append(host);
  overlay = host;
}

function element(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

const STYLE = `
section { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647; max-height: 45vh; overflow: auto;
  box-sizing: border-box; padding: 12px 48px 12px 16px; background: #fff8f6; color: #1f1f1f; border-top: 4px solid #c62828;
  box-shadow: 0 -4px 16px rgba(0,0,0,.2); font: 14px/1.45 system-ui, sans-serif; }
h2 { margin: 0 0 8px; font-size: 15px; color: #b71c1c; }
ol { margin: 0; padding-left: 20px; }
li { margin: 4px 0; overflow-wrap: anywhere; }
li.warning { color: #5d4300; }
code { font: 13px ui-monospace, monospace; font-weight: 600; }
.hint { color: #555; font-size: 13px; }
button { position: absolute; top: 6px; right: 10px; font-size: 22px; line-height: 1; border: 0; background: none; cursor: pointer; padding: 4px 8px; }
button:focus-visible { outline: 2px solid #1565c0; }
`;
