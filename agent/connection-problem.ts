/**
 * One line saying why a connection to the server failed, and for TLS what to change: a certificate not signed by a
 * trusted CA (give it with `--ca`), one that does not name the host the agent connected to, one out of its validity,
 * or a server that ended the handshake without one (docs/decisions/0072-agent-tls-by-name.md). Anything else is the
 * error's own message (connection refused, a DNS failure from dns-lookup.ts, an HTTP status).
 */

/** OpenSSL's verification codes for a chain that ends at no trusted root. */
const UNTRUSTED = new Set([
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);
const OUT_OF_DATE = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);

/** What Node's net, tls and ws errors carry besides the message. */
export interface ConnectionError {
  message: string;
  code?: string;
  /** ERR_TLS_CERT_ALTNAME_INVALID: the peer certificate; `subjectaltname` lists its names (`DNS:*.example.com`). */
  cert?: { subjectaltname?: string };
}

/** `url` is the control-channel URL connected to; `caFile` the `--ca` file, if any. */
export function describeConnectionError(error: ConnectionError, url: string, caFile: string | undefined): string {
  const { hostname, port, protocol } = new URL(url);
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const code = error.code ?? '';
  const trusted = caFile === undefined ? "the system's roots" : `--ca ${caFile} or the system's roots`;
  if (UNTRUSTED.has(code)) {
    return `TLS certificate of ${host} is not trusted (${error.message}): it is not issued by a CA in ${trusted}; give the issuing CA's certificate with --ca FILE`;
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const names = error.cert?.subjectaltname?.trim() || 'no names';
    return `TLS certificate presented for ${host} does not cover that name (it names ${names}): connect with a --server URL whose host it covers`;
  }
  if (OUT_OF_DATE.has(code)) return `TLS certificate of ${host} is not valid now (${error.message})`;
  if (protocol === 'wss:' && code === 'ECONNRESET' && /before secure TLS connection was established/.test(error.message)) {
    return `TLS handshake with ${host}:${port || 443} failed: the server closed the connection without presenting a certificate for ${host}`;
  }
  return error.message;
}
