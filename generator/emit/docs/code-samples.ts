/**
 * Code samples for every operation (docs/decisions/0024-offline-docs.md), all from one request built from the
 * IR and the spec's own examples (sample-request.ts): curl and TypeScript with the client package written
 * here, then JavaScript, Python, Go, Ruby and Java written by a snippet library (snippet-languages.ts). Every
 * sample reads the key from the same environment variable (names.project.apiKeyVariable). The TypeScript
 * sample uses the SDK names of the client target (naming/resolver.ts), so a renamed method changes it too;
 * the docs tests compile it against the generated client and run the others against the reference server.
 */
import type { IrDocument, IrOperation } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { type ClientAuth, clientAuth } from '../client/client-auth.js';
import { clientOptionsLiteral, operationRequirement } from '../client/client-construction.js';
import { paginationOf } from '../client/pagination.js';
import { bodyKind, fileFields, filePath } from './file-arguments.js';
import { itemVariable, resultVariable } from './result-variable.js';
import { type SampleRequest, sampleRequest } from './sample-request.js';
import { SNIPPET_LANGUAGES, snippetSamples } from './snippet-languages.js';

export interface CodeSample {
  /** The highlighting language. */
  readonly lang: string;
  /** The tab's title. */
  readonly label: string;
  readonly source: string;
}

/** The tabs in the order the docs show them (redocly-build-docs.ts lists the same). */
export const SAMPLE_LABELS: readonly string[] = ['curl', 'TypeScript', ...SNIPPET_LANGUAGES.map((l) => l.label)];

export function codeSamples(ir: IrDocument, names: NameResolver): Map<string, CodeSample[]> {
  const client = { packageName: names.packageName('client'), apiKeyVariable: names.project.apiKeyVariable };
  const out = new Map<string, CodeSample[]>();
  const auth = clientAuth(ir);
  for (const op of ir.operations) {
    const request = sampleRequest(ir, op, client.apiKeyVariable);
    const files = op.requestBody === undefined ? new Map<string, 'one' | 'many'>() : fileFields(ir, op.requestBody.schema);
    const samples: CodeSample[] = [{ lang: 'bash', label: 'curl', source: curl(request, files) }];
    const sdk = names.sdkMethod(op.operationId);
    if (sdk !== undefined) samples.push({ lang: 'typescript', label: 'TypeScript', source: typescript(ir, client, auth, op, sdk, request, files) });
    samples.push(...snippetSamples(request, client.apiKeyVariable));
    out.set(op.operationId, samples);
  }
  return out;
}

function curl(request: SampleRequest, files: ReadonlyMap<string, 'one' | 'many'>): string {
  const query = new URLSearchParams(request.query.map(([name, value]) => [name, String(value)])).toString();
  const lines = [`curl -X ${request.method} ${shellQuote(`${request.baseUrl}${request.path}${query === '' ? '' : `?${query}`}`)}`];
  for (const h of request.headers) lines.push(h.expands ? `  -H "${h.name}: ${h.value}"` : `  -H ${shellQuote(`${h.name}: ${h.value}`)}`);
  const body = request.body;
  if (body !== undefined) {
    const kind = bodyKind(body.contentType);
    // curl writes a multipart body's Content-Type itself: it names the boundary.
    if (kind !== 'multipart') lines.push(`  -H ${shellQuote(`Content-Type: ${body.contentType}`)}`);
    if (kind === 'multipart') lines.push(...formFields(body.example, files).map(([name, value]) => `  -F ${shellQuote(`${name}=${value}`)}`));
    else if (kind === 'binary') lines.push(`  --data-binary ${shellQuote(`@${filePath('file')}`)}`);
    else lines.push(`  -d ${shellQuote(typeof body.example === 'string' && kind === 'text' ? body.example : JSON.stringify(body.example, null, 2))}`);
  }
  return lines.join(' \\\n');
}

/** A multipart body's fields as curl's `-F` sends them: a file as `@path`, text as it is, anything else as JSON. */
function formFields(example: unknown, files: ReadonlyMap<string, 'one' | 'many'>): Array<readonly [string, string]> {
  const fields = example !== null && typeof example === 'object' && !Array.isArray(example) ? Object.entries(example) : [];
  const named = new Set(fields.map(([name]) => name));
  const missing = [...files.keys()].filter((name) => !named.has(name)).map((name) => [name, undefined] as const);
  return [...fields, ...missing].map(([name, value]) =>
    files.has(name) ? [name, `@${filePath(name)}`] : [name, typeof value === 'string' ? value : JSON.stringify(value)],
  );
}

/** POSIX single quotes: nothing inside is expanded; a quote is written as '\''. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function typescript(
  ir: IrDocument,
  client: { packageName: string; apiKeyVariable: string },
  auth: ClientAuth,
  op: IrOperation,
  sdk: { namespace: string; method: string },
  request: SampleRequest,
  files: ReadonlyMap<string, 'one' | 'many'>,
): string {
  const body = request.body === undefined ? undefined : bodyArgument(request.body, files);
  const call = `api.${sdk.namespace}.${sdk.method}(${[
    ...request.pathArguments.map(([, v]) => stringLiteral(v)),
    ...(body !== undefined ? [tsLiteral(body, '')] : []),
    ...(request.query.length > 0 ? [tsLiteral(Object.fromEntries(request.query), '')] : []),
  ].join(', ')})`;
  const readsFiles = body instanceof Code || (body !== null && typeof body === 'object' && Object.values(body).some((v) => v instanceof Code));
  const lines = [
    ...(readsFiles ? ["import { openAsBlob } from 'node:fs';"] : []),
    `import { createClient } from '${client.packageName}';`,
    '',
    // The base URL written out, so that a server serving the docs can name itself (server/docs/).
    `const api = createClient(${clientOptionsLiteral(auth, client.apiKeyVariable, request.baseUrl, operationRequirement(auth, op))});`,
    '',
  ];
  const success = op.responses.find((r) => /^2/.test(r.status));
  const pagination = paginationOf(ir, op);
  if (pagination !== undefined) {
    lines.push(pagination.style === 'next-url' ? `// Every item of every page (follows ${pagination.next}).` : '// Every item of every page.');
    const item = itemVariable(op);
    lines.push(`for await (const ${item} of ${call}) {`, `  console.log(${item});`, `}`);
  } else if (success?.schema === undefined) {
    lines.push(`await ${call};`);
  } else {
    const variable = resultVariable(op);
    lines.push(`const ${variable} = await ${call};`, `console.log(${variable});`);
  }
  return lines.join('\n');
}

/** TypeScript written as it is into a literal (tsLiteral): a file read from disk. */
class Code {
  constructor(readonly text: string) {}
}

/** A file the sample reads: a `Blob` of its bytes (Node's `openAsBlob`, ≥ 19.8). */
function fileRead(name: string): Code {
  return new Code(`await openAsBlob(${stringLiteral(filePath(name))})`);
}

/**
 * The body the SDK method takes: the example for JSON and text, a file for a binary body, and for a multipart one
 * its example with a file in each file field (one in a list for an array of files).
 */
function bodyArgument(body: { readonly contentType: string; readonly example: unknown }, files: ReadonlyMap<string, 'one' | 'many'>): unknown {
  const kind = bodyKind(body.contentType);
  if (kind === 'binary') return fileRead('file');
  if (kind !== 'multipart' || files.size === 0) return body.example;
  const example = body.example !== null && typeof body.example === 'object' && !Array.isArray(body.example) ? body.example : {};
  const filled: Record<string, unknown> = { ...example };
  for (const [name, count] of files) filled[name] = count === 'many' ? [fileRead(name)] : fileRead(name);
  return filled;
}

/** A JSON value as a TypeScript literal in the house style: bare keys where possible, single quotes. */
function tsLiteral(value: unknown, indent: string): string {
  if (value instanceof Code) return value.text;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${tsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : stringLiteral(k));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${tsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return typeof value === 'string' ? stringLiteral(value) : JSON.stringify(value);
}
