/**
 * `operations.gen.ts`: per operation the data the runtime needs (method, path template, body media
 * type, list items key). Built as structure with ts-morph, then formatted once.
 */
import { Project, VariableDeclarationKind, type WriterFunction } from 'ts-morph';
import type { IrDocument } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import { GENERATED_BANNER } from '../../render/banner.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { listItemsKey } from './list-envelope.js';

export function emitOperationsFile(ir: IrDocument): string {
  const file = new Project({ useInMemoryFileSystem: true, compilerOptions: { noLib: true } }).createSourceFile('operations.gen.ts');
  const table: WriterFunction = (writer) => {
    writer.write('{').indent(() => {
      for (const op of ir.operations) {
        const itemsKey = listItemsKey(ir, op);
        const fields: [string, string | undefined][] = [
          ['operationId', op.operationId],
          ['method', op.method.toUpperCase()],
          ['path', op.path],
          ['bodyMediaType', op.requestBody?.contentType],
          ['itemsKey', itemsKey],
        ];
        const literal = fields.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${stringLiteral(v ?? '')}`).join(', ');
        writer.writeLine(`${propertyKey(op.operationId)}: { ${literal} },`);
      }
    }).write('} as const');
  };
  file.addVariableStatement({
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    // No `satisfies Record<string, OperationSpec>`: its declaration would need the type checker (the
    // dist build is per file, package/build-dist.ts); each entry is checked where sdk.gen.ts hands it to
    // the runtime, whose parameters are `OperationSpec`.
    docs: ['What the runtime needs to send each operation, keyed by operationId.'],
    declarations: [{ name: 'operations', initializer: table }],
  });
  return formatTypeScript('operations.gen.ts', `${GENERATED_BANNER}\n${file.getFullText()}`);
}
