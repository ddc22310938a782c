/**
 * The output targets, in the order they run. Each declares itself (`Target`, emit/types.ts) in
 * `generator/emit/<name>/target.ts`: its name, the paths it owns, the package it makes and the names it
 * claims, if any. Adding a target is its folder and one line here.
 */
import { target as bundle } from './emit/bundle/target.js';
import { target as client } from './emit/client/target.js';
import { target as server } from './emit/server/target.js';
import type { Target } from './emit/types.js';
import { target as validators } from './emit/validators/target.js';
import type { NameClaim } from './naming/resolver.js';

export type { Target } from './emit/types.js';

/** The docs site: no package; Redocly's `build-docs` runs alongside the other targets. */
const docs: Target = { name: 'docs', owns: ['docs'], load: async () => (await import('./emit/docs/index.js')).emit, alongside: true };

export const TARGETS: readonly Target[] = [bundle, client, validators, server, docs];

/** Every target's name claim, in target order: all of them, whichever targets run (the server names the validators' types). */
export const NAME_CLAIMS: readonly NameClaim<unknown>[] = TARGETS.flatMap((t) => (t.names === undefined ? [] : [t.names]));
