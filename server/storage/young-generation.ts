import v8 from 'node:v8';

/*
 * Keeps V8's young generation at its present size while the read index loads a slice (resource-index.ts).
 * V8 doubles the young generation (up to 16 MiB per semi-space) once more bytes survived its scavenges
 * since it last grew than it holds, and gives the pages back only when a later collection finds the
 * process idle and allocating little: loading 100,000 resources, everything of which stays, doubled it
 * from start-up's 8 MiB per semi-space, 16.8 MB more committed and kept (bench/RESULTS.md "Memory" and
 * "Server: what each change gained"). What a load keeps is kept for good, so a bigger young generation
 * gains it nothing.
 *
 * Done with `--semi-space-growth-factor=1` set at run time (a grow then keeps the size), and V8's default
 * 2 again once no load runs. `--max-semi-space-size` would be the plain way but counts only on the
 * command line; V8 refuses a growth factor below 2 when the heap is set up, not later. Left alone when the
 * process was started with a growth factor of its own. Only during loads, and while requests with large
 * bodies are served (server/http/large-bodies.ts): holding the young generation at its start-up size all the
 * time cost creates about 7 % more CPU (same section), and up to 31 % in bench/RESULTS.md "Worst-case lists: slabs
 * given back".
 */

const DEFAULT_GROWTH_FACTOR = 2;
const FLAG = '--semi-space-growth-factor';

/** Node takes V8 flags with dashes or underscores, on its command line or in NODE_OPTIONS. */
const setByOperator = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => arg.replaceAll('_', '-').startsWith(FLAG));
/**
 * The holds in place and the linger timer, on `globalThis` under a global symbol: after `npm run dev` reloaded the
 * server in place, each copy of our code runs this module (docs/decisions/0088-dev-reload-in-process.md), and the
 * flag they set is one for the process — with a count per copy, one copy's linger would set the factor back to 2
 * while the other still holds it.
 */
const HOLDS = Symbol.for('tunnel-api.young-generation.holds');
interface Holds {
  holders: number;
  lingering: NodeJS.Timeout | undefined;
  /** Whether the last release must linger: a hold released with it, or one taken while a linger ran, since it last did. */
  lingerOwed?: boolean;
}
const shared = globalThis as { [HOLDS]?: Holds };
shared[HOLDS] ??= { holders: 0, lingering: undefined, lingerOwed: false };
const holds: Holds = shared[HOLDS];

/**
 * How long the growth factor stays at 1 after the last hold ends. V8 counts what survived its scavenges since it
 * last tried to grow, and a hold ends with that count high (a load, a burst of large bodies): at once back at 2,
 * the next scavenge grew the young generation for it (bench/RESULTS.md, "Worst-case lists: slabs given back").
 * Longer than the pause between two bursts of a client's writes.
 */
const LINGER_MS = 2_000;

/** How many holds are in place now (tests). */
export function youngGenerationHolds(): number {
  return holds.holders;
}

/** Whether the last hold's linger runs now (tests). */
export function youngGenerationLingering(): boolean {
  return holds.lingering !== undefined;
}

/**
 * How a hold is given back. `linger: false` is for a hold that turned out to hold little (a list whose members were
 * small): the growth factor goes back to 2 at once, unless another hold is in place or some release since the last
 * linger owes one.
 */
export type YoungGenerationRelease = (options?: { readonly linger?: boolean }) => void;

/** Holds the young generation at its size until the returned function is called (once). */
export function holdYoungGeneration(): YoungGenerationRelease {
  if (setByOperator) return () => {};
  if (holds.lingering !== undefined) {
    clearTimeout(holds.lingering);
    holds.lingering = undefined;
    holds.lingerOwed = true;
  } else if (holds.holders === 0) {
    v8.setFlagsFromString(`${FLAG}=1`);
  }
  holds.holders += 1;
  let released = false;
  return ({ linger = true } = {}) => {
    if (released) return;
    released = true;
    holds.holders -= 1;
    if (linger) holds.lingerOwed = true;
    if (holds.holders > 0) return;
    if (holds.lingerOwed !== true) {
      v8.setFlagsFromString(`${FLAG}=${DEFAULT_GROWTH_FACTOR}`);
      return;
    }
    holds.lingerOwed = false;
    holds.lingering = setTimeout(() => {
      holds.lingering = undefined;
      v8.setFlagsFromString(`${FLAG}=${DEFAULT_GROWTH_FACTOR}`);
    }, LINGER_MS).unref();
  };
}
