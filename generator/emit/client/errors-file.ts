/**
 * `errors.gen.ts`: the API's error registry (`components.x-error-codes`, docs/decisions/0004-error-registry.md)
 * as types. It fills in the runtime's empty `TunnelErrorRegistry` interface by declaration merging — one entry
 * per code, documented with its status and message, typed as the error body's `details` plus the keys the
 * entry's `details` says that code always carries — so `TunnelApiError.errorCode`, `known` and
 * `isTunnelError` know every code. Emitted only for a document that has a registry; the codes themselves, which
 * `known` checks at run time, are data in defaults.gen.ts (`registeredErrorCodes`).
 */

import { parseComponentRef } from '../../ir/json-pointer.js';
import type { IrDocument, IrSchema } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { clientNames } from './names.js';

export interface RegisteredErrorCode {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  /** The keys of `details` this code always carries besides the ones every error has. */
  readonly details: readonly string[];
}

/** The registry's entries, or undefined when the document has none (a list of `{ code, status, message }`). */
export function registeredErrorCodes(ir: IrDocument): RegisteredErrorCode[] | undefined {
  const registry = ir.componentExtensions['x-error-codes'];
  if (!Array.isArray(registry)) return undefined;
  const entries = registry.filter(
    (entry): entry is Record<string, unknown> => entry !== null && typeof entry === 'object' && typeof entry['code'] === 'string',
  );
  if (entries.length === 0) return undefined;
  return entries.map((entry) => ({
    code: entry['code'] as string,
    status: typeof entry['status'] === 'number' ? entry['status'] : 0,
    message: typeof entry['message'] === 'string' ? entry['message'] : '',
    details: Array.isArray(entry['details']) ? entry['details'].filter((name): name is string => typeof name === 'string') : [],
  }));
}

export function emitErrorsFile(ir: IrDocument, names: NameResolver, codes: readonly RegisteredErrorCode[]): string {
  const details = detailsSchema(ir);
  const detailsType = details === undefined ? undefined : names.of(clientNames).schemaType(details.name);
  const base = detailsType ?? 'Readonly<Record<string, unknown>>';
  const entries = [...codes]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((entry) => {
      const carried = entry.details.map(
        (name) => `readonly ${propertyKey(name)}: ${detailsType === undefined ? 'unknown' : `NonNullable<${detailsType}[${stringLiteral(name)}]>`};`,
      );
      const type = carried.length === 0 ? base : `${base} & { ${carried.join(' ')} }`;
      const doc = jsDoc(jsDocLines(`${entry.status === 0 ? '' : `${entry.status}: `}${entry.message}`), '    ');
      return `${doc}    ${propertyKey(entry.code)}: ${type};`;
    });
  const registry = names.project.errors.registry;
  const title = ir.info.title === '' ? 'the API' : ir.info.title;
  const imports = detailsType === undefined ? '' : `import type { ${detailsType} } from './models.gen.js';\n\n`;
  const text = `${imports}declare module './runtime/errors.js' {
${jsDoc(jsDocLines(`Every error code of ${title}, with the \`details\` its errors carry.`), '  ')}  interface ${registry} {
${entries.join('\n')}
  }
}

export {};
`;
  return formatTypeScript('errors.gen.ts', text, { layout: 'template' });
}

/** The component schema of the error body's `details`, found through the first error response that names its body schema. */
function detailsSchema(ir: IrDocument): IrSchema | undefined {
  const byName = new Map(ir.schemas.map((schema) => [schema.name, schema]));
  for (const op of ir.operations) {
    for (const response of op.responses) {
      if (!/^[45]/.test(response.status) || typeof response.schema !== 'object') continue;
      const body = componentOf(response.schema['$ref'], byName);
      const properties = typeof body?.schema === 'object' ? body.schema['properties'] : undefined;
      const details = properties !== null && typeof properties === 'object' ? (properties as Record<string, unknown>)['details'] : undefined;
      const found = details !== null && typeof details === 'object' ? componentOf((details as Record<string, unknown>)['$ref'], byName) : undefined;
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function componentOf(ref: unknown, byName: ReadonlyMap<string, IrSchema>): IrSchema | undefined {
  const parsed = typeof ref === 'string' ? parseComponentRef(ref) : undefined;
  return parsed === undefined || parsed.fragment !== '' ? undefined : byName.get(parsed.name);
}

function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : stringLiteral(name);
}
