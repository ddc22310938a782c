/**
 * `operation-types.gen.ts`: named request/response types per operation, each an index into
 * openapi-typescript's `paths` (`GetReservedAddrResponse`), so SDK signatures stay short and users
 * can name what they pass and get.
 */
import type { IrDocument, IrOperation } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import type { NameResolver } from '../../naming/resolver.js';
import { clientNames, type ClientOperationTypes } from './names.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { jsDoc } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { bodyType, pathParamsType, queryType, successType } from './type-expressions.js';

/**
 * @param readWriteMarkers the schema types carry `$Read`/`$Write` markers: bodies become `Writable<…>`,
 * responses `Readable<…>` (runtime/read-write.ts).
 */
export function emitOperationTypesFile(
  ir: IrDocument,
  names: NameResolver,
  itemsKeys: ReadonlyMap<string, string>,
  readWriteMarkers: boolean,
): string {
  const blocks = ir.operations.map((op) => operationBlock(op, names.of(clientNames).operationTypes(op.operationId), itemsKeys.get(op.operationId), readWriteMarkers));
  const used = readWriteMarkers ? ['Readable', ...(ir.operations.some((op) => op.requestBody !== undefined) ? ['Writable'] : [])] : [];
  const markerImport = used.length > 0 && ir.operations.length > 0 ? `import type { ${used.join(', ')} } from './runtime/read-write.js';\n` : '';
  const imports = ir.operations.length > 0 ? `${markerImport}import type { paths } from './schema.gen.js';\n\n` : 'export {};\n';
  return formatTypeScript('operation-types.gen.ts', `${GENERATED_BANNER}\n${imports}${blocks.join('\n')}`, { layout: 'template' });
}

function operationBlock(op: IrOperation, names: ClientOperationTypes, itemsKey: string | undefined, markers: boolean): string {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const lines: string[] = [];
  const alias = (doc: string, name: string, type: string): void => {
    lines.push(`${jsDoc([doc])}export type ${name} = ${type};`);
  };
  if (op.pathParams.length > 0) alias(`Path parameters of ${where}.`, names.path, pathParamsType(op));
  if (op.queryParams.length > 0) alias(`Query parameters of ${where}.`, names.query, queryType(op));
  if (op.requestBody !== undefined) alias(`Request body of ${where} (${op.requestBody.contentType}).`, names.body, markers ? `Writable<${bodyType(op)}>` : bodyType(op));
  alias(`Success response body of ${where}${op.responses.some((r) => r.contentType === undefined && r.status.startsWith('2')) ? ' (undefined when it has no content)' : ''}.`, names.response, markers ? `Readable<${successType(op)}>` : successType(op));
  if (itemsKey !== undefined) alias(`One item of the \`${itemsKey}\` list of ${where}.`, names.item, `NonNullable<NonNullable<${names.response}>[${stringLiteral(itemsKey)}]>[number]`);
  return `${lines.join('\n\n')}\n`;
}
