/**
 * Names of the client SDK: one namespace per tag (camelCase of the tag, without a leading API version) and one
 * method per operation.
 * A method's name depends on that operation and its tag only, never on the other operations, so adding
 * an operation can never rename an existing method:
 *
 * 1. `x-sdk-name: <identifier>` on the operation is the name, as are the SDK-name extensions of other
 *    generators a document may already carry (Speakeasy's `x-speakeasy-name-override`, Fern's
 *    `x-fern-sdk-method-name`).
 * 2. Otherwise the operationId read as a person would name the method (method-words.ts): a machine-made id
 *    read back to its function, the namespace's words not repeated, a verb first — `getWeightedBackend`,
 *    `listWeightedBackends` in tag `weighted_backends` → `get`, `list`; `getWeightedBackendChildren` →
 *    `getChildren`; `list_models_v1_models_get` in `models` → `list`.
 *
 * Two operations of a namespace that end with the same name: the first (document order) keeps it, the
 * other is named by its reading with the namespace kept (`getChatCompletionEvent`), else its whole
 * operationId, else a number, with a GEN007 warning (set `x-sdk-name`) — no operation is left without a method. A removed or
 * renamed method is breaking, and `npm run diff` says so (generator/diff/surface.ts).
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrOperation } from '../ir/types.js';
import { camelCase } from './casing.js';
import { fullMethodWords, methodWords } from './method-words.js';

/** Members the runtime puts on the client object next to the namespaces. */
export const RESERVED_CLIENT_MEMBERS = new Set(['raw']);

export const SDK_NAME_EXTENSION = 'x-sdk-name';

/** Extensions other SDK generators read for a method's name, honoured after ours. */
const FOREIGN_SDK_NAME_EXTENSIONS = ['x-speakeasy-name-override', 'x-fern-sdk-method-name'];

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
export function sdkMethodName(
  operation: Pick<IrOperation, 'operationId' | 'tag' | 'extensions' | 'method' | 'path'> & { readonly operationIdDerived?: boolean },
): string {
  for (const key of [SDK_NAME_EXTENSION, ...FOREIGN_SDK_NAME_EXTENSIONS]) {
    const override = operation.extensions[key];
    if (typeof override === 'string' && /^[A-Za-z_$][\w$]*$/.test(override)) return override;
  }
  return camelCase(methodWords(operation).join(' '));
}

export function sdkNamespaces(operations: readonly IrOperation[], tagOrder: readonly string[], diagnostics: Diagnostics): SdkNamespace[] {
  const byTag = new Map<string, IrOperation[]>();
  for (const tag of tagOrder) byTag.set(tag, []);
  for (const operation of operations) byTag.get(operation.tag)?.push(operation) ?? byTag.set(operation.tag, [operation]);

  const namespaces: SdkNamespace[] = [];
  const owners = new Map<string, string>();
  for (const member of RESERVED_CLIENT_MEMBERS) owners.set(member, '(the client itself)');
  for (const [tag, tagged] of byTag) {
    if (tagged.length === 0) continue;
    // A property of the client, not a variable: `api.default` and `api.delete` are fine as they are.
    const wanted = namespaceName(tag);
    let name = wanted;
    const clash = owners.get(wanted);
    if (clash !== undefined) {
      // No operation loses its method: the later tag (document order) takes its whole name, else a number.
      const whole = camelCase(tag) || 'default';
      name = whole;
      for (let n = 2; owners.has(name); n++) name = `${whole}${n}`;
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `tag "${tag}" becomes client namespace "${wanted}", which ${clash === '(the client itself)' ? 'the client already uses' : `tag "${clash}" already uses`}; its namespace is "${name}"`,
        pointer: '/tags',
        hint: "rename the tag so its camelCase differs, or set the operations' x-sdk-name",
      });
    }
    owners.set(name, tag);
    namespaces.push({ name, tag, methods: methodNames(tagged, diagnostics) });
  }
  return namespaces;
}

/**
 * A tag's namespace: its camelCase, without a leading API version a person would not say at every call
 * (`Api20100401Account` → `account`, `v2 Users` → `users`), which depends on the tag alone.
 */
export function namespaceName(tag: string): string {
  const unversioned = tag.replace(/^api[ _.-]?v?[0-9]+[ _.-]*(?=[A-Za-z])/i, '').replace(/^[vV][0-9]+(?:[ _.-]+|(?=[A-Z]))/, '');
  return camelCase(unversioned) || camelCase(tag) || 'default';
}

function methodNames(operations: readonly IrOperation[], diagnostics: Diagnostics): SdkMethod[] {
  const methods: SdkMethod[] = [];
  const used = new Map<string, IrOperation>();
  for (const operation of operations) {
    const wanted = sdkMethodName(operation);
    const previous = used.get(wanted);
    let name = wanted;
    if (previous !== undefined) {
      // No operation loses its method: the later one (document order) takes its reading with the namespace
      // kept (method-words.ts), else its whole operationId, else a number.
      const candidates = [camelCase(fullMethodWords(operation).join(' ')), camelCase(operation.operationId)].filter((c) => c !== '' && c !== wanted);
      const whole = candidates[candidates.length - 1] ?? wanted;
      name = candidates.find((c) => !used.has(c)) ?? whole;
      for (let n = 2; used.has(name); n++) name = `${whole}${n}`;
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `operations "${previous.operationId}" and "${operation.operationId}" both become method "${wanted}" of namespace for tag "${operation.tag}"; "${operation.operationId}" is method "${name}"`,
        pointer: `${operation.pointer}/operationId`,
        hint: `give one of them \`${SDK_NAME_EXTENSION}: <method>\``,
      });
    }
    used.set(name, operation);
    methods.push({ name, operation });
  }
  return methods;
}
