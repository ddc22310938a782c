/**
 * The headers a curl sample sends, from the spec rather than from what we know of our own API: the
 * credential its security scheme asks for (bearer → `Authorization: Bearer $KEY`, an API key in a header →
 * that header), then every required header parameter with its one allowed value (`Service-Version: 2`),
 * its default or example, or a `<name>` placeholder. The key comes from an environment variable so a
 * copied command never carries a secret. `Content-Type` is added by the caller when there is a body.
 */
import type { IrDocument, IrOperation, IrParameter } from '../../ir/types.js';

export interface CurlHeader {
  readonly name: string;
  readonly value: string;
  /** True when the value names a shell variable (quoted with "…" so the shell expands it). */
  readonly expands: boolean;
}

export function curlHeaders(ir: Pick<IrDocument, 'bundle'>, op: IrOperation, keyVariable: string): CurlHeader[] {
  const headers: CurlHeader[] = [];
  const schemes = ((ir.bundle['components'] as { securitySchemes?: Record<string, unknown> } | undefined)?.securitySchemes ?? {});
  for (const name of op.security) {
    const scheme = schemes[name] as { type?: string; scheme?: string; in?: string; name?: string } | undefined;
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') headers.push({ name: 'Authorization', value: `Bearer $${keyVariable}`, expands: true });
    else if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name !== undefined) headers.push({ name: scheme.name, value: `$${keyVariable}`, expands: true });
    if (headers.length > 0) break; // one credential is enough: security requirements are alternatives
  }
  for (const param of op.headerParams) if (param.required) headers.push({ name: param.name, value: sampleValue(param), expands: false });
  return headers;
}

function sampleValue(param: IrParameter): string {
  const schema = typeof param.schema === 'object' ? param.schema : {};
  const values = Array.isArray(schema['enum']) ? schema['enum'] : [];
  for (const candidate of [schema['const'], values[0], schema['default'], schema['example'], Array.isArray(schema['examples']) ? schema['examples'][0] : undefined]) {
    if (typeof candidate === 'string' || typeof candidate === 'number' || typeof candidate === 'boolean') return String(candidate);
  }
  return `<${param.name}>`;
}
