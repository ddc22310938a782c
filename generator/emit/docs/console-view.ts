/**
 * The view of the docs console (`docs/console.html`, docs/decisions/0037-docs-console.md): every operation
 * of the document as the page's script needs it (generator/runtime/docs/console-data.ts) — its parameters
 * with a starting value, its body's example, and how the key is sent, decided from the document's own
 * `securitySchemes` and the operation's security requirements, never from what we know of our API.
 */
import type { IrDocument, IrOperation, IrParameter, JsonSchema } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { markdownWithoutHtml } from '../../render/html-in-markdown.js';
import type { ConsoleData, ConsoleOperation, ConsoleParameter, Credential } from '../../runtime/docs/console-data.js';
import { bodyExample, bodyFormat } from './console-body-example.js';

/** Where the reference server serves the reference and the console (server/docs/routes.ts). */
export const REFERENCE_URL = '/docs';
export const CONSOLE_URL = '/docs/console';

export function consoleView(ir: IrDocument, names: Pick<NameResolver, 'project'>): ConsoleData {
  const schemes = (ir.bundle['components'] as { securitySchemes?: Record<string, unknown> } | undefined)?.securitySchemes ?? {};
  const groups = new Map(ir.tags.map((tag) => [tag.name, tag.displayName ?? tag.name]));
  return {
    title: ir.info.title,
    storageKey: `api-console:${ir.info.title}`,
    referenceUrl: REFERENCE_URL,
    keyVariable: names.project.apiKeyVariable,
    servers: ir.servers,
    operations: ir.operations.map((op) => consoleOperation(ir, op, schemes, groups.get(op.tag) ?? op.tag)),
  };
}

function consoleOperation(ir: IrDocument, op: IrOperation, schemes: Record<string, unknown>, group: string): ConsoleOperation {
  return {
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    summary: op.summary ?? op.operationId,
    group,
    deprecated: op.deprecated,
    credential: credential(op.security, schemes),
    parameters: [...op.pathParams, ...op.queryParams, ...op.headerParams].map(consoleParameter),
    body:
      op.requestBody === undefined
        ? null
        : {
            contentType: op.requestBody.contentType,
            required: op.requestBody.required,
            format: bodyFormat(op.requestBody.contentType),
            example: bodyExample(ir, op),
          },
  };
}

/**
 * The first of the operation's security requirements a browser can send (they are alternatives); when none
 * can, the first one, marked unsupported with the reason; null when the operation needs no credential.
 */
export function credential(requirements: readonly string[], schemes: Record<string, unknown>): Credential | null {
  const found = requirements.map((name) => schemeCredential(name, schemes[name]));
  return found.find((c) => c.kind !== 'unsupported') ?? found[0] ?? null;
}

function schemeCredential(name: string, scheme: unknown): Credential {
  const s = (typeof scheme === 'object' && scheme !== null ? scheme : {}) as { type?: unknown; scheme?: unknown; in?: unknown; name?: unknown };
  const httpScheme = typeof s.scheme === 'string' ? s.scheme.toLowerCase() : '';
  if (s.type === 'http' && httpScheme === 'bearer') return { kind: 'bearer', scheme: name };
  if (s.type === 'http' && httpScheme === 'basic') return { kind: 'basic', scheme: name };
  // The console has no OAuth flow: a token the reader already holds is sent as a bearer token.
  if (s.type === 'oauth2' || s.type === 'openIdConnect') return { kind: 'bearer', scheme: name };
  if (s.type === 'apiKey' && typeof s.name === 'string' && s.in === 'header') return { kind: 'header', scheme: name, name: s.name };
  if (s.type === 'apiKey' && typeof s.name === 'string' && s.in === 'query') return { kind: 'query', scheme: name, name: s.name };
  if (s.type === 'apiKey' && s.in === 'cookie')
    return { kind: 'unsupported', scheme: name, reason: 'it goes in a cookie, which a page cannot set for another request. Use the curl command.' };
  return {
    kind: 'unsupported',
    scheme: name,
    reason: `the security scheme ${name} (${typeof s.type === 'string' ? s.type : 'unknown type'}${httpScheme === '' ? '' : ` ${httpScheme}`}) is not one the console sends. Use the curl command.`,
  };
}

function consoleParameter(param: IrParameter): ConsoleParameter {
  const schema = typeof param.schema === 'object' ? param.schema : {};
  const choices = (Array.isArray(schema['enum']) ? schema['enum'] : []).filter(isScalar).map(String);
  return {
    name: param.name,
    in: param.in as ConsoleParameter['in'],
    required: param.required,
    // A hint shows Markdown as written and its code spans as code: HTML in it would show its tags (html-in-markdown.ts).
    description: markdownWithoutHtml(param.description ?? ''),
    // An optional parameter starts empty (not sent); its default or example is shown as the field's placeholder.
    value: param.required ? startingValue(schema, choices) : '',
    placeholder: param.required ? '' : startingValue(schema, choices),
    choices,
  };
}

/** The one allowed value, else a default or an example; empty (the reader types it) otherwise. */
function startingValue(schema: Exclude<JsonSchema, boolean>, choices: readonly string[]): string {
  const examples = Array.isArray(schema['examples']) ? schema['examples'] : [];
  const candidates = [schema['const'], choices.length === 1 ? choices[0] : undefined, schema['default'], schema['example'], examples[0]];
  const found = candidates.find(isScalar);
  return found === undefined ? '' : String(found);
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
