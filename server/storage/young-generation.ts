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
 * process was started with a growth factor of its own. Only during loads: holding the young generation
 * at its start-up size all the time cost creates about 7 % more CPU (same section).
 */

const DEFAULT_GROWTH_FACTOR = 2;
const FLAG = '--semi-space-growth-factor';
/** The growth factor while no load holds it: V8's until boundYoungGeneration, then 1. */
let resting = DEFAULT_GROWTH_FACTOR;

/** Node takes V8 flags with dashes or underscores, on its command line or in NODE_OPTIONS. */
const setByOperator = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => arg.replaceAll('_', '-').startsWith(FLAG));
let holders = 0;

/** Holds the young generation at its size until the returned function is called (once). */
export function holdYoungGeneration(): () => void {
  if (setByOperator) return () => {};
  if (holders === 0) v8.setFlagsFromString(`${FLAG}=1`);
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) v8.setFlagsFromString(`${FLAG}=${resting}`);
  };
}

/**
 * From now on the young generation keeps the size it has (server/main.ts: once the server listens, start-up's
 * loads having grown it to what serving needs). Requests with large bodies that survive V8's scavenges (creates
 * of worst-case resources, 80 kB each, twenty at a time) doubled it for good, 16 MiB more committed
 * (bench/RESULTS.md, "Worst-case lists: slabs given back").
 */
export function boundYoungGeneration(): void {
  if (setByOperator) return;
  resting = 1;
  if (holders === 0) v8.setFlagsFromString(`${FLAG}=1`);
}
