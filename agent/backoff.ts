/**
 * Reconnect delay: exponential backoff with "equal jitter" (half fixed, half random), so that many
 * agents cut off by one server restart do not all come back in the same instant, yet none retries
 * immediately. `attempt` counts failures since the last successful connection, from 0.
 */
export interface BackoffRange {
  minMs: number;
  maxMs: number;
}

export function reconnectDelayMs(attempt: number, range: BackoffRange, random: () => number = Math.random): number {
  const ceiling = Math.min(range.maxMs, range.minMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
