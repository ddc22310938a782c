/** The server target and its package: TypeScript in `src/`, built to `dist/`, the Fastify runtime copied in. */
import type { Target } from '../types.js';
import { serverNames } from './names.js';

export const target: Target = {
  name: 'server',
  owns: ['server'],
  load: async () => (await import('./index.js')).emit,
  names: serverNames,
  package: {
    kind: 'server',
    language: 'typescript',
    runtime: 'server',
    description: (title) =>
      `Typed route stubs for ${title} on Fastify: a Handlers interface and a plugin that validates every request with the precompiled validators. Generated from its OpenAPI document.`,
    keywords: ['openapi', 'fastify', 'server', 'typescript'],
    entry: { js: './dist/index.js', types: './dist/index.d.ts' },
    files: ['dist', 'src'],
    siblings: ['validators'],
    peerDependencies: ['fastify'],
    // Type declarations only, by construction (templates/server/handlers.gen.ts.hbs): the dist build need not
    // parse the largest file of the package to find out (150 kB on our spec).
    typesOnly: ['src/handlers.gen.ts'],
  },
};
