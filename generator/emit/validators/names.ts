/**
 * Identifiers of the exported validators and types, from the shared naming rules (naming/): the
 * component `TunnelGroupBackend` keeps its name, so the type is the same one the client exports.
 * Operation validators are `<OperationId><Part>`: `CreateTunnelGroupBackendBody`,
 * `ListTunnelGroupBackendsQuery`, `GetTunnelGroupBackendPath`, `GetTunnelGroupBackendResponse200`.
 */
import { pascalCase } from '../../naming/casing.js';
import { safeIdentifier } from '../../naming/identifier.js';

/** Names the package's index exports besides the validators; a schema may not take them. */
export const RUNTIME_EXPORTS = new Set(['Problem', 'Validator', 'CompiledValidate', 'ValidationError']);

export function schemaTypeName(componentName: string): string {
  return safeIdentifier(pascalCase(componentName) || 'Schema');
}

export function operationTypeName(operationId: string, part: 'Path' | 'Query' | 'Body'): string {
  return safeIdentifier(pascalCase(operationId) + part);
}

/** `200` → `Response200`, `4XX` → `Response4XX`, `default` → `ResponseDefault`. */
export function responseTypeName(operationId: string, status: string): string {
  const suffix = status === 'default' ? 'Default' : status.toUpperCase();
  return safeIdentifier(`${pascalCase(operationId)}Response${suffix}`);
}
