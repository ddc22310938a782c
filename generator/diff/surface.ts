/**
 * The generated public surface, compared: what the name resolver (naming/resolver.ts) gives each version —
 * the client's SDK methods (`api.<namespace>.<method>`, and `<method>Stream` beside a JSON answer) and exported types, the validators' exported types
 * (and with them their `is…`/`check…` guards), the server's handler names and result types. A name that
 * existed and is gone is breaking, with the spec file and line that caused it: a renamed method
 * (`api.weightedBackends.get` → `getWeightedBackend`) is reported as a rename, anything else as a removal.
 */

import { besideStreamName } from '../emit/client/answers.js';
import { clientNames } from '../emit/client/names.js';
import { serverNames } from '../emit/server/names.js';
import { validatorNames } from '../emit/validators/names.js';
import type { IrDocument } from '../ir/types.js';
import type { NameResolver } from '../naming/resolver.js';
import type { Change } from './change.js';

interface Entry {
  /** Where the name comes from in the document (operation or schema), for the location. */
  readonly pointer: string;
  /** The operation it belongs to, to recognise a rename. */
  readonly operationId: string | undefined;
  readonly kind: 'sdk-method' | 'sdk-stream-method' | 'type' | 'handler';
}

/** Every public name, keyed `<package>: <name>`. */
export function publicSurface(ir: IrDocument, names: NameResolver): Map<string, Entry> {
  const surface = new Map<string, Entry>();
  const add = (key: string, entry: Entry) => surface.set(key, entry);
  const [clientTypes, validatorTypes, serverTypes] = [names.of(clientNames), names.of(validatorNames), names.of(serverNames)];
  for (const ns of names.sdk) {
    for (const m of ns.methods) {
      add(`client: api.${ns.name}.${m.name}`, { pointer: m.operation.pointer, operationId: m.operation.operationId, kind: 'sdk-method' });
      // The second method of an operation answering JSON or an event stream (emit/client/answers.ts).
      const stream = besideStreamName(
        ir,
        m.operation,
        m.name,
        ns.methods.map((other) => other.name),
      );
      if (stream !== undefined)
        add(`client: api.${ns.name}.${stream}`, { pointer: m.operation.pointer, operationId: m.operation.operationId, kind: 'sdk-stream-method' });
    }
  }
  for (const schema of ir.schemas) {
    const client = clientTypes.schemaType(schema.name);
    if (client !== undefined) add(`client: type ${client}`, { pointer: schema.pointer, operationId: undefined, kind: 'type' });
    const validator = validatorTypes.schemaType(schema.name);
    if (validator !== undefined) add(`validators: type ${validator}`, { pointer: schema.pointer, operationId: undefined, kind: 'type' });
  }
  for (const op of ir.operations) {
    const at = (kind: Entry['kind']): Entry => ({ pointer: op.pointer, operationId: op.operationId, kind });
    const client = clientTypes.operationTypes(op.operationId);
    if (op.pathParams.length > 0) add(`client: type ${client.path}`, at('type'));
    if (op.queryParams.length > 0) add(`client: type ${client.query}`, at('type'));
    if (op.requestBody !== undefined) add(`client: type ${client.body}`, at('type'));
    add(`client: type ${client.response}`, at('type'));
    if (client.event !== '') add(`client: type ${client.event}`, at('type'));
    const validators = validatorTypes.operationTypes(op.operationId);
    for (const name of [validators.path, validators.query, validators.body, ...validators.responses.values()]) {
      if (name !== undefined) add(`validators: type ${name}`, at('type'));
    }
    if (['get', 'post', 'put', 'patch', 'delete'].includes(op.method)) {
      add(`server: Handlers.${op.operationId}`, at('handler'));
      add(`server: type ${serverTypes.resultType(op.operationId)}`, at('type'));
    }
  }
  return surface;
}

export function compareSurfaces(base: ReadonlyMap<string, Entry>, head: ReadonlyMap<string, Entry>, headOperations: ReadonlyMap<string, string>): Change[] {
  const changes: Change[] = [];
  const headMethods = new Map([...head].filter(([, e]) => e.kind === 'sdk-method').map(([key, e]) => [e.operationId, key]));
  for (const [key, entry] of base) {
    if (head.has(key)) continue;
    const renamedTo = entry.kind === 'sdk-method' ? headMethods.get(entry.operationId) : undefined;
    const stillThere = entry.operationId !== undefined ? headOperations.get(entry.operationId) : undefined;
    // An operation that is gone (or whose operationId changed) is reported by the spec comparison already.
    if (entry.operationId !== undefined && stillThere === undefined) continue;
    if (renamedTo !== undefined && stillThere !== undefined) {
      changes.push({
        severity: 'breaking',
        rule: 'sdk-method-renamed',
        message: `${key.replace('client: ', '')} is now ${renamedTo.replace('client: ', '')} (operation ${entry.operationId})`,
        pointer: stillThere,
        side: 'head',
      });
    } else {
      changes.push({
        severity: 'breaking',
        rule: 'surface-removed',
        message: `${key} is no longer generated`,
        pointer: stillThere ?? entry.pointer,
        side: stillThere !== undefined ? 'head' : 'base',
      });
    }
  }
  return changes;
}
