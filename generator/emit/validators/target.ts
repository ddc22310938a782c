/**
 * The validators target and its package: JavaScript and declarations at the package root (ajv's standalone
 * code is JavaScript), the validators runtime transpiled in; no build.
 */
import type { Target } from '../types.js';
import { validatorNames } from './names.js';

export const target: Target = {
  name: 'validators',
  owns: ['validators'],
  load: async () => (await import('./index.js')).emit,
  names: validatorNames,
  threaded: true,
  package: {
    kind: 'validators',
    language: 'javascript',
    runtime: 'validators',
    description: (title) => `Ahead-of-time compiled validators for ${title}: type guards and readable problems, generated from its OpenAPI document.`,
    keywords: ['openapi', 'json-schema', 'validation', 'ajv', 'typescript'],
    entry: { js: './index.gen.js', types: './index.gen.d.ts' },
    files: ['*.js', '*.d.ts', 'compiled', 'runtime'],
    dependencies: ['ajv', 'ajv-formats'],
  },
};
