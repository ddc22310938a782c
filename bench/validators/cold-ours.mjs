// Cold start of @tunnel-api/validators in a fresh process: import it, which is all there is to do.
// Prints the milliseconds it took. Run by run.ts: node bench/validators/cold-ours.mjs
const t0 = performance.now();
const validators = await import('@tunnel-api/validators');
const functions = Object.keys(validators).filter((name) => name.startsWith('is')).length;
console.log(JSON.stringify({ ms: performance.now() - t0, functions }));
