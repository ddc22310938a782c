/**
 * The source IP of an agent's socket as the API shows it (spec/components/schemas/TunnelSession.yaml `ip`). A
 * dual-stack listener reports IPv4 peers as IPv4-mapped IPv6 (`::ffff:127.0.0.1`); users know the IPv4 form.
 */
import { isIPv4 } from 'node:net';

export function clientIp(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined) return '';
  const mapped = /^::ffff:(.+)$/i.exec(remoteAddress);
  return mapped?.[1] !== undefined && isIPv4(mapped[1]) ? mapped[1] : remoteAddress;
}
