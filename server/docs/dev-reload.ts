/**
 * In `npm run dev` only: the docs page carries one script tag that loads the live channel of the dev process
 * (generator/watch/live/), which renders every saved spec in the open page and shows lint and generation
 * problems over it (docs/decisions/0030-designer-loop.md). `npm run dev` passes the channel's loopback URL as
 * `DOCS_LIVE_URL`; `npm start` clears it (scripts/launch.js), so a served page never names it there.
 */
import { ConfigError } from '../config.js';
import type { DocsOptions } from './routes.js';

/** The channel's origin, or undefined outside `npm run dev`. */
export function docsLiveUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env['DOCS_LIVE_URL'];
  if (value === undefined || value === '') return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.pathname !== '/') {
    throw new ConfigError('DOCS_LIVE_URL', `must be the http://127.0.0.1:PORT of npm run dev's live channel, not ${JSON.stringify(value)}`);
  }
  return url.origin;
}

/**
 * How the server serves /docs (server/docs/routes.ts): as generated outside `npm run dev`; in it, with the
 * channel's script, and uncompressed (on loopback, compressing a page that changes with every save costs more
 * than the bytes it saves).
 */
export function docsOptions(env: NodeJS.ProcessEnv = process.env): DocsOptions {
  const liveUrl = docsLiveUrl(env);
  return liveUrl === undefined ? {} : { transformPage: (html) => withDevReload(html, liveUrl), compress: false };
}

/** The page with the live channel's script before `</body>`. */
export function withDevReload(html: string, liveUrl: string): string {
  const end = html.lastIndexOf('</body>');
  // Deferred: it runs after the page's own renderer script took the #redoc element it hydrates.
  const tag = `<script src="${liveUrl}/live.js" defer></script>\n`;
  return end === -1 ? `${html}${tag}` : `${html.slice(0, end)}${tag}${html.slice(end)}`;
}
