/**
 * `models.gen.ts`: one exported alias per component schema (`TunnelGroupBackend`), with the schema's
 * description as JSDoc, so users need not spell `components['schemas']['…']`.
 */
import { Project } from 'ts-morph';
import type { Diagnostics } from '../../diagnostics.js';
import type { IrDocument } from '../../ir/types.js';
import { schemaAliasNames } from '../../naming/type-names.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { jsDocLines } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { tsString } from './type-expressions.js';

/** Names the package entry exports itself; a schema alias may not take them. */
export const ENTRY_EXPORTS: ReadonlySet<string> = new Set([
  'ApiClient', 'createClient', 'Resources', 'PageIterator', 'TunnelApiError', 'TunnelError', 'TunnelNetworkError',
  'TunnelPaginationError', 'TunnelTimeoutError', 'CallOptions', 'ClientOptions', 'paths', 'components', 'operations', 'webhooks', '$defs',
]);

export function emitModelsFile(ir: IrDocument, operationTypeNames: ReadonlySet<string>, diagnostics: Diagnostics): string {
  const file = new Project({ useInMemoryFileSystem: true, compilerOptions: { noLib: true } }).createSourceFile('models.gen.ts');
  const aliases = schemaAliasNames(ir.schemas, new Set([...ENTRY_EXPORTS, ...operationTypeNames]), diagnostics);
  if (aliases.size > 0) file.addImportDeclaration({ isTypeOnly: true, namedImports: ['components'], moduleSpecifier: './schema.gen.js' });
  for (const schema of ir.schemas) {
    const alias = aliases.get(schema.name);
    if (alias === undefined) continue;
    const description = typeof schema.schema === 'object' ? schema.schema['description'] : undefined;
    const lines = jsDocLines(typeof description === 'string' ? description : undefined);
    file.addTypeAlias({
      isExported: true,
      name: alias,
      type: `components['schemas'][${tsString(schema.name)}]`,
      docs: lines.length > 0 ? [lines.join('\n')] : [],
    });
  }
  if (aliases.size === 0) file.addStatements('export {};');
  return formatTypeScript('models.gen.ts', `${GENERATED_BANNER}\n${file.getFullText()}`);
}
