/**
 * The names the client package exports, claimed once (naming/resolver.ts): a type per component schema
 * (undefined: reachable only as `components['schemas'][…]`), its writable variant where it may need one, and per operation part — `Path`, `Query`,
 * `Body`, `Response`, `Item`, `Event` — after the names its entry exports itself.
 */
import { ExportNames } from '../../naming/export-names.js';
import { type NameClaim, namesOfOperation, operationPart, schemaTypeName } from '../../naming/resolver.js';
import { eventStreamOf } from './answers.js';
import { readWriteSchemas } from './read-write-schemas.js';

export interface ClientOperationTypes {
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly response: string;
  readonly item: string;
  /** One event of the operation's `text/event-stream` answer ('' when it has none). */
  readonly event: string;
}

export interface ClientNames {
  /** A component schema's exported type (undefined when it has none). */
  schemaType(schemaName: string): string | undefined;
  /** A component schema's writable variant (`<Name>Writable`), where its request view may differ (read-write-schemas.ts). */
  schemaWritableType(schemaName: string): string | undefined;
  operationTypes(operationId: string): ClientOperationTypes;
}

/** Names the client package entry exports itself (plus the error classes). */
const CLIENT_ENTRY_EXPORTS = [
  'ApiClient',
  'createClient',
  'Resources',
  'PageIterator',
  'EventStream',
  'ServerSentEvent',
  'CallOptions',
  'ClientOptions',
  'ClientAuth',
  'paths',
  'components',
  'operations',
  'webhooks',
  '$defs',
  '$Read',
  '$Write',
  'Readable',
  'Writable',
];

export const clientNames: NameClaim<ClientNames> = {
  target: 'client',
  claim: (ir, shared, diagnostics) => {
    const names = new ExportNames('the client package', diagnostics, [...CLIENT_ENTRY_EXPORTS, ...Object.values(shared.project.errors)]);
    const schemas = new Map(ir.schemas.map((schema) => [schema.name, names.claim([schemaTypeName(schema)], `schema "${schema.name}"`, schema.pointer)]));
    const operations = new Map<string, ClientOperationTypes>();
    for (const op of ir.operations) {
      const base = shared.operationBase(op.operationId);
      const part = (suffix: string, what: string) => operationPart(names, base, suffix, `the ${what} of ${op.operationId}`, op.pointer);
      operations.set(op.operationId, {
        path: part('Path', 'path parameters'),
        query: part('Query', 'query'),
        body: part('Body', 'request body'),
        response: part('Response', 'success response'),
        item: part('Item', 'list item'),
        event: eventStreamOf(ir, op) === undefined ? '' : part('Event', 'stream event'),
      });
    }
    // Claimed after every other name, so a variant never displaces a schema's or an operation's name.
    const variants = readWriteSchemas(ir);
    const writable = new Map(
      ir.schemas.flatMap((schema) => {
        const base = schemas.get(schema.name);
        if (base === undefined || !variants.has(schema.name)) return [];
        return [[schema.name, names.claim([`${base}Writable`], `the writable variant of schema "${schema.name}"`, schema.pointer)] as const];
      }),
    );
    return {
      schemaType: (name) => schemas.get(name),
      schemaWritableType: (name) => writable.get(name),
      operationTypes: (operationId) => namesOfOperation(operations, operationId),
    };
  },
};
