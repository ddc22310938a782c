/**
 * Names of the client SDK: one namespace per tag (camelCase of the tag) and one method per operation.
 * A method's name depends on that operation and its tag only, never on the other operations, so adding
 * an operation can never rename an existing method:
 *
 * 1. `x-sdk-name: <identifier>` on the operation is the name.
 * 2. Otherwise, when the operationId is a verb followed by the tag's resource, singular or plural
 *    (`getWeightedBackend`, `listWeightedBackends` in tag `weighted_backends`; `replaceTcpEdgeBackendModule`
 *    in `tcp_edge_backend_module`), the verb alone: `get`, `list`, `replace`.
 * 3. Otherwise the whole operationId in camelCase (`getWeightedBackendChildren`).
 *
 * Two operations of a namespace that end with the same name keep the first (document order); the
 * other gets no method and a GEN007 warning (set `x-sdk-name`), never a silent rename. A removed or
 * renamed method is breaking, and `npm run diff` says so (generator/diff/surface.ts).
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrOperation } from '../ir/types.js';
import { camelCase, pascalCase } from './casing.js';
import { safeIdentifier } from './identifier.js';

/** Members the runtime puts on the client object next to the namespaces. */
export const RESERVED_CLIENT_MEMBERS = new Set(['raw']);

export const SDK_NAME_EXTENSION = 'x-sdk-name';

export interface SdkNamespace {
  readonly name: string;
  readonly tag: string;
  readonly methods: readonly SdkMethod[];
}

export interface SdkMethod {
  readonly name: string;
  readonly operation: IrOperation;
}

/** The method name an operation asks for, by the rule above (before collisions). */
export function sdkMethodName(operation: Pick<IrOperation, 'operationId' | 'tag' | 'extensions'>): string {
  const override = operation.extensions[SDK_NAME_EXTENSION];
  if (typeof override === 'string' && /^[A-Za-z_$][\w$]*$/.test(override)) return override;
  const full = camelCase(operation.operationId);
  const verb = /^[a-z]+/.exec(full)?.[0];
  if (verb === undefined) return safeIdentifier(full || 'call');
  const rest = full.slice(verb.length);
  return rest === '' || namesResource(rest, pascalCase(operation.tag)) ? verb : full;
}

/** `WeightedBackend` names the resource of tag `WeightedBackends` (and `AgentIngress` that of `AgentIngresses`). */
function namesResource(rest: string, tag: string): boolean {
  const a = rest.toLowerCase();
  const b = tag.toLowerCase();
  return a === b || a === singular(b) || singular(a) === singular(b);
}

/** English plural endings, enough for resource names: `policies` → `policy`, `ingresses` → `ingress`, `backends` → `backend`. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function sdkNamespaces(operations: readonly IrOperation[], tagOrder: readonly string[], diagnostics: Diagnostics): SdkNamespace[] {
  const byTag = new Map<string, IrOperation[]>();
  for (const tag of tagOrder) byTag.set(tag, []);
  for (const operation of operations) byTag.get(operation.tag)?.push(operation) ?? byTag.set(operation.tag, [operation]);

  const namespaces: SdkNamespace[] = [];
  const owners = new Map<string, string>();
  for (const [tag, tagged] of byTag) {
    if (tagged.length === 0) continue;
    const name = safeIdentifier(camelCase(tag) || 'default');
    const clash = owners.get(name) ?? (RESERVED_CLIENT_MEMBERS.has(name) ? '(the client itself)' : undefined);
    if (clash !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `tag "${tag}" becomes client namespace "${name}", which ${clash === '(the client itself)' ? 'the client already uses' : `tag "${clash}" already uses`}; its operations get no SDK method (api.raw still reaches them)`,
        pointer: '/tags',
        hint: 'rename the tag so its camelCase differs',
      });
      continue;
    }
    owners.set(name, tag);
    namespaces.push({ name, tag, methods: methodNames(tagged, diagnostics) });
  }
  return namespaces;
}

function methodNames(operations: readonly IrOperation[], diagnostics: Diagnostics): SdkMethod[] {
  const methods: SdkMethod[] = [];
  const used = new Map<string, IrOperation>();
  for (const operation of operations) {
    const name = sdkMethodName(operation);
    const previous = used.get(name);
    if (previous !== undefined) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `operations "${previous.operationId}" and "${operation.operationId}" both become method "${name}" of namespace for tag "${operation.tag}"; "${operation.operationId}" gets no SDK method`,
        pointer: `${operation.pointer}/operationId`,
        hint: `give one of them \`${SDK_NAME_EXTENSION}: <method>\``,
      });
      continue;
    }
    used.set(name, operation);
    methods.push({ name, operation });
  }
  return methods;
}
