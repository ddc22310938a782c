/**
 * The view models of the package's index files: every decision (names, ids, which compiled module a
 * validator lives in, how a response status is written as a key) is made here, so the templates in
 * templates/validators/ hold loops and lookups only (docs/decisions/0001-spec-first.md).
 */
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import { jsDocLines } from '../../render/comment.js';
import type { Binding } from './build-schema-set.js';
import type { ValidatorTarget } from './validator-target.js';

/** The folder of a mode's compiled modules, relative to the package root. */
export function compiledModuleFolder(mode: 'body' | 'parameters'): string {
  return `compiled/${mode === 'body' ? 'bodies' : 'parameters'}`;
}

/** Where each exported compiled function lives: one module per function, so that a bundle holds only what it imports. */
export function compiledModulePath(mode: 'body' | 'parameters', exportName: string): string {
  return `${compiledModuleFolder(mode)}/${exportName}.gen.js`;
}

interface ValidatorView {
  /** The property key in `schemas`/`operations` (bare or quoted). */
  readonly key: string;
  /** The target's type name. */
  readonly name: string;
  /** The module-local constant holding the target's validator, e.g. `CreateTunnelGroupBackendBodyValidator`. */
  readonly local: string;
}

interface TargetView {
  readonly local: string;
  /** The target's own id (`/operations/<operationId>/body`), whichever function checks it, as a string literal. */
  readonly idLiteral: string;
  /** The imported compiled function. */
  readonly fn: string;
}

interface ImportView {
  readonly fn: string;
  /** Relative path of the compiled module, from the package root. */
  readonly path: string;
}

interface GuardView {
  readonly name: string;
  readonly local: string;
  /** One line of JSDoc text, escaped (render/comment.ts). */
  readonly description: string;
}

export interface IndexView {
  readonly imports: readonly ImportView[];
  readonly targets: readonly TargetView[];
  readonly schemas: readonly ValidatorView[];
  readonly operations: ReadonlyArray<{ readonly key: string; readonly parts: readonly ValidatorView[]; readonly responses: readonly ValidatorView[] }>;
  readonly guards: readonly GuardView[];
}

export function indexView(allTargets: readonly ValidatorTarget[], bindings: ReadonlyMap<string, Binding>): IndexView {
  // Every target has a binding; the filter keeps the types honest if one ever does not.
  const targets = allTargets.filter((t) => bindings.has(t.name));
  const fnOf = (binding: Binding) => `${binding.mode === 'parameters' ? 'parameters' : 'bodies'}${binding.exportName}`;
  const localOf = (target: ValidatorTarget) => `${target.name}Validator`;
  const imports = new Map<string, ImportView>();
  for (const target of targets) {
    const binding = bindings.get(target.name)!;
    imports.set(fnOf(binding), { fn: fnOf(binding), path: compiledModulePath(binding.mode, binding.exportName) });
  }
  const locals = new Set(targets.map(localOf));
  const clash = [...imports.keys()].find((fn) => locals.has(fn));
  if (locals.size !== targets.length || clash !== undefined)
    throw new Error(`validators: two module-local names collide (${clash ?? 'a target name'}); a generator bug`);
  const view = (target: ValidatorTarget, key: string): ValidatorView => ({ key: propertyKey(key), name: target.name, local: localOf(target) });
  const schemas = targets.filter((t) => t.kind === 'schema').map((t) => view(t, t.name));
  const operationIds = [...new Set(targets.flatMap((t) => (t.operationId === undefined ? [] : [t.operationId])))];
  const operations = operationIds.map((operationId) => {
    const own = targets.filter((t) => t.operationId === operationId);
    return {
      key: propertyKey(operationId),
      parts: own.filter((t) => t.kind !== 'response').map((t) => view(t, t.kind)),
      responses: own.filter((t) => t.kind === 'response').map((t) => view(t, String(t.status))),
    };
  });
  // Flat guards for what callers check by hand; error responses are reached through `operations`.
  const guards = targets
    .filter((t) => t.kind !== 'response' || /^2/.test(String(t.status)))
    .map((t) => ({
      name: t.name,
      local: localOf(t),
      description: jsDocLines(describe(t)).join(' '),
    }));
  return {
    imports: [...imports.values()].sort((a, b) => (a.fn < b.fn ? -1 : a.fn > b.fn ? 1 : 0)),
    targets: targets.map((t) => ({ local: localOf(t), idLiteral: stringLiteral(t.id), fn: fnOf(bindings.get(t.name)!) })),
    schemas,
    operations,
    guards,
  };
}

function describe(target: ValidatorTarget): string {
  switch (target.kind) {
    case 'schema':
      return `The component schema ${target.name} (${target.id}).`;
    case 'path':
      return `The path parameters of ${String(target.operationId)}, decoded from text.`;
    case 'query':
      return `The query of ${String(target.operationId)}, decoded from text; unknown parameters are rejected.`;
    case 'body':
      return `The request body of ${String(target.operationId)}; unknown fields are rejected.`;
    case 'response':
      return `The ${String(target.status)} response body of ${String(target.operationId)}.`;
  }
}
