/**
 * The zero-value rule of create bodies (ARCHITECTURE.md, "Zero values on create"): an optional
 * top-level field sent as `""`, `0`, `[]` or an empty map counts as not set. Stated here from the rule,
 * not imported from the server, so the suites check the server against it.
 */
import { resolve, type Schema } from './spec-operations.js';

export function isZeroValue(property: Schema, value: unknown): boolean {
  const schema = resolve(property);
  const types = [schema.type].flat();
  if (value === '') return types.includes('string');
  if (value === 0) return types.includes('integer') || types.includes('number');
  if (Array.isArray(value)) return value.length === 0 && types.includes('array');
  if (typeof value === 'object' && value !== null) return Object.keys(value).length === 0 && types.includes('object') && schema.properties === undefined;
  return false;
}

/** The create body as the server reads it: optional fields sent as zero values removed. */
export function withoutZeroValues(schema: Schema, body: Record<string, unknown>): Record<string, unknown> {
  const required: string[] = schema.required ?? [];
  const properties: Record<string, Schema> = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => required.includes(key) || properties[key] === undefined || !isZeroValue(properties[key], value)),
  );
}

/** Whether a mutation (`… at /field`) set an optional top-level field of a create body to its zero value. */
export function mutationIsZeroValue(schema: Schema, what: string, payload: string | undefined): boolean {
  const field = / at \/([^/]+)$/.exec(what)?.[1];
  if (field === undefined || payload === undefined || (schema.required ?? []).includes(field)) return false;
  const property = schema.properties?.[field];
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return false;
  }
  return property !== undefined && typeof body === 'object' && body !== null && isZeroValue(property, (body as Record<string, unknown>)[field]);
}

/**
 * The PATCH body as the server reads it: a map sent as `{}` leaves what is stored, as if it had not been sent
 * (docs/decisions/0052-real-service-clients.md). Objects with named properties are values, not maps.
 */
export function withoutEmptyMaps(schema: Schema, body: Record<string, unknown>): Record<string, unknown> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => {
      const property = properties[key] === undefined ? undefined : resolve(properties[key]);
      const isMap = property !== undefined && property.properties === undefined && typeof property.additionalProperties === 'object';
      return !(isMap && typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);
    }),
  );
}
