/** The bundle target: the whole spec as one file, `openapi.json` and `openapi.yaml`; no package. */
import type { Target } from '../types.js';

export const target: Target = {
  name: 'bundle',
  owns: ['openapi.json', 'openapi.yaml'],
  load: async () => (await import('./index.js')).emit,
};
