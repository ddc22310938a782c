/**
 * The URLs of an abuse report and the hostnames parsed out of them (spec/components/schemas/AbuseReport.yaml). A URL is
 * accepted when it is an `http` or `https` URI with an authority in RFC 3986's grammar (so it is echoed
 * back exactly as sent and is a valid `uri` in the response), the WHATWG URL parser reads it (valid
 * port, IP literal, IDN), and the host it finds is a name or an IP address. The hostname is the
 * parser's: lower case, IDNs in punycode, IPv6 literals in brackets, without the trailing dot of an
 * absolute name (`example.com.` is the host `example.com`).
 */
import type { AbuseReport, AbuseReportHostname } from '@tunnel-api/validators';
import { fieldError } from './field-error.js';

/** RFC 3986 §3: `http(s)://[userinfo@]host[:port]` + path-abempty + [`?`query] + [`#`fragment]. */
const HTTP_URI = (() => {
  const pct = '%[0-9A-Fa-f]{2}';
  const plain = "A-Za-z0-9\\-._~!$&'()*+,;="; // unreserved and sub-delims
  const userinfo = `(?:[${plain}:]|${pct})*`;
  const host = `(?:\\[[0-9A-Fa-f:.]+\\]|(?:[${plain}]|${pct})*)`;
  const pchar = `(?:[${plain}:@]|${pct})`;
  return new RegExp(`^https?://(?:${userinfo}@)?${host}(?::[0-9]*)?(?:/${pchar}*)*(?:\\?(?:${pchar}|[/?])*)?(?:#(?:${pchar}|[/?])*)?$`, 'i');
})();
/** A DNS name (underscores occur in real ones), an IPv4 address or a bracketed IPv6 literal, as WHATWG writes them. */
const HOSTNAME = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/;

/**
 * The hostname of each URL, one per distinct hostname in order of first appearance.
 * @throws ApiError ABUSE_REPORT_URL_INVALID naming the first invalid URL (`/urls/<index>`).
 */
export function reportedHostnames(urls: readonly string[]): string[] {
  const hostnames = new Set<string>();
  urls.forEach((url, index) => {
    hostnames.add(hostnameOf(url, `/urls/${index}`));
  });
  return [...hostnames];
}

function hostnameOf(url: string, pointer: string): string {
  const hostname = HTTP_URI.test(url) && URL.canParse(url) ? new URL(url).hostname : '';
  // With details.problems like every field error, and the rule the schema's `format: uri` states in part.
  if (!HOSTNAME.test(hostname)) throw fieldError('ABUSE_REPORT_URL_INVALID', { pointer, url }, pointer, 'format');
  return hostname.replace(/\.$/, '');
}

/**
 * The report's status from its hostnames' (spec/components/schemas/AbuseReport.yaml `status`): `PENDING` while
 * none has been acted on, `PROCESSED` once every one has, `PARTIALLY_PROCESSED` in between.
 */
export function reportStatus(hostnames: readonly AbuseReportHostname[]): AbuseReport['status'] {
  const pending = hostnames.filter((entry) => entry.status === 'PENDING').length;
  if (pending === hostnames.length) return 'PENDING';
  return pending === 0 ? 'PROCESSED' : 'PARTIALLY_PROCESSED';
}
