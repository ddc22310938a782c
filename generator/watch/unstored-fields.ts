/**
 * Request fields the API answers without: an operation that writes a resource (POST, PUT, PATCH with a JSON
 * body) and answers it in a 2xx response, where a field of the body is not a field of the answered resource.
 * The reference server stores what the resource schema holds, so such a field is accepted and then silently
 * dropped (a new `owner` on a create schema answered 201 without it). `npm run dev` reports the fields an edit
 * introduces (generator/watch/api-changes.ts; docs/decisions/0056-dev-loop-verdicts.md).
 *
 * Not reported: a `writeOnly` field (sent, never returned, by definition) and a reference sent by id that the
 * resource returns expanded — `backend_id` answered as `backend`, `ip_policy_ids` as `ip_policies`.
 */
import type { HttpMethod, IrDocument, JsonSchema } from '../ir/types.js';

export interface UnstoredField {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** The body field the answer lacks. */
  readonly field: string;
  /** The component the body is (`ReservedAddrCreate`), when it is one. */
  readonly requestSchema: string | undefined;
  /** The component the answer is (`ReservedAddr`), when it is one. */
  readonly resourceSchema: string | undefined;
  /** Where the field is declared in the bundled document. */
  readonly pointer: string;
}

const WRITES: readonly HttpMethod[] = ['post', 'put', 'patch'];

export function unstoredRequestFields(ir: IrDocument): UnstoredField[] {
  const components = new Map(ir.schemas.map((s) => [s.name, s.schema]));
  const found: UnstoredField[] = [];
  for (const op of ir.operations) {
    if (!WRITES.includes(op.method) || op.requestBody === undefined || !isJson(op.requestBody.contentType)) continue;
    const answer = op.responses.find((r) => /^2\d\d$/.test(r.status) && r.schema !== undefined && r.contentType !== undefined && isJson(r.contentType));
    if (answer?.schema === undefined) continue;
    const sent = fieldsOf(op.requestBody.schema, components, `${op.pointer}/requestBody/content/${escapeToken(op.requestBody.contentType)}/schema`);
    const answered = fieldsOf(answer.schema, components, '');
    // An answer without fields of its own (a list, a free-form object) says nothing about what is stored.
    if (answered.size === 0) continue;
    for (const [field, declared] of sent) {
      if (declared.writeOnly || answered.has(field) || expandedReference(field, answered)) continue;
      found.push({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        field,
        requestSchema: componentName(op.requestBody.schema),
        resourceSchema: componentName(answer.schema),
        pointer: declared.pointer,
      });
    }
  }
  return found;
}

/** `x_id` answered as `x`, `x_ids` as the plural of `x` (`xs`, `x`→`xies` for a final `y`) or as `x`. */
function expandedReference(field: string, answered: ReadonlyMap<string, unknown>): boolean {
  const one = /^(.+)_id$/.exec(field)?.[1];
  if (one !== undefined) return answered.has(one);
  const many = /^(.+)_ids$/.exec(field)?.[1];
  if (many === undefined) return false;
  return [`${many}s`, many.endsWith('y') ? `${many.slice(0, -1)}ies` : '', many].some((name) => name !== '' && answered.has(name));
}

interface Declared {
  readonly writeOnly: boolean;
  readonly pointer: string;
}

/**
 * The properties a schema declares, through `$ref`s to components and `allOf`, with where each is declared. A
 * union (`oneOf`, `anyOf`) contributes every branch's: a field any branch stores is stored.
 */
function fieldsOf(schema: JsonSchema, components: ReadonlyMap<string, JsonSchema>, pointer: string, seen = new Set<string>()): Map<string, Declared> {
  const fields = new Map<string, Declared>();
  if (typeof schema !== 'object' || schema === null) return fields;
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const name = componentOf(ref);
    const target = name === undefined ? undefined : components.get(name);
    if (name !== undefined && target !== undefined && !seen.has(name)) {
      seen.add(name);
      for (const [field, declared] of fieldsOf(target, components, `/components/schemas/${escapeToken(name)}`, seen)) fields.set(field, declared);
    }
  }
  const properties = schema['properties'];
  if (typeof properties === 'object' && properties !== null) {
    for (const [field, sub] of Object.entries(properties as Record<string, unknown>)) {
      const writeOnly = typeof sub === 'object' && sub !== null && (sub as Record<string, unknown>)['writeOnly'] === true;
      fields.set(field, { writeOnly, pointer: `${pointer}/properties/${escapeToken(field)}` });
    }
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    branches.forEach((branch: JsonSchema, index) => {
      for (const [field, declared] of fieldsOf(branch, components, `${pointer}/${keyword}/${index}`, seen)) if (!fields.has(field)) fields.set(field, declared);
    });
  }
  return fields;
}

function componentName(schema: JsonSchema): string | undefined {
  return typeof schema === 'object' && schema !== null && typeof schema['$ref'] === 'string' ? componentOf(schema['$ref']) : undefined;
}

function componentOf(ref: string): string | undefined {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1].replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

/** A JSON pointer token (RFC 6901). */
function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
