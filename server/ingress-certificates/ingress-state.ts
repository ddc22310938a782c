/**
 * What the service keeps with an agent ingress besides its API fields, for certificate management
 * (docs/decisions/0060-ingress-certificates.md). None of it is ever in an answer: `toApi`
 * (server/resources/agent-ingresses.ts) picks the API fields one by one.
 */

/** An issued certificate: the chain as PEM (leaf first) and its private key sealed with the KEK. */
export interface IssuedCertificate {
  chain_pem: string;
  sealed_key: string;
  /** RFC 3339: the leaf's notAfter. */
  not_after: string;
  /** The names it covers. */
  names: string[];
}

/** A TXT record of a pending DNS-01 challenge, served by this service's name servers (server/dns). */
export interface ChallengeRecord {
  name: string;
  value: string;
}

/** Which instance runs the job now (until when), and how many runs failed in a row (the backoff). */
export interface JobRun {
  lease_owner?: string;
  /** RFC 3339 with milliseconds. */
  lease_until?: string;
  failures: number;
}

export interface IngressCertificateState {
  certificate?: IssuedCertificate;
  acme_challenges?: ChallengeRecord[];
  certificate_job_run?: JobRun;
}

/** The hidden fields of a stored ingress body, to carry over an API update that rebuilds the body. */
export function certificateState(body: IngressCertificateState): IngressCertificateState {
  const state: IngressCertificateState = {};
  if (body.certificate !== undefined) state.certificate = body.certificate;
  if (body.acme_challenges !== undefined) state.acme_challenges = body.acme_challenges;
  if (body.certificate_job_run !== undefined) state.certificate_job_run = body.certificate_job_run;
  return state;
}
