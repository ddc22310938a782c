/**
 * The docs console's request, from what the reader entered: the URL (base URL + path with its parameters
 * filled in, percent-encoded, + query), the headers (the credential as the operation's security scheme
 * asks, the header parameters, the body's Content-Type) and the body; or the problems that keep it from
 * being sent, each naming its field. And the same request as a curl command that reads the key from an
 * environment variable, so a copied command never carries the secret. No DOM here: tested on its own
 * (test/docs/console-request.test.ts).
 */
import type { ConsoleOperation, ConsoleParameter, Credential } from './console-data.js';

export interface RequestInput {
  /** As typed; a relative one (`/api`) is resolved against `pageUrl`. */
  readonly baseUrl: string;
  readonly pageUrl: string;
  readonly operation: ConsoleOperation;
  /** Field values by `fieldId(parameter)`. */
  readonly values: Readonly<Record<string, string>>;
  readonly key: string;
  readonly body: string;
}

export interface ConsoleRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
  readonly body: string | undefined;
}

export interface FieldProblem {
  /** The id of the field to fix (`base-url`, `body`, or a parameter's `fieldId`). */
  readonly field: string;
  readonly message: string;
}

export type BuildResult = { readonly ok: true; readonly request: ConsoleRequest } | { readonly ok: false; readonly problems: readonly FieldProblem[] };

/** The form field of a parameter: `param-path-id`, `param-header-Service-Version`. */
export function fieldId(parameter: Pick<ConsoleParameter, 'in' | 'name'>): string {
  return `param-${parameter.in}-${parameter.name.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`)}`;
}

export function buildRequest(input: RequestInput): BuildResult {
  const problems: FieldProblem[] = [];
  const base = parseBaseUrl(input.baseUrl, input.pageUrl);
  if (base === undefined) problems.push({ field: 'base-url', message: 'Enter a base URL such as https://api.example.com (http or https).' });
  const { operation } = input;
  let path = operation.path;
  const query: Array<[string, string]> = [];
  const headers: Array<[string, string]> = [];
  for (const parameter of operation.parameters) {
    const value = input.values[fieldId(parameter)] ?? '';
    if (value === '') {
      if (parameter.required) problems.push({ field: fieldId(parameter), message: `${parameter.name} is required.` });
      continue;
    }
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(value));
    else if (parameter.in === 'query') query.push([parameter.name, value]);
    else headers.push([parameter.name, value]);
  }
  const credential = operation.credential;
  if (credential !== null && input.key !== '') {
    if (credential.kind === 'bearer') headers.unshift(['Authorization', `Bearer ${input.key}`]);
    else if (credential.kind === 'basic') headers.unshift(['Authorization', `Basic ${base64(input.key)}`]);
    else if (credential.kind === 'header') headers.unshift([credential.name, input.key]);
    else if (credential.kind === 'query') query.push([credential.name, input.key]);
  }
  let body: string | undefined;
  if (operation.body !== null && operation.body.format !== 'unsupported') {
    const text = input.body;
    if (text.trim() === '') {
      if (operation.body.required) problems.push({ field: 'body', message: 'This operation needs a body.' });
    } else {
      if (operation.body.format === 'json') {
        const problem = jsonProblem(text);
        if (problem !== undefined) problems.push({ field: 'body', message: `The body is not JSON: ${problem}` });
      }
      body = text;
      headers.push(['Content-Type', operation.body.contentType]);
    }
  }
  if (problems.length > 0 || base === undefined) return { ok: false, problems };
  const search = new URLSearchParams(query).toString();
  return { ok: true, request: { method: operation.method, url: `${base}${path}${search === '' ? '' : `?${search}`}`, headers, body } };
}

/** The base URL without a trailing slash, or undefined when it is not an http(s) URL. */
function parseBaseUrl(text: string, pageUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim(), pageUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Base64 of the UTF-8 bytes (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Stands for the key while the curl command is built: letters and underscores only, so URL encoding
 * leaves it as it is and it can be swapped for the variable afterwards.
 */
const KEY_PLACEHOLDER = 'KEY_PLACEHOLDER_4f1c2b7e';

/**
 * The request as curl, one option a line: the key as `$VARIABLE` in double quotes (the shell expands it), everything else
 * in single quotes (nothing expanded). A basic credential becomes `-u "$VARIABLE"` (curl encodes it).
 */
export function curlCommand(input: RequestInput, keyVariable: string): string | undefined {
  const credential: Credential | null = input.operation.credential;
  const built = buildRequest({ ...input, key: credential?.kind === 'basic' ? '' : KEY_PLACEHOLDER });
  if (!built.ok) return undefined;
  const { request } = built;
  const lines = [`curl -X ${request.method} ${shellWord(request.url, keyVariable)}`];
  if (credential?.kind === 'basic') lines.push(`  -u "$${keyVariable}"`);
  for (const [name, value] of request.headers) lines.push(`  -H ${shellWord(`${name}: ${value}`, keyVariable)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellWord(request.body, keyVariable)}`);
  return lines.join(' \\\n');
}

/** One shell word: single-quoted, or double-quoted with the key's variable in it when it holds the key. */
function shellWord(text: string, keyVariable: string): string {
  if (!text.includes(KEY_PLACEHOLDER)) return `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = text.split(KEY_PLACEHOLDER).map((part) => part.replace(/[\\"$`]/g, (c) => `\\${c}`));
  // `$NAME` as the samples write it; `${NAME}` where a letter, digit or underscore follows and would extend the name.
  return `"${parts.reduce((joined, part) => `${joined}${/^[A-Za-z0-9_]/.test(part) ? `\${${keyVariable}}` : `$${keyVariable}`}${part}`)}"`;
}
