/** The client target and its package: TypeScript in `src/`, built to `dist/`, the client runtime copied in. */
import type { Target } from '../types.js';
import { clientNames } from './names.js';

export const target: Target = {
  name: 'client',
  owns: ['client'],
  load: async () => (await import('./index.js')).emit,
  names: clientNames,
  package: {
    kind: 'client',
    language: 'typescript',
    runtime: 'client',
    description: (title) => `Typed client for ${title}, generated from its OpenAPI document.`,
    keywords: ['openapi', 'api-client', 'sdk', 'typescript'],
    entry: { js: './dist/index.gen.js', types: './dist/index.gen.d.ts' },
    files: ['dist', 'src'],
    // eventsource-parser reads text/event-stream answers (runtime/client/event-stream.ts; docs/decisions/0050-streams-and-files.md).
    dependencies: ['eventsource-parser', 'openapi-fetch'],
    // Type declarations only, by construction: the dist build need not parse them to find out.
    typesOnly: ['src/schema.gen.ts', 'src/models.gen.ts', 'src/operation-types.gen.ts'],
  },
};
