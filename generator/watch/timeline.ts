/**
 * Where a save's time goes in `npm run dev`: marks relative to the first file event of the save (the watch
 * event, before the debounce), printed under the cycle's summary when `TUNNEL_DEV_TIMINGS=1`. The benchmark
 * (bench/generate/dev-loop.ts --timings) collects them per round; docs/decisions/0077-dev-loop-in-place.md
 * reads them.
 */
export class Timeline {
  readonly #marks: Array<{ readonly what: string; readonly at: number }> = [];

  constructor(readonly origin: number = performance.now()) {}

  /** Marks `what` as happening now (or at `at`, a `performance.now()` reading). */
  mark(what: string, at: number = performance.now()): void {
    this.#marks.push({ what, at: at - this.origin });
  }

  /** A span that ran `ms` and ended now: marked at its end, its length in the name. */
  span(what: string, ms: number): void {
    this.mark(`${what} (${Math.round(ms)} ms)`);
  }

  /** One line per mark, in time order: `+  312 ms  IR built`. */
  lines(): string[] {
    return [...this.#marks].sort((a, b) => a.at - b.at).map((m) => `    +${String(Math.round(m.at)).padStart(5)} ms  ${m.what}`);
  }
}

/** `TUNNEL_DEV_TIMINGS=1`: the loop prints each save's timeline. */
export function timingsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['TUNNEL_DEV_TIMINGS'] === '1';
}
