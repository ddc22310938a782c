/**
 * The variable a TypeScript sample stores its result in, named after what comes back: the success
 * response's schema (`SSHCertificateAuthority` → `sshCertificateAuthority`, `IPPolicy` → `ipPolicy`), else
 * the tag's namespace in the singular (`ip_policies` → `ipPolicy`, `agent_ingresses` → `agentIngress`).
 */
import type { IrOperation } from '../../ir/types.js';
import { namespaceName } from '../../naming/sdk-names.js';

/** Names a sample cannot use for its result: keywords, and `api`, the client itself. */
const TAKEN = new Set(['api', 'await', 'class', 'default', 'delete', 'function', 'new', 'this', 'void']);

export function resultVariable(op: IrOperation): string {
  const success = op.responses.find((r) => /^2/.test(r.status));
  const ref = typeof success?.schema === 'object' && typeof success.schema['$ref'] === 'string' ? success.schema['$ref'] : undefined;
  const schemaName = ref === undefined ? undefined : /^#\/components\/schemas\/([A-Za-z0-9]+)$/.exec(ref)?.[1];
  const name = schemaName !== undefined ? camelFromPascal(schemaName) : singular(namespaceName(op.tag));
  if (name === '') return 'result';
  return TAKEN.has(name) ? `${name}Result` : name;
}

/**
 * Acronym runs are words of their own, lower-cased after the first letter: `HTTPSEdgeRoute` →
 * `httpsEdgeRoute`. A lone capital before a word belongs to it (`OAuthModule` → `oauthModule`).
 */
export function camelFromPascal(name: string): string {
  const words: string[] = [];
  for (const word of name.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? []) {
    const last = words.at(-1);
    if (last !== undefined && /^[A-Z]$/.test(last)) words[words.length - 1] = last + word;
    else words.push(word);
  }
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}

export function singular(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/[^s]s$/.test(plural)) return plural.slice(0, -1);
  return plural;
}

/** The loop variable of a list sample: one item of the tag's resource (`ip_policies` → `ipPolicy`). */
export function itemVariable(op: IrOperation): string {
  const name = singular(namespaceName(op.tag));
  if (name === '') return 'item';
  return TAKEN.has(name) ? `${name}Item` : name;
}
