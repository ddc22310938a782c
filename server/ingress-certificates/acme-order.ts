/**
 * One certificate from an ACME CA (RFC 8555) by DNS-01 (RFC 8555 §8.4), with `acme-client` — a maintained client
 * that speaks the whole protocol (account, order, authorizations, polling with backoff, finalize, download) and that
 * we would otherwise rewrite (docs/decisions/0060-ingress-certificates.md).
 *
 * The order is for the wildcard `*.<domain>`: one certificate that covers every region domain, those added later
 * included, with one DNS-01 challenge at `_acme-challenge.<domain>` that our own name servers answer
 * (`publish` stores the record; server/dns serves it from the database on every instance).
 */
import { createECDH, createPrivateKey, hkdfSync } from 'node:crypto';
import https from 'node:https';
import tls from 'node:tls';
import type { AgentIngressCertPolicy } from '@tunnel-api/validators';
import type { Client } from 'acme-client';
import type { ChallengeRecord } from './ingress-state.js';

type Acme = typeof import('acme-client');

/**
 * acme-client, loaded at the first order: with its HTTP client (axios) and X.509 library it cost every start about
 * 0.1 s of CPU and 5 MiB of memory, and most servers never order a certificate (bench/RESULTS.md, "Server start: the
 * ACME client loaded at the first order").
 */
let loaded: Promise<Acme> | undefined;
function loadAcme(): Promise<Acme> {
  loaded ??= import('acme-client').then((module) => module.default);
  return loaded;
}

export interface AcmeSettings {
  directoryUrl: string;
  /** PEM certificates trusted for the directory's HTTPS besides Node's roots (a private or test CA). */
  extraCaPem?: string;
}

export interface OrderedCertificate {
  chainPem: string;
  keyPem: string;
  names: string[];
  notBefore: Date;
  notAfter: Date;
}

export interface ChallengePublisher {
  publish(record: ChallengeRecord): Promise<void>;
  withdraw(record: ChallengeRecord): Promise<void>;
}

/** Polling an order or authorization: the CA validates within seconds; give up after about a minute. */
const POLLING = { backoffAttempts: 12, backoffMin: 250, backoffMax: 8000 };

let trustedCa: string | undefined;

/** Trusts `extraCaPem` for the ACME directory's HTTPS (acme-client's own HTTP client; process-wide). */
function trust(acme: Acme, extraCaPem: string | undefined): void {
  if (extraCaPem === trustedCa) return;
  trustedCa = extraCaPem;
  acme.axios.defaults.httpsAgent = extraCaPem === undefined ? undefined : new https.Agent({ ca: [...tls.rootCertificates, extraCaPem] });
  // Retries of its own (after 429/503 with Retry-After) would hold a job for minutes; the job's backoff retries.
  (acme.axios.defaults as unknown as { acmeSettings: { retryMaxAttempts: number } }).acmeSettings.retryMaxAttempts = 0;
}

export async function orderCertificate(
  domain: string,
  policy: AgentIngressCertPolicy,
  settings: AcmeSettings,
  kek: Buffer,
  challenges: ChallengePublisher,
): Promise<OrderedCertificate> {
  const acme = await loadAcme();
  trust(acme, settings.extraCaPem);
  await reachDirectory(acme, settings);
  const client = new acme.Client({ directoryUrl: settings.directoryUrl, accountKey: accountKeyPem(kek, settings.directoryUrl), ...POLLING });
  await useAccount(client);
  const keyPem = (
    policy.private_key_type === 'ecdsa' ? await acme.crypto.createPrivateEcdsaKey('P-256') : await acme.crypto.createPrivateRsaKey(2048)
  ).toString();
  const names = [`*.${domain}`];
  const [, csr] = await acme.crypto.createCsr({ altNames: names }, keyPem);
  const chainPem = await client
    .auto({
      csr,
      termsOfServiceAgreed: true,
      challengePriority: ['dns-01'],
      // acme-client would look the record up through the system's resolver first; the CA's own check is the one that counts.
      skipChallengeVerification: true,
      challengeCreateFn: async (authz, _challenge, keyAuthorization) => challenges.publish(challengeRecord(authz.identifier.value, keyAuthorization)),
      challengeRemoveFn: async (authz, _challenge, keyAuthorization) => challenges.withdraw(challengeRecord(authz.identifier.value, keyAuthorization)),
    })
    .catch((error: unknown) => {
      // acme-client 5.4.0 turns a failed connection into a TypeError of its own HTTP interceptor.
      throw error instanceof TypeError ? new Error('the connection to the certificate authority failed during the order') : error;
    });
  const info = acme.crypto.readCertificateInfo(chainPem);
  return { chainPem, keyPem, names, notBefore: info.notBefore, notAfter: info.notAfter };
}

/**
 * Finds the account of our key, or registers it (RFC 8555 §7.3.1). acme-client's own registration re-sends
 * `termsOfServiceAgreed` as an update of an existing account, which a CA may refuse as an empty update; asking for the
 * existing account first (`onlyReturnExisting`) reads it with POST-as-GET instead.
 */
async function useAccount(client: Client): Promise<void> {
  try {
    await client.createAccount({ onlyReturnExisting: true });
  } catch {
    await client.createAccount({ termsOfServiceAgreed: true });
  }
}

/**
 * Fetches the directory first, so that a CA that cannot be reached fails with the network's own reason
 * (`connect ECONNREFUSED …`, a certificate error) rather than acme-client's.
 */
async function reachDirectory(acme: Acme, settings: AcmeSettings): Promise<void> {
  const agent = acme.axios.defaults.httpsAgent as https.Agent | undefined;
  await new Promise<void>((resolve, reject) => {
    const request = https.get(settings.directoryUrl, { ...(agent === undefined ? {} : { agent }), timeout: 10_000 }, (response) => {
      response.resume();
      if (response.statusCode === 200) resolve();
      else reject(new Error(`the ACME directory ${settings.directoryUrl} answered ${response.statusCode}`));
    });
    request.on('timeout', () => request.destroy(new Error(`the ACME directory ${settings.directoryUrl} did not answer within 10 s`)));
    request.on('error', (error) => reject(new Error(`the ACME directory ${settings.directoryUrl} could not be reached: ${error.message}`)));
  });
}

function challengeRecord(identifier: string, value: string): ChallengeRecord {
  return { name: `_acme-challenge.${identifier.replace(/^\*\./, '').toLowerCase()}`, value };
}

/**
 * The ACME account key for a directory: a P-256 key derived from the KEK (HKDF, RFC 5869), so every instance sharing
 * the KEK is the same ACME account without storing a key, and another directory gets another account.
 */
export function accountKeyPem(kek: Buffer, directoryUrl: string): string {
  const order = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');
  const seed = Buffer.from(hkdfSync('sha256', kek, Buffer.alloc(0), `tunnel-api acme account ${directoryUrl}`, 48));
  // 48 bytes reduced modulo the group order: uniform enough (FIPS 186-5 A.2.1), never zero.
  const scalar = (BigInt(`0x${seed.toString('hex')}`) % (order - 1n)) + 1n;
  const d = Buffer.from(scalar.toString(16).padStart(64, '0'), 'hex');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  return createPrivateKey({ key: jwk, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' }).toString();
}
