/**
 * Code samples for every operation (docs/decisions/0024-offline-docs.md): curl, and TypeScript with the client
 * package. Built from the IR and the spec's own examples, with the SDK names of the client target
 * (naming/resolver.ts), so a renamed method changes the samples too — and the docs test compiles every
 * TypeScript sample against the generated client.
 */
import type { IrDocument, IrOperation, JsonSchema } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { listItemsKey } from '../client/list-envelope.js';
import { curlHeaders, type CurlHeader } from './curl-headers.js';
import { parameterSample } from './parameter-sample.js';
import { itemVariable, resultVariable } from './result-variable.js';

export interface CodeSample {
  readonly lang: 'bash' | 'typescript';
  readonly label: string;
  readonly source: string;
}

export function codeSamples(ir: IrDocument, names: NameResolver): Map<string, CodeSample[]> {
  const baseUrl = ir.servers[0] ?? 'http://127.0.0.1:4010';
  const client = { packageName: names.packageName('client'), apiKeyVariable: names.project.apiKeyVariable };
  const out = new Map<string, CodeSample[]>();
  for (const op of ir.operations) {
    const args = pathArguments(op, new Map(ir.schemas.map((x) => [x.name, x.schema])));
    const body = requestExample(ir, op);
    const samples: CodeSample[] = [{ lang: 'bash', label: 'curl', source: curl(baseUrl, op, curlHeaders(ir, op, client.apiKeyVariable), args, body) }];
    const sdk = names.sdkMethod(op.operationId);
    if (sdk !== undefined) samples.push({ lang: 'typescript', label: 'TypeScript', source: typescript(ir, baseUrl, client, op, sdk, args, body) });
    out.set(op.operationId, samples);
  }
  return out;
}

function curl(baseUrl: string, op: IrOperation, headers: readonly CurlHeader[], args: ReadonlyArray<readonly [string, string]>, body: unknown): string {
  let path = op.path;
  for (const [name, value] of args) path = path.replace(`{${name}}`, value);
  const query = new URLSearchParams(requiredQuery(op).map(([name, value]) => [name, String(value)])).toString();
  const lines = [`curl -X ${op.method.toUpperCase()} ${shellQuote(`${baseUrl}${path}${query === '' ? '' : `?${query}`}`)}`];
  for (const h of headers) lines.push(h.expands ? `  -H "${h.name}: ${h.value}"` : `  -H ${shellQuote(`${h.name}: ${h.value}`)}`);
  if (body !== undefined) {
    lines.push(`  -H ${shellQuote(`Content-Type: ${op.requestBody?.contentType ?? 'application/json'}`)}`);
    lines.push(`  -d ${shellQuote(JSON.stringify(body, null, 2))}`);
  }
  return lines.join(' \\\n');
}

/** POSIX single quotes: nothing inside is expanded; a quote is written as '\''. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function typescript(ir: IrDocument, baseUrl: string, client: { packageName: string; apiKeyVariable: string }, op: IrOperation, sdk: { namespace: string; method: string }, args: ReadonlyArray<readonly [string, string]>, body: unknown): string {
  const query = requiredQuery(op);
  const call = `api.${sdk.namespace}.${sdk.method}(${[
    ...args.map(([, v]) => stringLiteral(v)),
    ...(body !== undefined ? [tsLiteral(body, '')] : []),
    ...(query.length > 0 ? [tsLiteral(Object.fromEntries(query), '')] : []),
  ].join(', ')})`;
  const lines = [
    `import { createClient } from '${client.packageName}';`,
    '',
    `const api = createClient({ baseUrl: '${baseUrl}', apiKey: process.env.${client.apiKeyVariable}! });`,
    '',
  ];
  const success = op.responses.find((r) => /^2/.test(r.status));
  if (listItemsKey(ir, op) !== undefined) {
    lines.push(`// Every item of every page (follows next_page_uri).`);
    const item = itemVariable(op);
    lines.push(`for await (const ${item} of ${call}) {`, `  console.log(${item}.id);`, `}`);
  } else if (success?.schema === undefined) {
    lines.push(`await ${call};`);
  } else {
    const variable = resultVariable(op);
    lines.push(`const ${variable} = await ${call};`, `console.log(${variable});`);
  }
  return lines.join('\n');
}

/** Required query parameters with a value each; optional ones (before_id, limit) are left to the reader. */
function requiredQuery(op: IrOperation): Array<[string, string | number | boolean]> {
  return op.queryParams.filter((p) => p.required).map((p) => [p.name, parameterSample(p)]);
}

/** Example values for the path parameters: ids of the right kind, from their patterns. */
function pathArguments(op: IrOperation, components: ReadonlyMap<string, JsonSchema>): Array<readonly [string, string]> {
  return op.pathParams.map((p) => [p.name, exampleId(resolve(p.schema, components), p.name)] as const);
}

function resolve(schema: JsonSchema, components: ReadonlyMap<string, JsonSchema>): JsonSchema {
  const ref = typeof schema === 'object' && typeof schema['$ref'] === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema['$ref'])?.[1] : undefined;
  return ref === undefined ? schema : components.get(ref) ?? schema;
}

function exampleId(schema: JsonSchema, name: string): string {
  const pattern = typeof schema === 'object' && typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const prefix = pattern === undefined ? undefined : /^\^([a-z]+)_/.exec(pattern)?.[1];
  return prefix === undefined ? `${name}_value` : `${prefix}_2QsK4cVbH8yXn1mF7rT0aPq3Lw9`;
}

/** The first example of the request body, from the bundled document (the IR keeps schemas only). */
function requestExample(ir: IrDocument, op: IrOperation): unknown {
  if (op.requestBody === undefined) return undefined;
  const item = (ir.bundle['paths'] as Record<string, Record<string, unknown>> | undefined)?.[op.path]?.[op.method] as
    { requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> } } | undefined;
  const media = item?.requestBody?.content?.[op.requestBody.contentType];
  const first = media?.examples === undefined ? undefined : Object.values(media.examples)[0];
  return media?.example ?? first?.value ?? {};
}

/** A JSON value as a TypeScript literal in the house style: bare keys where possible, single quotes. */
function tsLiteral(value: unknown, indent: string): string {
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
