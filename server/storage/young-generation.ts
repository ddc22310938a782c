import v8 from 'node:v8';

/*
 * Keeps V8's young generation at its present size while the read index loads a slice (resource-index.ts).
 * V8 doubles the young generation (up to 16 MiB per semi-space) whenever more bytes survived its
 * scavenges since the last growth than it holds, and gives the pages back only when a later collection
 * finds the process idle and allocating little, which a server that was just asked for a list need not
 * be: loading 100,000 resources grew it from 8 to 16 MiB per semi-space, ~17 MiB of RSS kept
 * (bench/RESULTS.md "Memory"). Everything such a load keeps is retained for good anyway, so a bigger
 * young generation gains it nothing.
 *
 * Done with `--semi-space-growth-factor=1` set at run time: a grow then keeps the size (and restarts the
 * count of survived bytes, so the next grow after the load does not follow from the load's survivors),
 * and the factor goes back to V8's default 2 when no load runs. `--max-semi-space-size` would be the
 * plain way but counts only on the command line; V8 refuses a growth factor below 2 only when the heap is
 * set up. Left alone when the process was started with a growth factor of its own. Kept to the loads
 * because keeping the young generation at its start-up size all the time cost creates about 7 % more CPU
 * (bench/RESULTS.md "Server: what each change gained").
 */

const DEFAULT_GROWTH_FACTOR = 2;
const FLAG = '--semi-space-growth-factor';

const setByOperator = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some(
  (arg) => arg.startsWith(FLAG) || arg.startsWith(FLAG.replaceAll('-', '_')),
);
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
    if (holders === 0) v8.setFlagsFromString(`${FLAG}=${DEFAULT_GROWTH_FACTOR}`);
  };
}
