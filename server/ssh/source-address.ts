import { isIP } from 'node:net';

/**
 * Checks a `source-address` critical option value (PROTOCOL.certkeys: "Comma-separated list of
 * source addresses from which this certificate is accepted ... in CIDR format") the way sshd reads
 * it (addr_match_cidr_list): every entry an IPv4/IPv6 address or network, and a network's host bits
 * zero — sshd refuses "10.0.0.1/8" as an inconsistent mask, which would lock the holder out.
 * Returns the problem in words, or undefined when the list is valid.
 */
export function sourceAddressProblem(list: string): string | undefined {
  if (list === '') return 'must list at least one address or CIDR network';
  for (const entry of list.split(',')) {
    const problem = entryProblem(entry);
    if (problem) return problem;
  }
  return undefined;
}

function entryProblem(entry: string): string | undefined {
  const shown = entry.length > 60 ? `${entry.slice(0, 60)}…` : entry;
  if (entry === '') return 'has an empty entry (two commas in a row, or a comma at either end)';
  // sshd accepts only these characters; it also keeps zone ids ("%eth0") and spaces out.
  if (!/^[0-9a-fA-F.:/]+$/.test(entry)) return `entry "${printable(shown)}" is not an IPv4/IPv6 address or CIDR network`;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return `entry "${shown}" has more than one "/"`;
  const version = isIP(address);
  if (version === 0) return `entry "${shown}" is not an IPv4/IPv6 address or CIDR network`;
  if (prefix === undefined) return undefined;
  const maxPrefix = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > maxPrefix) {
    return `entry "${shown}" has a prefix length outside 0..${maxPrefix}`;
  }
  if (!hostBitsZero(addressBytes(address, version), Number(prefix))) {
    return `entry "${shown}" has bits set after the /${prefix} prefix; write the network address`;
  }
  return undefined;
}

function hostBitsZero(bytes: number[], prefix: number): boolean {
  return bytes.every((byte, i) => {
    const bitsKept = Math.min(8, Math.max(0, prefix - i * 8));
    const hostMask = 0xff >> bitsKept;
    return (byte & hostMask) === 0;
  });
}

/** Bytes of an address that isIP already accepted. */
function addressBytes(address: string, version: number): number[] {
  if (version === 4) return address.split('.').map(Number);
  let text = address;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    // An embedded IPv4 tail (RFC 4291 §2.2, form 3) stands for the last two groups.
    tail.push(
      ...text
        .slice(lastColon + 1)
        .split('.')
        .map(Number),
    );
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = Array.from({ length: 8 - headGroups.length - restGroups.length }, () => '0');
  const groups = rest === undefined ? headGroups : [...headGroups, ...zeros, ...restGroups];
  const bytes = groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}
