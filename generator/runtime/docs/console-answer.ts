/**
 * Sends the console's request with `fetch` and shows the answer: the status line, every header the browser
 * lets the page read, and the body (JSON pretty-printed, other text as it came, binary as its size). A
 * request that gets no answer (server down, refused by CORS, a bad certificate) shows why the browser gave
 * up and what to check, instead of failing silently.
 */
import type { ConsoleRequest } from './console-request.js';

export interface AnswerView {
  /** The request line: `POST https://…/backends/tunnel_group`. */
  readonly request: HTMLElement;
  readonly status: HTMLElement;
  readonly headers: HTMLElement;
  readonly body: HTMLElement;
}

export async function sendAndShow(request: ConsoleRequest, view: AnswerView, pageOrigin: string): Promise<void> {
  view.request.textContent = `${request.method} ${request.url}`;
  view.status.className = 'status pending';
  view.status.textContent = 'Sending…';
  view.headers.textContent = '';
  view.body.textContent = '';
  const started = performance.now();
  const headers = new Headers();
  for (const [name, value] of request.headers) headers.append(name, value);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      // The key travels in the request itself, never in cookies of the docs' origin.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch (error) {
    view.status.className = 'status failed';
    view.status.textContent = `No answer: ${error instanceof Error ? error.message : String(error)}.`;
    view.headers.textContent = '(none)';
    view.body.textContent =
      new URL(request.url).origin === pageOrigin
        ? 'The server did not answer. Is it running, and is the base URL right?'
        : `The server did not answer, or the browser refused to show its answer to this page. A server at another origin must allow CORS requests from ${pageOrigin} (Access-Control-Allow-Origin, and Access-Control-Allow-Headers for the headers sent).`;
    return;
  }
  const elapsed = Math.round(performance.now() - started);
  const bytes = new Uint8Array(await response.arrayBuffer());
  view.status.className = `status s${String(response.status).charAt(0)}xx`;
  view.status.textContent = `${response.status} ${response.statusText} · ${elapsed} ms`.replace('  ', ' ');
  const lines = [...response.headers].map(([name, value]) => `${name}: ${value}`);
  view.headers.textContent = lines.length > 0 ? lines.join('\n') : '(none this page may read)';
  view.body.textContent = bodyText(bytes, response.headers.get('content-type') ?? '');
}

function bodyText(bytes: Uint8Array, contentType: string): string {
  if (bytes.length === 0) return '(no body)';
  const text = new TextDecoder().decode(bytes);
  if (/[/+]json\b/i.test(contentType)) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      return text;
    }
  }
  if (/^(text\/|application\/(xml|yaml|x-www-form-urlencoded|javascript))|\+xml\b/i.test(contentType) || contentType === '') return text;
  return `(${bytes.length} bytes of ${contentType})`;
}
