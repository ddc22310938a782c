/**
 * Edge `hostports` (docs/decisions/0010-referenced-resources.md): `hostname:port`. The schema's pattern states
 * the same rule, so the validators refuse first; this check keeps the server safe on its own: the hostname must be a DNS name (RFC 1123 §2.1: labels of 1–63 letters, digits and
 * hyphens, not starting or ending with a hyphen, 253 characters at most) and the port 1–65535 (RFC 6335 §6).
 */
import { fieldError } from './field-error.js';

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function checkHostports(hostports: readonly string[]): string[] {
  hostports.forEach((hostport, index) => {
    if (!isHostport(hostport)) throw fieldError('HOSTPORT_INVALID', { pointer: `/hostports/${index}`, value: hostport }, `/hostports/${index}`, 'hostport');
  });
  return [...hostports];
}

function isHostport(hostport: string): boolean {
  const colon = hostport.lastIndexOf(':');
  if (colon < 0) return false;
  const host = hostport.slice(0, colon).replace(/\.$/, '');
  const portText = hostport.slice(colon + 1);
  const port = Number(portText);
  if (!/^[0-9]{1,5}$/.test(portText) || port < 1 || port > 65535) return false;
  return host.length > 0 && host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}
