/**
 * `models.gen.ts`: one exported alias per component schema (`TunnelGroupBackend`), with the schema's
 * description as JSDoc, so users need not spell `components['schemas']['…']`.
 */
import type { IrDocument } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { clientNames } from './names.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';

/** @param readWriteMarkers aliases are the read view (`Readable<…>`): what responses carry. */
export function emitModelsFile(ir: IrDocument, names: NameResolver, readWriteMarkers: boolean): string {
  // Plain text, not ts-morph: one manipulation per alias re-parses the file each time, which is
  // quadratic (a minute for the ~1000 schemas of a large public spec); the formatter still runs once.
  const blocks: string[] = [];
  for (const schema of ir.schemas) {
    const alias = names.of(clientNames).schemaType(schema.name);
    if (alias === undefined) continue;
    const description = typeof schema.schema === 'object' ? schema.schema['description'] : undefined;
    const doc = jsDoc(jsDocLines(typeof description === 'string' ? description : undefined));
    const type = `components['schemas'][${stringLiteral(schema.name)}]`;
    blocks.push(`${doc}export type ${alias} = ${readWriteMarkers ? `Readable<${type}>` : type};\n`);
  }
  const markerImport = readWriteMarkers ? "import type { Readable } from './runtime/read-write.js';\n" : '';
  const head = blocks.length > 0 ? `${markerImport}import type { components } from './schema.gen.js';\n\n` : 'export {};\n';
  return formatTypeScript('models.gen.ts', `${GENERATED_BANNER}\n${head}${blocks.join('\n')}`, { layout: 'template' });
}
