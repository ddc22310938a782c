/**
 * The output targets, in the order they run. Each declares itself (`Target`, emit/types.ts) in
 * `generator/emit/<name>/target.ts`: its name, the paths it owns, and the package it makes, if any.
 * Adding a target is its folder and one line here.
 */
import { target as bundle } from './emit/bundle/target.js';
import { target as client } from './emit/client/target.js';
import { target as server } from './emit/server/target.js';
import type { Target } from './emit/types.js';
import { target as validators } from './emit/validators/target.js';

export type { Target } from './emit/types.js';

/** The docs site: no package; Redocly's `build-docs` runs alongside the other targets. */
const docs: Target = { name: 'docs', owns: ['docs'], load: async () => (await import('./emit/docs/index.js')).emit, alongside: true };

export const TARGETS: readonly Target[] = [bundle, client, validators, server, docs];
