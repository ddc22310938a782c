/**
 * Names of the client SDK: one namespace per tag (camelCase of the tag) and one method per operation
 * (the operationId's leading verb when it is unique within the namespace, else the whole operationId
 * in camelCase — spec-conventions: `createTunnelGroupBackend` → `create`). Collisions are reported,
 * never silently renamed, so a spec change cannot quietly change a public method name.
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrOperation } from '../ir/types.js';
import { camelCase } from './casing.js';
import { safeIdentifier } from './identifier.js';

/** Members the runtime puts on the client object next to the namespaces. */
export const RESERVED_CLIENT_MEMBERS = new Set(['raw']);

export interface SdkNamespace {
  readonly name: string;
  readonly tag: string;
  readonly methods: readonly SdkMethod[];
}

export interface SdkMethod {
  readonly name: string;
  readonly operation: IrOperation;
}

export function leadingVerb(operationId: string): string {
  return /^[a-z]+/.exec(camelCase(operationId))?.[0] ?? camelCase(operationId);
}

export function sdkNamespaces(operations: readonly IrOperation[], tagOrder: readonly string[], diagnostics: Diagnostics): SdkNamespace[] {
  const byTag = new Map<string, IrOperation[]>();
  for (const tag of tagOrder) byTag.set(tag, []);
  for (const operation of operations) byTag.get(operation.tag)?.push(operation) ?? byTag.set(operation.tag, [operation]);

  const namespaces: SdkNamespace[] = [];
  const owners = new Map<string, string>();
  for (const [tag, tagged] of byTag) {
    if (tagged.length === 0) continue;
    const name = safeIdentifier(camelCase(tag));
    const clash = owners.get(name) ?? (RESERVED_CLIENT_MEMBERS.has(name) ? '(the client itself)' : undefined);
    if (clash !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        message: `tag "${tag}" becomes client namespace "${name}", which ${clash === '(the client itself)' ? 'the client already uses' : `tag "${clash}" already uses`}`,
        pointer: '/tags',
      });
      continue;
    }
    owners.set(name, tag);
    namespaces.push({ name, tag, methods: methodNames(tagged, diagnostics) });
  }
  return namespaces;
}

function methodNames(operations: readonly IrOperation[], diagnostics: Diagnostics): SdkMethod[] {
  const verbCount = new Map<string, number>();
  for (const op of operations) verbCount.set(leadingVerb(op.operationId), (verbCount.get(leadingVerb(op.operationId)) ?? 0) + 1);
  const methods: SdkMethod[] = [];
  const used = new Map<string, IrOperation>();
  for (const operation of operations) {
    const verb = leadingVerb(operation.operationId);
    const name = verbCount.get(verb) === 1 ? verb : camelCase(operation.operationId);
    const previous = used.get(name);
    if (previous !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        message: `operations "${previous.operationId}" and "${operation.operationId}" both become method "${name}" of namespace for tag "${operation.tag}"`,
        pointer: `${operation.pointer}/operationId`,
      });
      continue;
    }
    used.set(name, operation);
    methods.push({ name, operation });
  }
  return methods;
}
