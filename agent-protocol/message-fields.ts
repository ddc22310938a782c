/**
 * Field readers for the agent control protocol's validators (parse.ts). Each one either returns
 * the typed value or throws a ProtocolError whose message names the message type, the field and the
 * rule, because that message becomes the WebSocket close reason the peer logs.
 *
 * Hand-written rather than JSON Schema: the messages are few and flat, and close reasons are limited
 * to 123 bytes (RFC 6455 §5.5), so short purpose-made messages beat generic validator output.
 */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

export type Fields = Record<string, unknown>;

export function readObject(value: unknown, where: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError(`${where} must be a JSON object`);
  }
  return value as Fields;
}

interface StringRule {
  maxBytes: number;
  pattern?: RegExp;
  /** Says in words what `pattern` requires. */
  patternHint?: string;
}

export function readString(fields: Fields, key: string, where: string, rule: StringRule): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new ProtocolError(`${where}.${key} must be a non-empty string`);
  }
  if (Buffer.byteLength(value, 'utf8') > rule.maxBytes) {
    throw new ProtocolError(`${where}.${key} must be at most ${rule.maxBytes} bytes`);
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw new ProtocolError(`${where}.${key} must be ${rule.patternHint ?? `like ${rule.pattern.source}`}`);
  }
  return value;
}

export function readOptionalString(fields: Fields, key: string, where: string, rule: StringRule): string | undefined {
  return fields[key] === undefined ? undefined : readString(fields, key, where, rule);
}

export function readBoolean(fields: Fields, key: string, where: string): boolean {
  const value = fields[key];
  if (typeof value !== 'boolean') throw new ProtocolError(`${where}.${key} must be true or false`);
  return value;
}

export function readPositiveInteger(fields: Fields, key: string, where: string): number {
  const value = fields[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new ProtocolError(`${where}.${key} must be a positive integer`);
  }
  return value;
}

export function readEnum<T extends string>(fields: Fields, key: string, where: string, allowed: readonly T[]): T {
  const value = fields[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ProtocolError(`${where}.${key} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

export function readArray(fields: Fields, key: string, where: string, maxItems: number): unknown[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new ProtocolError(`${where}.${key} must be an array`);
  if (value.length > maxItems) throw new ProtocolError(`${where}.${key} must hold at most ${maxItems} items`);
  return value;
}
