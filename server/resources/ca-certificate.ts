/**
 * Reading a certificate authority's `ca_pem` (docs/decisions/0010-referenced-resources.md: "parsed, must be a
 * CA certificate"): exactly one PEM `CERTIFICATE` block holding an X.509 certificate whose basicConstraints say
 * CA:TRUE, since only such a certificate may sign the client certificates mutual TLS checks (RFC 5280
 * §4.2.1.9).
 */
import { X509Certificate } from 'node:crypto';
import { timestamp } from '../context.js';
import type { ApiError } from '../errors/api-error.js';
import { fieldError } from './field-error.js';

export interface CaCertificateFacts {
  subject_common_name: string;
  not_before: string;
  not_after: string;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

export function readCaCertificate(pem: string): CaCertificateFacts {
  const blocks = pem.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw invalid('no PEM block "-----BEGIN CERTIFICATE-----" was found');
  if (blocks.length > 1) throw invalid(`${blocks.length} certificates were found; send exactly one`);
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(blocks[0]!);
  } catch {
    throw invalid('the PEM block is not a valid X.509 certificate');
  }
  if (!certificate.ca) throw fieldError('CA_PEM_NOT_CA', {}, '/ca_pem', 'ca');
  return {
    subject_common_name: commonName(certificate.subject),
    not_before: timestamp(new Date(certificate.validFrom)),
    not_after: timestamp(new Date(certificate.validTo)),
  };
}

/** Node prints the subject one attribute per line (`CN=Example Root`); the first CN wins, "" without one. */
function commonName(subject: string): string {
  const line = subject.split('\n').find((entry) => entry.startsWith('CN='));
  return line === undefined ? '' : line.slice('CN='.length);
}

function invalid(reason: string): ApiError {
  return fieldError('CA_PEM_INVALID', { reason }, '/ca_pem', 'x509');
}
