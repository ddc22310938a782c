/**
 * Where a request schema refers to other resources by id (docs/decisions/0010-referenced-resources.md: a
 * reference to a missing id or another account's → 400 with the reference code of the kind): a property, a
 * list item, a nullable property or a map key (`propertyNames`) whose schema is an id schema.
 */
import { refName, resolve, schemaNamed, type Schema } from '../../fuzz/support/spec-operations.js';

export interface ReferenceSite {
  /** Property name in the body (top level). */
  property: string;
  shape: 'value' | 'list' | 'map-key';
  /** Id schema referred to, e.g. `IPPolicyId` (`BackendId` for any backend). */
  idSchema: string;
}

/** The error code a reference to a missing resource of this id schema answers (x-error-codes). */
export const REFERENCE_CODES: Readonly<Record<string, string>> = {
  BackendId: 'BACKEND_REFERENCE_NOT_FOUND',
  IPPolicyId: 'IP_POLICY_REFERENCE_NOT_FOUND',
  CertificateAuthorityId: 'CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND',
  EndpointConfigurationId: 'ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND',
  SSHCertificateAuthorityId: 'SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND',
};

function idRef(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const candidates = [schema.$ref, ...((schema.oneOf ?? []) as Schema[]).map((member) => member.$ref)];
  return candidates.map((ref) => (typeof ref === 'string' ? refName(ref) : undefined)).find((name) => name !== undefined && /Id$/.test(name));
}

export function referenceSites(schemaName: string): ReferenceSite[] {
  const schema = schemaNamed(schemaName);
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([property, raw]): ReferenceSite[] => {
    const value = idRef(raw);
    if (value) return [{ property, shape: 'value', idSchema: value }];
    const resolved = resolve(raw);
    const item = idRef(resolved.items);
    if (item) return [{ property, shape: 'list', idSchema: item }];
    const key = idRef(resolved.propertyNames);
    if (key) return [{ property, shape: 'map-key', idSchema: key }];
    return [];
  });
}

/** The body with the reference at `site` replaced by `id`. */
export function withReference(body: Record<string, unknown>, site: ReferenceSite, id: string): Record<string, unknown> {
  switch (site.shape) {
    case 'value': return { ...body, [site.property]: id };
    case 'list': return { ...body, [site.property]: [id] };
    case 'map-key': return { ...body, [site.property]: { [id]: 1 } };
  }
}
