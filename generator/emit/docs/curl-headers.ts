/**
 * The headers a curl sample sends, from the spec rather than from what we know of our own API: the
 * credential its security scheme asks for (bearer → `Authorization: Bearer $KEY`, an API key in a header →
 * that header), then every required header parameter (parameter-sample.ts: `Service-Version: 2`). The key comes from an environment variable so a
 * copied command never carries a secret. `Content-Type` is added by the caller when there is a body.
 */
import type { IrDocument, IrOperation } from '../../ir/types.js';
import { parameterSample } from './parameter-sample.js';

export interface CurlHeader {
  readonly name: string;
  readonly value: string;
  /** True when the value names a shell variable (quoted with "…" so the shell expands it). */
  readonly expands: boolean;
  /** On the credential header only: the text before the key (`Bearer `, or empty for an API-key header). */
  readonly keyPrefix?: string;
}

export function curlHeaders(ir: Pick<IrDocument, 'bundle'>, op: IrOperation, keyVariable: string): CurlHeader[] {
  const headers: CurlHeader[] = [];
  const schemes = (ir.bundle['components'] as { securitySchemes?: Record<string, unknown> } | undefined)?.securitySchemes ?? {};
  for (const name of op.security) {
    const scheme = schemes[name] as { type?: string; scheme?: string; in?: string; name?: string } | undefined;
    if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
      headers.push({ name: 'Authorization', value: `Bearer $${keyVariable}`, expands: true, keyPrefix: 'Bearer ' });
    else if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name !== undefined)
      headers.push({ name: scheme.name, value: `$${keyVariable}`, expands: true, keyPrefix: '' });
    if (headers.length > 0) break; // one credential is enough: security requirements are alternatives
  }
  for (const param of op.headerParams) if (param.required) headers.push({ name: param.name, value: String(parameterSample(param)), expands: false });
  return headers;
}
