/**
 * The error-code registry of the spec (`components.x-error-codes` of generated/openapi.json): every
 * error the server sends is one of these codes, with the registry's status and message template, so
 * the docs' error table and the server cannot disagree (docs/decisions/0004-error-registry.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RegisteredError {
  readonly code: string;
  readonly status: number;
  readonly message: string;
  readonly description: string;
}

const bundlePath = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));

function loadRegistry(): ReadonlyMap<string, RegisteredError> {
  const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as { components?: { 'x-error-codes'?: RegisteredError[] } };
  const entries = bundle.components?.['x-error-codes'] ?? [];
  return new Map(entries.map((entry) => [entry.code, entry]));
}

export const errorRegistry: ReadonlyMap<string, RegisteredError> = loadRegistry();

/** Fills `{name}` placeholders of a message template; unknown placeholders stay visible. */
export function formatMessage(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
