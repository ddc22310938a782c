/**
 * The key pair that signs a SAML module's requests to the IdP, and the self-signed X.509 certificate the IdP is
 * given to verify them (spec/components/schemas/SAMLModule.yaml `request_signing_certificate_pem`;
 * docs/decisions/0026-server-assigned-values.md). RSA 2048 with SHA-256 (rsa-sha256, XML Signature 1.1) because
 * every IdP accepts it, which is not true of ECDSA. The certificate only carries the public key, so it is valid
 * for ten years and never renewed.
 */
import { randomBytes } from 'node:crypto';

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
const VALIDITY_YEARS = 10;

export interface SigningKeyPair {
  readonly certificate_pem: string;
  /** PKCS #8 PEM; never part of a response. */
  readonly private_key_pem: string;
}

export async function newSigningKeyPair(commonName: string, now: Date): Promise<SigningKeyPair> {
  // Loaded on the first SAML module, not at start-up: @peculiar/x509 and its dependencies took about a
  // tenth of the server's start (bench/RESULTS.md "Server: what each change gained").
  await import('reflect-metadata');
  const { X509CertificateGenerator } = await import('@peculiar/x509');
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const notBefore = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALIDITY_YEARS);
  const serial = randomBytes(16);
  serial[0]! &= 0x7f; // RFC 5280 §4.1.2.2: a positive serial number of at most 20 octets
  const certificate = await X509CertificateGenerator.createSelfSigned({
    serialNumber: serial.toString('hex'),
    name: [{ CN: [commonName] }],
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys,
  });
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey));
  return { certificate_pem: certificate.toString('pem'), private_key_pem: pemBlock('PRIVATE KEY', pkcs8) };
}

function pemBlock(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
