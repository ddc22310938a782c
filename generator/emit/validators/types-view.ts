/**
 * The view model of types.gen.d.ts: one exported type per validator, printed from the schema it
 * checks (typescript-types.ts), with the schema's description as its JSDoc.
 */
import type { IrDocument, JsonSchema } from '../../ir/types.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { readOnlyFields } from './close-unknown-fields.js';
import { writeOnlyFields } from './forbid-write-only.js';
import { parseComponentId, parseComponentRef } from './schema-ids.js';
import { isObject } from './schema-walk.js';
import { typeOf } from './typescript-types.js';
import type { ValidatorTarget } from './validator-target.js';

export interface TypeView {
  readonly name: string;
  readonly doc: string;
  readonly type: string;
}

export function typesView(targets: readonly ValidatorTarget[], ir: IrDocument): TypeView[] {
  const componentTypes = new Map(targets.filter((t) => t.kind === 'schema').map((t) => [parseComponentId(t.id)?.name ?? t.name, t.name]));
  return targets.map((target) => {
    const description = isObject(target.schema) && typeof target.schema['description'] === 'string' ? target.schema['description'] : undefined;
    return {
      name: target.name,
      doc: jsDoc(jsDocLines(description)),
      type: target.kind === 'body' ? typeWithout(target.schema, ir, componentTypes, readOnlyFields)
        : target.kind === 'response' ? typeWithout(target.schema, ir, componentTypes, writeOnlyFields)
          : typeOf(target.schema, (name) => componentTypes.get(name)),
    };
  });
}

/**
 * A request body's or response's type: the schema's type, without the fields of a component it
 * names that this direction refuses — `readOnly` in requests (close-unknown-fields.ts), `writeOnly`
 * in responses (forbid-write-only.ts).
 */
function typeWithout(schema: JsonSchema, ir: IrDocument, componentTypes: ReadonlyMap<string, string>, refused: (node: JsonSchema) => string[]): string {
  const type = typeOf(schema, (name) => componentTypes.get(name));
  const ref = isObject(schema) && typeof schema['$ref'] === 'string' ? parseComponentRef(schema['$ref']) : undefined;
  if (ref === undefined || ref.fragment !== '') return type;
  const fields = refused(ir.schemas.find((s) => s.name === ref.name)?.schema ?? {});
  return fields.length === 0 ? type : `Omit<${type}, ${fields.map((name) => JSON.stringify(name)).join(' | ')}>`;
}
