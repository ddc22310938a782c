/**
 * The URLs of an abuse report and the hostnames parsed out of them (description §2.9). A URL is
 * accepted when it is an absolute `http` or `https` URL with an authority (`scheme://host…`), made only
 * of the characters RFC 3986 allows (so it is echoed back exactly as sent and is a valid `uri`), and
 * the WHATWG URL parser finds a hostname in it. The hostname is the parser's: lower case, IDNs in
 * punycode, IPv6 literals in brackets.
 */
import type { AbuseReport, AbuseReportHostname } from '@tunnel-api/validators';
import { ApiError } from '../errors/api-error.js';

/** RFC 3986 §2: unreserved, reserved and percent-encoded characters; anything else needs encoding. */
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;
const HTTP_AUTHORITY = /^https?:\/\//i;

/**
 * The hostname of each URL, one per distinct hostname in order of first appearance.
 * @throws ApiError ABUSE_REPORT_URL_INVALID naming the first invalid URL (`/urls/<index>`).
 */
export function reportedHostnames(urls: readonly string[]): string[] {
  const hostnames = new Set<string>();
  urls.forEach((url, index) => hostnames.add(hostnameOf(url, `/urls/${index}`)));
  return [...hostnames];
}

function hostnameOf(url: string, pointer: string): string {
  const parsed = URI_CHARACTERS.test(url) && HTTP_AUTHORITY.test(url) && URL.canParse(url) ? new URL(url) : undefined;
  if (parsed === undefined || parsed.hostname === '') throw new ApiError('ABUSE_REPORT_URL_INVALID', { pointer, url });
  return parsed.hostname;
}

/**
 * The report's status from its hostnames' (description §2.9): `PENDING` while none has been acted on,
 * `PROCESSED` once every one has, `PARTIALLY_PROCESSED` in between.
 */
export function reportStatus(hostnames: readonly AbuseReportHostname[]): AbuseReport['status'] {
  const pending = hostnames.filter((entry) => entry.status === 'PENDING').length;
  if (pending === hostnames.length) return 'PENDING';
  return pending === 0 ? 'PROCESSED' : 'PARTIALLY_PROCESSED';
}
