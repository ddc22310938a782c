/**
 * How the service picks a reserved address (spec/components/schemas/ReservedAddr.yaml `addr`;
 * docs/decisions/0026-server-assigned-values.md). The reference server models the service's TCP front doors as
 * nine hosts per region, `<1-9>.tcp.<region>.tunnel.example.net` (the spec's examples use the same shape), each
 * with the unprivileged ports 10000–65535: about 500 000 addresses per region. A random pick keeps addresses
 * unguessable from one another; uniqueness across accounts is the storage's unique value, not this function's
 * (the caller retries a taken pick).
 */
import { randomInt } from 'node:crypto';
import type { Region } from './regions.js';

/** Picks a candidate address in a region; it may already be taken. */
export type AddrPicker = (region: Region) => string;

export const ADDR_DOMAIN = 'tunnel.example.net';
const HOSTS_PER_REGION = 9;
const FIRST_PORT = 10_000;
const LAST_PORT = 65_535;

export const randomAddr: AddrPicker = (region) => {
  const host = randomInt(1, HOSTS_PER_REGION + 1);
  const port = randomInt(FIRST_PORT, LAST_PORT + 1);
  return `${host}.tcp.${region}.${ADDR_DOMAIN}:${port}`;
};
