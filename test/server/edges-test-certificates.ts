/**
 * X.509 certificates for certificate authority tests, made with @peculiar/x509 (the library the server
 * uses for SAML signing certificates) on WebCrypto ECDSA P-256 keys, which are quick to generate.
 */
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

export interface TestCertificateOptions {
  /** Distinguished name, e.g. `CN=Example Root CA, O=Example`. */
  name: string;
  /** basicConstraints CA flag; `undefined` leaves the extension out. */
  ca: boolean | undefined;
  notBefore: Date;
  notAfter: Date;
}

export async function testCertificatePem(options: TestCertificateOptions): Promise<string> {
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '0a1b2c',
    name: options.name,
    notBefore: options.notBefore,
    notAfter: options.notAfter,
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: options.ca === undefined ? [] : [new x509.BasicConstraintsExtension(options.ca, undefined, true)],
  });
  return certificate.toString('pem');
}
