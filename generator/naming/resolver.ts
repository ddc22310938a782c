/**
 * The one place that decides every name the generated packages export or refer to: package names
 * (so sibling packages find each other), error classes, the server plugin function, type names per
 * component schema and per operation part, validator names, handler result types and the SDK's
 * namespaces and methods. It is built once from the IR; emitters ask it and never build a name or a
 * type reference themselves, so the server can only point at a validator type that exists.
 *
 * Type names: a component schema is exported as its PascalCase name (`TunnelGroupBackend`), the same
 * in the client and the validators. An operation's parts are `<OperationId><Part>` — client `Path`,
 * `Query`, `Body`, `Response`, `Item`; validators `Path`, `Query`, `Body`, `Response<status>`; server
 * `Result` — claimed after the schemas (naming/export-names.ts has the one collision rule).
 */
import type { Diagnostics } from '../diagnostics.js';
import { isJsonMediaType } from '../ir/json-media-type.js';
import type { IrDocument, IrOperation } from '../ir/types.js';
import { pascalCase } from './casing.js';
import { ExportNames } from './export-names.js';
import { safeIdentifier } from './identifier.js';
import { projectNames, type NamingConfig, type PackageKind, type ProjectNames } from './project-names.js';
import { sdkNamespaces, type SdkNamespace } from './sdk-names.js';

export interface ClientOperationTypes {
  readonly path: string;
  readonly query: string;
  readonly body: string;
  readonly response: string;
  readonly item: string;
}

/** The validators an operation has: path (when it has path parameters), query (always), JSON body, JSON responses. */
export interface ValidatorOperationTypes {
  readonly path: string | undefined;
  readonly query: string;
  readonly body: string | undefined;
  /** By status as written (`200`, `4XX`, `default`), for responses with a JSON body. */
  readonly responses: ReadonlyMap<string, string>;
}

export interface NameResolver {
  readonly project: ProjectNames;
  /** The folder of a package under the output folder. */
  packageDir(kind: PackageKind): string;
  /** The npm name of a package, e.g. for the server's import of the validators. */
  packageName(kind: PackageKind): string;
  /** A component schema's exported type in the client (undefined: reachable only as `components['schemas'][…]`). */
  clientSchemaType(schemaName: string): string | undefined;
  clientOperationTypes(operationId: string): ClientOperationTypes;
  /** A component schema's validator type name (`is<Name>`, `check<Name>`). */
  validatorSchemaType(schemaName: string): string | undefined;
  validatorOperationTypes(operationId: string): ValidatorOperationTypes;
  /** The server's `<OperationId>Result` type. */
  serverResultType(operationId: string): string;
  readonly sdk: readonly SdkNamespace[];
  /** The SDK method of an operation, when it has one. */
  sdkMethod(operationId: string): { readonly namespace: string; readonly method: string } | undefined;
}

/** Names the client package entry exports itself (plus the error classes). */
const CLIENT_ENTRY_EXPORTS = [
  'ApiClient', 'createClient', 'Resources', 'PageIterator', 'CallOptions', 'ClientOptions', 'paths', 'components', 'operations',
  'webhooks', '$defs', '$Read', '$Write', 'Readable', 'Writable',
];

/** Names the validators package exports besides the validators. */
const VALIDATORS_RUNTIME_EXPORTS = ['Problem', 'Validator', 'CompiledValidate', 'ValidationError'];

/** Names the server package exports besides the result types (plus the plugin function and its options). */
const SERVER_EXPORTS = [
  'Handlers', 'routes', 'allowedMethods', 'allowedMethodsOf', 'AllowedMethods', 'coerceQuery', 'coerceScalar', 'OperationRoute',
  'PartValidator', 'ScalarType', 'Problem', 'registerRoutes', 'HandlerInput', 'HandlerResult', 'RegisterRoutesOptions',
  'RequestValidationError', 'ResponseValidationError', 'RequestPart',
];

export function createNameResolver(ir: IrDocument, config: NamingConfig, diagnostics: Diagnostics): NameResolver {
  const project = projectNames(config, ir.info.title, ir.servers[0]);
  const errors = Object.values(project.errors);
  const client = new ExportNames(`the client package`, diagnostics, [...CLIENT_ENTRY_EXPORTS, ...errors]);
  const validators = new ExportNames(`the validators package`, diagnostics, VALIDATORS_RUNTIME_EXPORTS);
  const server = new ExportNames(`the server package`, diagnostics, [...SERVER_EXPORTS, project.registerRoutes, project.routesOptions]);

  const clientSchemas = new Map<string, string>();
  const validatorSchemas = new Map<string, string>();
  for (const schema of ir.schemas) {
    const wanted = safeIdentifier(pascalCase(schema.name) || 'Schema');
    const owner = `schema "${schema.name}"`;
    clientSchemas.set(schema.name, client.claim([wanted], owner, schema.pointer));
    validatorSchemas.set(schema.name, validators.claim([wanted], owner, schema.pointer));
  }

  const bases = operationBases(ir.operations, diagnostics);
  const clientOps = new Map<string, ClientOperationTypes>();
  const validatorOps = new Map<string, ValidatorOperationTypes>();
  const results = new Map<string, string>();
  const part = (names: ExportNames, base: string, suffix: string, owner: string, pointer: string): string =>
    names.claim([`${base}${suffix}`, `${base}Operation${suffix}`], owner, pointer);
  for (const op of ir.operations) {
    const base = bases.get(op.operationId) ?? 'Operation';
    const owner = (what: string): string => `the ${what} of ${op.operationId}`;
    clientOps.set(op.operationId, {
      path: part(client, base, 'Path', owner('path parameters'), op.pointer),
      query: part(client, base, 'Query', owner('query'), op.pointer),
      body: part(client, base, 'Body', owner('request body'), op.pointer),
      response: part(client, base, 'Response', owner('success response'), op.pointer),
      item: part(client, base, 'Item', owner('list item'), op.pointer),
    });
    results.set(op.operationId, part(server, base, 'Result', owner('results'), op.pointer));
  }
  // The validators claim in operationId order, as their index lists them.
  for (const op of [...ir.operations].sort((a, b) => (a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0))) {
    const base = bases.get(op.operationId) ?? 'Operation';
    const owner = (what: string): string => `the validator for the ${what} of ${op.operationId}`;
    const path = op.pathParams.length > 0 ? part(validators, base, 'Path', owner('path parameters'), `${op.pointer}/parameters`) : undefined;
    const query = part(validators, base, 'Query', owner('query'), `${op.pointer}/parameters`);
    const body = op.requestBody !== undefined && isJsonMediaType(op.requestBody.contentType)
      ? part(validators, base, 'Body', owner('request body'), `${op.pointer}/requestBody`) : undefined;
    const responses = new Map<string, string>();
    for (const response of op.responses) {
      if (response.schema === undefined || response.contentType === undefined || !isJsonMediaType(response.contentType)) continue;
      const suffix = `Response${response.status === 'default' ? 'Default' : response.status.toUpperCase()}`;
      responses.set(response.status, part(validators, base, suffix, owner(`${response.status} response`), `${op.pointer}/responses/${response.status}`));
    }
    validatorOps.set(op.operationId, { path, query, body, responses });
  }

  const sdk = sdkNamespaces(ir.operations, ir.tags.map((t) => t.name), diagnostics);
  const sdkMethods = new Map(sdk.flatMap((ns) => ns.methods.map((m) => [m.operation.operationId, { namespace: ns.name, method: m.name }] as const)));

  const known = <T>(map: ReadonlyMap<string, T>, operationId: string): T => {
    const value = map.get(operationId);
    if (value === undefined) throw new Error(`no names for operation "${operationId}": it is not in the IR the resolver was built from`);
    return value;
  };
  return {
    project,
    packageDir: (kind) => kind,
    packageName: (kind) => project.packages[kind],
    clientSchemaType: (name) => clientSchemas.get(name),
    clientOperationTypes: (operationId) => known(clientOps, operationId),
    validatorSchemaType: (name) => validatorSchemas.get(name),
    validatorOperationTypes: (operationId) => known(validatorOps, operationId),
    serverResultType: (operationId) => known(results, operationId),
    sdk,
    sdkMethod: (operationId) => sdkMethods.get(operationId),
  };
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
