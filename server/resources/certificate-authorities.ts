/**
 * X.509 certificate authorities (docs/decisions/0010-referenced-resources.md), referenced by mutual TLS modules.
 * The certificate is read once at creation; its subject and validity are stored beside it, and it
 * cannot change afterwards (the update schema refuses `ca_pem` with IMMUTABLE_FIELD).
 */
import { resources } from '@tunnel-api/server';
import type { CertificateAuthority, CertificateAuthorityCreate, CertificateAuthorityUpdate } from '@tunnel-api/validators';
import { type CaCertificateFacts, readCaCertificate } from './ca-certificate.js';
import { describedBy, describedPatch, headAndBody, type ResourceKind } from './crud.js';

interface Stored extends CaCertificateFacts {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  ca_pem: string;
}

export const certificateAuthorities: ResourceKind<
  'certificate_authority',
  CertificateAuthority,
  CertificateAuthorityCreate,
  CertificateAuthorityUpdate,
  Stored
> = {
  resource: resources.certificate_authority,
  create: ({ body }) => ({ body: { ...describedBy(body), ca_pem: body.ca_pem, ...readCaCertificate(body.ca_pem) } }),
  update: ({ body, current }) => ({
    body: {
      ...describedPatch(body, current.body),
      ca_pem: current.body.ca_pem,
      subject_common_name: current.body.subject_common_name,
      not_before: current.body.not_before,
      not_after: current.body.not_after,
    },
  }),
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts).
  storedBodyIsApi: true,
  toApi: headAndBody,
};
