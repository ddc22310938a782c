/**
 * The README's first call: a real operation of the document, called through the SDK with arguments that
 * compile against its types — path parameters and required query parameters from their schemas (a value the
 * schema allows: its example, default, first enum value, else one of its type), and the body from its schema's
 * required properties (filled the same way; console-body-example.ts). A GET that is not a paged list is preferred,
 * so that running the example changes nothing.
 */
import type { IrDocument, IrOperation, JsonSchema } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import { schemaSample } from '../docs/console-body-example.js';
import type { SdkView } from './view-model.js';

export interface ReadmeCall {
  /** `chat.complete({ model: 'mistral-small-latest', messages: [] })`, after `api.`. */
  readonly call: string;
  readonly summary: string;
  /** The call returns nothing worth printing (204). */
  readonly resolvesToNothing: boolean;
}

export function readmeCall(ir: IrDocument, sdk: SdkView): ReadmeCall | undefined {
  const byId = new Map(ir.operations.map((op) => [op.operationId, op]));
  const candidates = sdk.namespaces.flatMap((ns) => ns.methods.filter((m) => m.itemType === '').map((m) => ({ ns, m, op: byId.get(m.operationId) })));
  const usable = candidates.filter((c): c is typeof c & { op: IrOperation } => c.op !== undefined && sendable(c.op));
  const chosen = usable.find((c) => c.op.method === 'get') ?? usable[0];
  if (chosen === undefined) return undefined;
  const { ns, m, op } = chosen;
  const components = (ir.bundle['components'] ?? {}) as Record<string, unknown>;
  const sample = (schema: JsonSchema) => schemaSample(schema, components, new Set());
  const args: string[] = [];
  for (const argument of m.arguments) {
    if (argument.name === 'options') continue;
    if (argument.name === 'body') {
      args.push(tsLiteral(sample(op.requestBody!.schema)));
    } else if (argument.name === 'query') {
      const required = op.queryParams.filter((q) => q.required);
      if (required.length === 0 && argument.optional) continue;
      args.push(tsLiteral(Object.fromEntries(required.map((q) => [q.name, sample(q.schema)]))));
    } else {
      const index = m.pathParams.indexOf(argument.name);
      const param = op.pathParams[index];
      args.push(tsLiteral(param === undefined ? '' : pathValue(sample(param.schema), m.exampleIds[index] ?? `${param.name}_value`)));
    }
  }
  const success = op.responses.find((r) => /^2/.test(r.status));
  return {
    call: `${ns.key}.${m.key}(${args.join(', ')})`,
    summary: (op.summary ?? `${op.method.toUpperCase()} ${op.path}`).replace(/\s+/g, ' '),
    resolvesToNothing: success === undefined || success.contentType === undefined,
  };
}

/** A body the SDK serialises itself (JSON), or none. */
function sendable(op: IrOperation): boolean {
  return op.requestBody === undefined || /\bjson\b/.test(op.requestBody.contentType);
}

/** A path needs a value: an empty sample string becomes an id of the right kind (view-model.ts `exampleId`). */
function pathValue(value: unknown, exampleId: string): unknown {
  return value === '' || value === null || value === undefined ? exampleId : value;
}

/** A TypeScript literal of a JSON value, on one line. */
function tsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : stringLiteral(k));
    return `{ ${entries.map(([k, v]) => `${key(k)}: ${tsLiteral(v)}`).join(', ')} }`;
  }
  return typeof value === 'string' ? stringLiteral(value) : JSON.stringify(value);
}
