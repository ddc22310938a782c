/** One validator the package exports: what it checks, under which name and schema id. */
import type { JsonSchema } from '../../ir/types.js';

export type TargetKind = 'schema' | 'path' | 'query' | 'body' | 'response';

export interface ValidatorTarget {
  /** The exported type name; the guards are `is<name>` and `check<name>`. */
  readonly name: string;
  /** The schema `$id` in the generated code (see schema-ids.ts). */
  readonly id: string;
  readonly kind: TargetKind;
  /** The operation a path/query/body/response validator belongs to. */
  readonly operationId: string | undefined;
  /** The response status (`200`, `4XX`, `default`) of a response validator. */
  readonly status: string | undefined;
  /** The schema as the IR holds it (component refs `#/components/schemas/X`). */
  readonly schema: JsonSchema;
  /** Where the schema is in the bundled document, for diagnostics. */
  readonly pointer: string;
}
