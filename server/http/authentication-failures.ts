/**
 * Failed authentications per client address (docs/decisions/0041-key-guessing.md): an address that sent
 * `limit` requests with an invalid API key within a rolling window is refused (429) until the oldest
 * of them leaves it. The address is the socket's peer: the server trusts no forwarding header. IPv6
 * addresses count by their /64 prefix, the block one host is usually given, so a guesser cannot
 * rotate through its own addresses. At most `maxAddresses` are tracked, the oldest dropped first, so
 * a flood from many addresses cannot fill the memory.
 */
import { isIPv6 } from 'node:net';

export interface FailureVerdict {
  readonly blocked: boolean;
  /** Seconds until the address may try again (when blocked). */
  readonly retryAfterSeconds: number;
}

export class AuthenticationFailures {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
    private readonly maxAddresses = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` has used up its failures. */
  check(address: string): FailureVerdict {
    const key = addressKey(address);
    const times = this.#recent(key);
    if (times.length < this.limit) return { blocked: false, retryAfterSeconds: 0 };
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + this.windowMs - this.now()) / 1000)) };
  }

  /** Counts one failed authentication of `address`. */
  record(address: string): void {
    const key = addressKey(address);
    const times = this.#recent(key);
    times.push(this.now());
    // Re-inserted, so the map's first entry is the address that failed least recently.
    this.#failures.delete(key);
    if (this.#failures.size >= this.maxAddresses) this.#failures.delete(this.#failures.keys().next().value ?? '');
    this.#failures.set(key, times);
  }

  #recent(key: string): number[] {
    const times = this.#failures.get(key);
    if (times === undefined) return [];
    const start = this.now() - this.windowMs;
    let expired = 0;
    while (expired < times.length && times[expired]! <= start) expired++;
    if (expired > 0) times.splice(0, expired);
    // Only failures within the window are kept, and only the last `limit` of them matter.
    if (times.length > this.limit) times.splice(0, times.length - this.limit);
    if (times.length === 0) this.#failures.delete(key);
    return times;
  }
}

/** An IPv4 address as is (also IPv4-mapped IPv6), an IPv6 address as its /64 prefix. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
