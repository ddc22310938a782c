/**
 * The view models of the package's index files: every decision (names, ids, which compiled module a
 * validator lives in, how a response status is written as a key) is made here, so the templates in
 * templates/validators/ hold loops and lookups only (docs/decisions/0001-spec-first.md).
 */
import { propertyKey } from '../../naming/identifier.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import type { Binding } from './build-schema-set.js';
import type { ValidatorTarget } from './validator-target.js';

export const COMPILED_MODULES = { body: 'compiled-bodies.gen.js', parameters: 'compiled-parameters.gen.js' } as const;

interface ValidatorView {
  /** The property key in `schemas`/`operations` (bare or quoted). */
  readonly key: string;
  /** The target's type name. */
  readonly name: string;
  /** The compiled function's export name (shared by targets with the same schema). */
  readonly exportName: string;
  /** The target's own id (`/operations/<operationId>/body`), whichever function checks it. */
  readonly id: string;
  /** `bodies` or `parameters`: the namespace the compiled function is imported as. */
  readonly module: 'bodies' | 'parameters';
}

interface GuardView {
  readonly name: string;
  /** Expression that reaches the validator, e.g. `operations.createTunnelGroupBackend.body`. */
  readonly access: string;
  readonly doc: string;
}

export interface IndexView {
  readonly schemas: readonly ValidatorView[];
  readonly operations: ReadonlyArray<{ readonly key: string; readonly parts: readonly ValidatorView[]; readonly responses: readonly ValidatorView[] }>;
  readonly guards: readonly GuardView[];
}

export function indexView(allTargets: readonly ValidatorTarget[], bindings: ReadonlyMap<string, Binding>): IndexView {
  // Every target has a binding; the filter keeps the types honest if one ever does not.
  const targets = allTargets.filter((t) => bindings.has(t.name));
  const view = (target: ValidatorTarget, key: string): ValidatorView => {
    const binding = bindings.get(target.name);
    return {
      key: propertyKey(key),
      name: target.name,
      exportName: binding?.exportName ?? target.name,
      id: target.id,
      module: binding?.mode === 'parameters' ? 'parameters' : 'bodies',
    };
  };
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
  const guards = targets.filter((t) => t.kind !== 'response' || /^2/.test(String(t.status))).map((t) => ({
    name: t.name,
    access: accessOf(t),
    doc: jsDoc(jsDocLines(describe(t))).trimEnd(),
  }));
  return { schemas, operations, guards };
}

function accessOf(target: ValidatorTarget): string {
  if (target.kind === 'schema' || target.operationId === undefined) return `schemas${member(target.name)}`;
  const operation = `operations${member(target.operationId)}`;
  return target.kind === 'response' ? `${operation}.responses${member(String(target.status))}` : `${operation}.${target.kind}`;
}

function member(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
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
