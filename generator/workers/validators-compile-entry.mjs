// The validators' compile thread starts here: plain JavaScript that registers tsx's loader in this thread, then
// loads the TypeScript (generator/emit/validators/compile-worker.ts). It sits outside the target folder, which
// holds TypeScript only. Node 20 runs a worker's entry before loaders given as `--import`
// are in place, so the loader is registered by hand (generator/emit/validators/compile-on-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('../emit/validators/compile-worker.ts');
