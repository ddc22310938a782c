/**
 * Identifiers of the exported validators and types. Component names are kept when they are already
 * identifiers (`TunnelGroupBackend`); others are PascalCased (`call-recording` → `CallRecording`).
 * Operation validators are `<OperationId><Part>`: `CreateTunnelGroupBackendBody`,
 * `ListTunnelGroupBackendsQuery`, `GetTunnelGroupBackendPath`, `GetTunnelGroupBackendResponse200`.
 */
const RESERVED = new Set(['Array', 'Boolean', 'Date', 'Error', 'Function', 'Map', 'Number', 'Object', 'Promise',
  'Record', 'RegExp', 'Set', 'String', 'Symbol', 'Problem', 'Validator', 'CompiledValidate']);

export function typeNameOf(name: string): string {
  const pascal = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)
    ? name.charAt(0).toUpperCase() + name.slice(1)
    : name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const safe = pascal === '' ? 'Schema' : /^[0-9]/.test(pascal) ? `Schema${pascal}` : pascal;
  return RESERVED.has(safe) ? `${safe}Schema` : safe;
}

/** `200` → `Response200`, `4XX` → `Response4XX`, `default` → `ResponseDefault`. */
export function responseSuffix(status: string): string {
  return `Response${status === 'default' ? 'Default' : status.toUpperCase()}`;
}
