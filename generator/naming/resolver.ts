/**
 * The one place that decides every name the generated packages export or refer to, once, before any
 * target emits: emitters ask it and never build a name or a type reference themselves, so the server can
 * only point at a validator type that exists.
 *
 * Shared by every target: package names and folders (so sibling packages find each other), the project's
 * error classes and plugin function (naming/project-names.ts), the stem of each operation's type names,
 * and the SDK's namespaces and methods (the client's, which the docs' samples call too). Each target claims
 * its own exported names in its package — a `NameClaim` declared beside it (`emit/<target>/names.ts`,
 * named by its `names` in target.ts) and read back with `names.of(claim)` — so a new target adds its names
 * without editing this file or another target's. Claims run in target order; each package's names go to
 * whoever claims them first (naming/export-names.ts has the one collision rule).
 *
 * Type names: a component schema is exported as its PascalCase name (`TunnelGroupBackend`), the same
 * in the client and the validators. An operation's parts are `<OperationId><Part>`, claimed after the
 * schemas (`operationPart`).
 */
import type { Diagnostics } from '../diagnostics.js';
import type { IrDocument, IrOperation, IrSchema } from '../ir/types.js';
import { pascalCase } from './casing.js';
import { documentLicense } from './document-license.js';
import type { ExportNames } from './export-names.js';
import { safeIdentifier } from './identifier.js';
import { type NamingConfig, type PackageKind, type ProjectNames, projectNames } from './project-names.js';
import { type SdkNamespace, sdkNamespaces } from './sdk-names.js';

/** What every target's claim may read: the names decided before any target claims its own. */
export interface SharedNames {
  readonly project: ProjectNames;
  /** The folder of a package under the output folder. */
  packageDir(kind: PackageKind): string;
  /** The npm name of a package, e.g. for the server's import of the validators. */
  packageName(kind: PackageKind): string;
  /** `createThing` → `CreateThing`: the stem of every type name of an operation, unique among operations. */
  operationBase(operationId: string): string;
}

/** The names one target claims in its package, from the document and the shared names; made once per resolver. */
export interface NameClaim<T> {
  /** The target whose names these are (for messages). */
  readonly target: string;
  readonly claim: (ir: IrDocument, shared: SharedNames, diagnostics: Diagnostics) => T;
}

export interface NameResolver extends SharedNames {
  readonly sdk: readonly SdkNamespace[];
  /** The SDK method of an operation, when it has one. */
  sdkMethod(operationId: string): { readonly namespace: string; readonly method: string } | undefined;
  /** The names a target claimed (its `names` in emit/<target>/target.ts). */
  of<T>(claim: NameClaim<T>): T;
}

/**
 * @param claims every target's claim, in target order (`NAME_CLAIMS` in generator/targets.ts); without them,
 * only the shared names (a tool that needs no target's names).
 */
export function createNameResolver(ir: IrDocument, config: NamingConfig, diagnostics: Diagnostics, claims: readonly NameClaim<unknown>[] = []): NameResolver {
  const project = projectNames({ ...config, license: config.license ?? documentLicense(ir.bundle) }, ir.info.title, ir.servers[0]);
  const bases = operationBases(ir.operations, diagnostics);
  const shared: SharedNames = {
    project,
    packageDir: (kind) => kind,
    packageName: (kind) => project.packages[kind],
    operationBase: (operationId) => bases.get(operationId) ?? 'Operation',
  };
  const claimed = new Map<NameClaim<unknown>, unknown>(claims.map((c) => [c, c.claim(ir, shared, diagnostics)]));

  const sdk = sdkNamespaces(
    ir.operations,
    ir.tags.map((t) => t.name),
    diagnostics,
  );
  const sdkMethods = new Map(sdk.flatMap((ns) => ns.methods.map((m) => [m.operation.operationId, { namespace: ns.name, method: m.name }] as const)));
  return {
    ...shared,
    sdk,
    sdkMethod: (operationId) => sdkMethods.get(operationId),
    of: <T>(claim: NameClaim<T>): T => {
      if (!claimed.has(claim))
        throw new Error(`the names of the ${claim.target} target were not claimed: its claim is not among the resolver's (a generator bug)`);
      return claimed.get(claim) as T;
    },
  };
}

/** The name a component schema wants in every package: its PascalCase name, as an identifier. */
export function schemaTypeName(schema: IrSchema): string {
  return safeIdentifier(pascalCase(schema.name) || 'Schema');
}

/** `<Base><Suffix>`, or `<Base>Operation<Suffix>` when a schema already has that name, in `names`. */
export function operationPart(names: ExportNames, base: string, suffix: string, owner: string, pointer: string): string {
  return names.claim([`${base}${suffix}`, `${base}Operation${suffix}`], owner, pointer);
}

/** The names of an operation from a map a claim made; one the IR does not have is a generator bug. */
export function namesOfOperation<T>(map: ReadonlyMap<string, T>, operationId: string): T {
  const value = map.get(operationId);
  if (value === undefined) throw new Error(`no names for operation "${operationId}": it is not in the IR the resolver was built from`);
  return value;
}

/**
 * `createThing` → `CreateThing`: the stem of every type name of an operation. operationIds are unique,
 * so only casing can make two equal (`get-thing`, `getThing`); the later gets a numeric suffix and a warning.
 */
function operationBases(operations: readonly IrOperation[], diagnostics: Diagnostics): Map<string, string> {
  const bases = new Map<string, string>();
  const taken = new Set<string>();
  for (const op of operations) {
    const wanted = safeIdentifier(pascalCase(op.operationId) || 'Operation');
    let base = wanted;
    for (let n = 2; taken.has(base); n++) base = `${wanted}${n}`;
    if (base !== wanted) {
      diagnostics.report({
        code: 'GEN007',
        severity: 'warning',
        message: `operationId "${op.operationId}" gives type names ${wanted}…, already used by another operation; using ${base}…`,
        pointer: `${op.pointer}/operationId`,
      });
    }
    taken.add(base);
    bases.set(op.operationId, base);
  }
  return bases;
}
