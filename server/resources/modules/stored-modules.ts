/**
 * Modules are singletons of their edge or route (docs/decisions/0012-document-store.md), so they are stored in
 * the parent's body, each with the ids it references. The parent's storage references are the union of its
 * modules' ones: a backend, IP policy or CA a module uses cannot be deleted (409 RESOURCE_IN_USE), and deleting
 * the module or its parent releases it.
 */
import type { JsonObject } from '../../storage/index.js';

export interface StoredModule {
  readonly config: JsonObject;
  readonly refs: readonly string[];
}

export type StoredModules = Readonly<Record<string, StoredModule>>;

/** The body of an edge or route as far as its modules are concerned. */
export interface ModuleHostBody {
  [key: string]: unknown;
  modules?: StoredModules;
}

export function referencesOf(modules: StoredModules): string[] {
  return [...new Set(Object.values(modules).flatMap((module) => module.refs))];
}
