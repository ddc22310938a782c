/**
 * Throughput of a check, in operations per second: batches sized to take ~10 ms, run for a fixed
 * time; the results are consumed so the engine cannot skip the work.
 */
let sink = 0;

export function opsPerSecond(check: () => boolean, durationMs: number): number {
  let batch = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) if (check()) sink++;
    if (performance.now() - t0 >= 10) break;
    batch *= 2;
  }
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < durationMs) {
    for (let i = 0; i < batch; i++) if (check()) sink++;
    ops += batch;
    elapsed = performance.now() - start;
  }
  return (ops / elapsed) * 1000;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Keeps `sink` observable. */
export function consumed(): number {
  return sink;
}
