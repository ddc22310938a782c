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
    const samples: CodeSample[] = [{ lang: 'bash', label: 'curl', source: curl(request) }];
    const sdk = names.sdkMethod(op.operationId);
    if (sdk !== undefined) samples.push({ lang: 'typescript', label: 'TypeScript', source: typescript(ir, client, auth, op, sdk, request) });
    samples.push(...snippetSamples(request, client.apiKeyVariable));
    out.set(op.operationId, samples);
  }
  return out;
}

function curl(request: SampleRequest): string {
  const query = new URLSearchParams(request.query.map(([name, value]) => [name, String(value)])).toString();
  const lines = [`curl -X ${request.method} ${shellQuote(`${request.baseUrl}${request.path}${query === '' ? '' : `?${query}`}`)}`];
  for (const h of request.headers) lines.push(h.expands ? `  -H "${h.name}: ${h.value}"` : `  -H ${shellQuote(`${h.name}: ${h.value}`)}`);
  if (request.body !== undefined) {
    lines.push(`  -H ${shellQuote(`Content-Type: ${request.body.contentType}`)}`);
    lines.push(`  -d ${shellQuote(JSON.stringify(request.body.example, null, 2))}`);
  }
  return lines.join(' \\\n');
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
): string {
  const call = `api.${sdk.namespace}.${sdk.method}(${[
    ...request.pathArguments.map(([, v]) => stringLiteral(v)),
    ...(request.body !== undefined ? [tsLiteral(request.body.example, '')] : []),
    ...(request.query.length > 0 ? [tsLiteral(Object.fromEntries(request.query), '')] : []),
  ].join(', ')})`;
  const lines = [
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
