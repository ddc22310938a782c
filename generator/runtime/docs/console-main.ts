/**
 * The docs console's page script (bundled into `docs/console.html` by generator/emit/docs/console-page.ts):
 * reads the operations the page carries, lets the reader pick one (the URL's `#operationId` picks it when
 * they follow a "Try it" link from the reference), fills its form, and sends it on Send, Enter in a field,
 * or Ctrl+Enter anywhere in the form. The base URL and the key are kept in this browser's storage
 * (console-storage.ts), never in the page (docs/decisions/0037-docs-console.md).
 */
import { sendAndShow } from './console-answer.js';
import type { ConsoleData, ConsoleOperation, Credential } from './console-data.js';
import { element, parameterValues, renderParameters } from './console-form.js';
import { buildRequest, curlCommand, type FieldProblem, type RequestInput } from './console-request.js';
import { consoleStorage } from './console-storage.js';

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the console page has no ${type.name} #${id}`);
  return found;
}

const data = JSON.parse(byId('console-data', HTMLScriptElement).textContent ?? '{}') as ConsoleData;
const storage = consoleStorage(data.storageKey);
const form = byId('console-form', HTMLFormElement);
const baseUrl = byId('base-url', HTMLInputElement);
const corsNote = byId('cors-note', HTMLElement);
const apiKey = byId('api-key', HTMLInputElement);
const showKey = byId('show-key', HTMLButtonElement);
const forgetKey = byId('forget-key', HTMLButtonElement);
const keyHint = byId('key-hint', HTMLElement);
const picker = byId('operation', HTMLSelectElement);
const operationLine = byId('operation-line', HTMLElement);
const parameterFields = byId('parameters', HTMLElement);
const bodyField = byId('body-field', HTMLElement);
const bodyLabel = byId('body-label', HTMLElement);
const bodyEditor = byId('body', HTMLTextAreaElement);
const bodyHint = byId('body-hint-text', HTMLElement);
const resetBody = byId('reset-body', HTMLButtonElement);
const problemList = byId('form-problems', HTMLElement);
const send = byId('send', HTMLButtonElement);
const curl = byId('curl', HTMLElement);
const copyCurl = byId('copy-curl', HTMLButtonElement);
const answer = byId('answer', HTMLElement);
const answerView = {
  request: byId('answer-request', HTMLElement),
  status: byId('answer-status', HTMLElement),
  headers: byId('answer-headers', HTMLElement),
  body: byId('answer-body', HTMLElement),
};

const operations = new Map(data.operations.map((op) => [op.operationId, op]));
let current: ConsoleOperation | undefined;
/** A request in flight: Send stays focusable (a disabled button would drop the keyboard's focus) but does nothing. */
let sending = false;

function start(): void {
  for (const server of data.servers) byId('servers', HTMLDataListElement).append(element('option', { value: server }));
  const groups = new Map<string, HTMLOptGroupElement>();
  for (const op of data.operations) {
    let group = groups.get(op.group);
    if (group === undefined) {
      group = element('optgroup', { label: op.group });
      groups.set(op.group, group);
      picker.append(group);
    }
    group.append(element('option', { value: op.operationId, textContent: `${op.method} ${op.summary}${op.deprecated ? ' (deprecated)' : ''}` }));
  }
  baseUrl.value = storage.get('base-url') ?? window.location.origin;
  apiKey.value = storage.get('api-key') ?? '';
  showCorsNote();
  select(fromHash() ?? data.operations[0]?.operationId);

  baseUrl.addEventListener('input', () => {
    storage.set('base-url', baseUrl.value.trim() === window.location.origin ? '' : baseUrl.value.trim());
    showCorsNote();
  });
  apiKey.addEventListener('input', () => storage.set('api-key', apiKey.value));
  showKey.addEventListener('click', () => {
    const shown = apiKey.type === 'text';
    apiKey.type = shown ? 'password' : 'text';
    showKey.setAttribute('aria-pressed', String(!shown));
    showKey.textContent = shown ? 'Show' : 'Hide';
  });
  forgetKey.addEventListener('click', () => {
    apiKey.value = '';
    storage.set('api-key', '');
    showCurl();
    apiKey.focus();
  });
  picker.addEventListener('change', () => {
    history.replaceState(null, '', `#${encodeURIComponent(picker.value)}`);
    select(picker.value);
  });
  window.addEventListener('hashchange', () => select(fromHash()));
  resetBody.addEventListener('click', () => {
    bodyEditor.value = current?.body?.example ?? '';
    showCurl();
  });
  form.addEventListener('input', showCurl);
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  copyCurl.addEventListener('click', () => void copy());
}

/** The operation the URL names (`#createTunnelGroupBackend`), if it is one; a malformed escape names none. */
function fromHash(): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return undefined;
  }
  return operations.has(id) ? id : undefined;
}

function select(operationId: string | undefined): void {
  const op = operationId === undefined ? undefined : operations.get(operationId);
  if (op === undefined || op === current) return;
  current = op;
  picker.value = op.operationId;
  document.title = `${op.summary} · ${data.title} console`;
  operationLine.replaceChildren(
    element('span', { className: `method ${op.method.toLowerCase()}`, textContent: op.method }),
    ' ',
    element('code', { textContent: op.path }),
  );
  keyHint.textContent = credentialHint(op.credential);
  renderParameters(parameterFields, op);
  bodyField.hidden = op.body === null;
  bodyLabel.textContent = op.body === null ? 'Body' : `Body (${op.body.contentType}${op.body.required ? ', required' : ''})`;
  bodyEditor.value = op.body?.example ?? '';
  bodyEditor.disabled = op.body?.format === 'unsupported';
  bodyHint.textContent =
    op.body?.format === 'unsupported'
      ? `A ${op.body.contentType} body cannot be composed here: use the curl command below with your file.`
      : 'Enter adds a line here; Ctrl+Enter sends.';
  showProblems([]);
  showCurl();
}

function credentialHint(credential: Credential | null): string {
  const kept = 'Kept in this browser only (localStorage), never in the page.';
  if (credential === null) return `This operation needs no key. ${kept}`;
  switch (credential.kind) {
    case 'bearer':
      return `Sent as Authorization: Bearer <key>. ${kept}`;
    case 'basic':
      return `Enter user:password; sent as Authorization: Basic. ${kept}`;
    case 'header':
      return `Sent in the ${credential.name} header. ${kept}`;
    case 'query':
      return `Sent as the query parameter ${credential.name}. ${kept}`;
    case 'unsupported':
      return `The key cannot be sent from a browser: ${credential.reason}`;
  }
}

function showCorsNote(): void {
  let origin: string | undefined;
  try {
    origin = new URL(baseUrl.value.trim(), window.location.href).origin;
  } catch {
    origin = undefined;
  }
  corsNote.hidden = origin === undefined || origin === window.location.origin;
  corsNote.textContent = `This page is served from ${window.location.origin}. A server at another origin answers the console only if it allows CORS requests from this origin (Access-Control-Allow-Origin and Access-Control-Allow-Headers).`;
}

function formInput(): RequestInput | undefined {
  if (current === undefined) return undefined;
  return {
    baseUrl: baseUrl.value,
    pageUrl: window.location.href,
    operation: current,
    values: parameterValues(current),
    key: apiKey.value,
    body: bodyEditor.value,
  };
}

function showCurl(): void {
  const request = formInput();
  curl.textContent = (request === undefined ? undefined : curlCommand(request, data.keyVariable)) ?? 'Fill in the required fields to see the command.';
}

function showProblems(list: readonly FieldProblem[]): void {
  for (const invalid of form.querySelectorAll('[aria-invalid="true"]')) invalid.removeAttribute('aria-invalid');
  problemList.replaceChildren(...list.map((p) => element('li', { textContent: p.message })));
  problemList.hidden = list.length === 0;
  for (const p of list) document.getElementById(p.field)?.setAttribute('aria-invalid', 'true');
}

async function submit(): Promise<void> {
  const request = formInput();
  if (request === undefined || sending) return;
  const built = buildRequest(request);
  if (!built.ok) {
    showProblems(built.problems);
    const first = built.problems[0];
    if (first !== undefined) document.getElementById(first.field)?.focus();
    return;
  }
  showProblems([]);
  sending = true;
  send.setAttribute('aria-disabled', 'true');
  send.textContent = 'Sending…';
  try {
    await sendAndShow(built.request, answerView, window.location.origin);
  } finally {
    sending = false;
    send.removeAttribute('aria-disabled');
    send.textContent = 'Send';
  }
  answer.scrollIntoView({ block: 'nearest' });
}

async function copy(): Promise<void> {
  try {
    await navigator.clipboard.writeText(curl.textContent ?? '');
    copyCurl.textContent = 'Copied';
  } catch {
    // No clipboard (plain http, or refused): select the text so Ctrl+C copies it.
    const range = document.createRange();
    range.selectNodeContents(curl);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    copyCurl.textContent = 'Selected: press Ctrl+C';
  }
  setTimeout(() => {
    copyCurl.textContent = 'Copy';
  }, 2000);
}

start();
