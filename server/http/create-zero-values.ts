/**
 * On create, an optional field sent as its zero value — `""`, `0`, an empty map `{}` or an empty list
 * `[]` — means "not set" and gets its default, as if it had been left out. Clients of the service
 * written in Go cannot tell a zero value from an absent one and send them for unset fields
 * (`{"region": ""}` is a `us` address, `{"extensions": {}}` gets `permit-pty` and `permit-user-rc`).
 * The rule covers the top-level optional fields of every create body (POST answering 201), read from
 * the bundled spec; PATCH and module PUT bodies keep their documented meaning (`""` there clears).
 * Objects with named properties (a certificate policy) are not maps: `{}` there is a value.
 */
import type { FastifyInstance } from 'fastify';
import { addBodyFieldDrops, isEmptyObject } from './operation-hooks.js';
import { specBundle } from './spec-bundle.js';

interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
}

interface Operation {
  readonly operationId?: string;
  readonly requestBody?: { readonly content?: Readonly<Record<string, { readonly schema?: Schema }>> };
  readonly responses?: Readonly<Record<string, unknown>>;
}

interface Bundle {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, Schema>> };
}

type ZeroTest = (value: unknown) => boolean;

/** operationId → optional field → whether a value is that field's zero value. */
export function zeroValueFields(bundle: Bundle): ReadonlyMap<string, ReadonlyMap<string, ZeroTest>> {
  const resolve = (schema: Schema): Schema => (schema.$ref === undefined ? schema : (bundle.components.schemas[schema.$ref.split('/').pop()!] ?? {}));
  const result = new Map<string, ReadonlyMap<string, ZeroTest>>();
  for (const item of Object.values(bundle.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (method !== 'post' || operation.responses?.['201'] === undefined || schema === undefined || operation.operationId === undefined) continue;
      const body = resolve(schema);
      const fields = new Map<string, ZeroTest>();
      for (const [name, property] of Object.entries(body.properties ?? {})) {
        if (body.required?.includes(name)) continue;
        const test = zeroTest(resolve(property));
        if (test !== undefined) fields.set(name, test);
      }
      if (fields.size > 0) result.set(operation.operationId, fields);
    }
  }
  return result;
}

function zeroTest(schema: Schema): ZeroTest | undefined {
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  const tests: ZeroTest[] = [];
  if (types.includes('string')) tests.push((value) => value === '');
  if (types.includes('integer') || types.includes('number')) tests.push((value) => value === 0);
  if (types.includes('array')) tests.push((value) => Array.isArray(value) && value.length === 0);
  if (types.includes('object') && schema.properties === undefined) {
    tests.push(isEmptyObject);
  }
  return tests.length === 0 ? undefined : (value) => tests.some((test) => test(value));
}

export function registerCreateZeroValues(app: FastifyInstance): void {
  addBodyFieldDrops(app, zeroValueFields(specBundle() as Bundle));
}
