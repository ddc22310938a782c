/**
 * How a reader of the README, the docs or the package's own doc comments creates a client for this document:
 * the `createClient` options literal with the credentials one requirement asks for, each read from an environment
 * variable (docs/decisions/0047-client-auth.md), so a sample compiles against the package and carries no secret.
 */
import type { IrOperation } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import type { ClientAuth, ClientScheme } from './client-auth.js';

/**
 * `{ baseUrl: '…', apiKey: process.env.X_API_KEY! }`, with `baseUrl` only when given (a client whose document
 * names a server needs none), and the credentials of `requirement` (scheme keys; the document's first by default).
 * `keyVariable` is the project's API-key variable (`EXAMPLE_API_KEY`); other schemes get names beside it.
 */
export function clientOptionsLiteral(auth: ClientAuth, keyVariable: string, baseUrl: string | undefined, requirement = firstRequirement(auth)): string {
  const entries = clientOptionEntries(auth, keyVariable, baseUrl, requirement);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** The entries of that literal, one string each (`apiKey: process.env.X_API_KEY!`). */
export function clientOptionEntries(auth: ClientAuth, keyVariable: string, baseUrl: string | undefined, requirement = firstRequirement(auth)): string[] {
  const entries: string[] = [];
  if (baseUrl !== undefined) entries.push(`baseUrl: ${stringLiteral(baseUrl)}`);
  if (auth.apiKeyScheme !== undefined) {
    if (requirement.length > 0 || auth.required) entries.push(`apiKey: process.env.${keyVariable}!`);
  } else {
    const schemes = requirement.map((key) => auth.schemes.find((s) => s.key === key)).filter((s): s is ClientScheme => s !== undefined);
    const credentials = schemes.map(
      (scheme, i) => `${propertyKey(scheme.key)}: ${credential(scheme, i === 0 ? keyVariable : variableFor(keyVariable, scheme.key))}`,
    );
    if (credentials.length > 0) entries.push(`auth: { ${credentials.join(', ')} }`);
  }
  return entries;
}

/** The requirement an operation's sample sends: its first one that asks for something, else none. */
export function operationRequirement(auth: ClientAuth, op: IrOperation): readonly string[] {
  const own = auth.operations.find(([key]) => key === `${op.method.toUpperCase()} ${op.path}`)?.[1] ?? auth.default;
  return own.find((req) => req.length > 0) ?? [];
}

function firstRequirement(auth: ClientAuth): readonly string[] {
  return auth.default.find((req) => req.length > 0) ?? auth.operations.flatMap(([, reqs]) => reqs).find((req) => req.length > 0) ?? [];
}

function credential(scheme: ClientScheme, variable: string): string {
  if (scheme.kind !== 'basic') return `process.env.${variable}!`;
  const prefix = variable.replace(/_KEY$/, '');
  return `{ username: process.env.${prefix}_USERNAME!, password: process.env.${prefix}_PASSWORD! }`;
}

/** `EXAMPLE_API_KEY` and `appKey` → `EXAMPLE_API_APP_KEY`. */
function variableFor(keyVariable: string, key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return `${keyVariable.replace(/_KEY$/, '')}_${words}`;
}
