/**
 * The names a generated package set takes from its project rather than from the document's contents:
 * npm package names and scope, the error-class prefix, the server plugin's register function. They come
 * from the generator config (naming/config.ts) and default from `info.title`, so output for any
 * document carries that API's name and never this repository's.
 *
 * With `{ name: 'tunnel-api', errorPrefix: 'Tunnel' }` (this repository's package.json): packages
 * `@tunnel-api/client|validators|server`, errors `TunnelError`, `TunnelApiError`…, `registerTunnelApiRoutes`.
 */
import { pascalCase, words } from './casing.js';

/** The generated packages, one per target that makes a package (its `package.kind`); a new package adds its kind here. */
export const PACKAGE_KINDS = ['client', 'validators', 'server'] as const;

export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** What a user may set (`--name`, or the `generator` section of a config file). */
export interface NamingConfig {
  /** The project's name in kebab case (`tunnel-api`); packages are `<scope>/<kind>`. */
  readonly name?: string | undefined;
  /** The npm scope (`@tunnel-api`); defaults to `@<name>`. */
  readonly scope?: string | undefined;
  /** The error classes' prefix (`Tunnel` → `TunnelError`, `TunnelApiError`); defaults to the PascalCase name without a trailing `Api`. */
  readonly errorPrefix?: string | undefined;
  /** The packages' SPDX license (`MIT`); unset: the document's `info.license` (naming/document-license.ts), else `UNLICENSED`, since the generator cannot choose one for an API. */
  readonly license?: string | undefined;
  /** Copyright holder, in the manifests and the license text. */
  readonly author?: string | undefined;
  /** Git URL of the project that holds the packages; `homepage` and `bugs` are URLs. */
  readonly repository?: string | undefined;
  readonly homepage?: string | undefined;
  readonly bugs?: string | undefined;
  /**
   * The command that regenerates the packages (a team's own script), which every generated file's banner names
   * (write/banner.ts); defaults to the generator's command line for the document.
   */
  readonly command?: string | undefined;
}

/** The packages' registry metadata, as configured (nothing is invented for a document's own project). */
export interface PackageMetadata {
  readonly license: string;
  readonly author: string | undefined;
  readonly repository: string | undefined;
  readonly homepage: string | undefined;
  readonly bugs: string | undefined;
}

export interface ErrorClassNames {
  /** Every error the client throws extends this one. */
  readonly base: string;
  /** The service answered with an error status. */
  readonly api: string;
  readonly network: string;
  readonly timeout: string;
  readonly pagination: string;
  /** The error registry's types (docs/decisions/0004-error-registry.md): the code union, a code's details, the interface the package's `errors.gen.ts` fills in, the known-error union. */
  readonly code: string;
  readonly details: string;
  readonly registry: string;
  readonly known: string;
  /** The guard narrowing an error to one code: `isTunnelError(error, 'NOT_FOUND')`. */
  readonly guard: string;
  /** An operation's declared error responses: the interface `index.gen.ts` fills with the document's `operations`, the union per status, and its guard `isTunnelOperationError(error, 'getWidget')`. */
  readonly operations: string;
  readonly operationError: string;
  readonly operationGuard: string;
}

export interface ProjectNames {
  /** Kebab case, e.g. `tunnel-api`. */
  readonly name: string;
  /** The API's title for prose (READMEs, descriptions): `info.title`, or the name when it has none. */
  readonly title: string;
  readonly scope: string;
  readonly packages: Readonly<Record<PackageKind, string>>;
  readonly errors: ErrorClassNames;
  /** The server package's plugin function, `register<Name>Routes`, and its options type. */
  readonly registerRoutes: string;
  readonly routesOptions: string;
  /** The server package's edge behaviour with the document's defaults, `register<Name>Edge`. */
  readonly registerEdge: string;
  /** The environment variable the docs' samples read the API key from (`TUNNEL_API_KEY`). */
  readonly apiKeyVariable: string;
  readonly metadata: PackageMetadata;
}

/** A problem with the configuration, for the CLI to report as bad usage. */
export class NamingConfigError extends Error {
  override readonly name = 'NamingConfigError';
}

/** Words a title ends with that name the kind of thing, not the API: `OpenAI API`, `GitHub v3 REST API`, `Petstore - OpenAPI 3.0`. */
const GENERIC_TRAILING = /^(api|apis|rest|restful|openapi|swagger|http|https|json|spec|specification|service|services|v?[0-9]+)$/;

/**
 * The project's name from the document's title, as its makers write it: words are split on spaces and
 * punctuation only, so `OpenAI` is `openai` and `HashiCorp` `hashicorp` (not `open-ai`, `hashi-corp`), and
 * the generic words a title ends with go (`GitHub v3 REST API` → `github`; `Swagger Petstore - OpenAPI 3.0` →
 * `swagger-petstore`). With no usable title, the server's host names it (`https://api.mistral.ai` →
 * `mistral`); else `api`.
 */
export function kebabName(title: string, serverUrl?: string): string {
  const all = words(title).map((w) => w.toLowerCase());
  let end = all.length;
  while (end > 1 && GENERIC_TRAILING.test(all[end - 1]!)) end--;
  const kept = end === 1 && GENERIC_TRAILING.test(all[0]!) ? [] : all.slice(0, end);
  const kebab = kept.join('-').slice(0, 60).replace(/-+$/, '');
  if (kebab === '') return hostName(serverUrl) ?? 'api';
  return /^[0-9]/.test(kebab) ? `api-${kebab}` : kebab;
}

/** `https://api.mistral.ai/v1` → `mistral`: the host's name without its service prefix and its top-level domain. */
function hostName(serverUrl: string | undefined): string | undefined {
  if (serverUrl === undefined || !URL.canParse(serverUrl)) return undefined;
  const labels = new URL(serverUrl).hostname.split('.').filter((label) => label !== '');
  if (labels.length < 2 || labels.every((label) => /^[0-9]+$/.test(label))) return undefined;
  const name = labels
    .slice(0, -1)
    .filter((label) => !/^(api|www|rest|app|apis)$/.test(label))
    .at(-1);
  return name === undefined || !/^[a-z][a-z0-9-]*$/.test(name) ? undefined : name;
}

const NPM_NAME_PART = /^[a-z0-9][a-z0-9._-]*$/;

export function projectNames(config: NamingConfig, infoTitle: string, serverUrl?: string): ProjectNames {
  const name = config.name ?? kebabName(infoTitle, serverUrl);
  if (!NPM_NAME_PART.test(name)) throw new NamingConfigError(`name "${name}" is not a valid npm package name part (lower case letters, digits, ".", "_", "-")`);
  const scope = config.scope ?? `@${name}`;
  if (!/^@/.test(scope) || !NPM_NAME_PART.test(scope.slice(1)))
    throw new NamingConfigError(`scope "${scope}" must look like @name (lower case letters, digits, ".", "_", "-")`);
  const pascal = pascalCase(name) || 'Api';
  const errorPrefix = config.errorPrefix ?? (pascal.replace(/Api$/, '') || 'Client');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(errorPrefix)) throw new NamingConfigError(`errorPrefix "${errorPrefix}" must be a PascalCase identifier`);
  return {
    name,
    title: infoTitle.trim() === '' ? name : infoTitle.trim(),
    scope,
    packages: Object.fromEntries(PACKAGE_KINDS.map((kind) => [kind, `${scope}/${kind}`])) as Record<PackageKind, string>,
    errors: {
      base: `${errorPrefix}Error`,
      api: `${errorPrefix}ApiError`,
      network: `${errorPrefix}NetworkError`,
      timeout: `${errorPrefix}TimeoutError`,
      pagination: `${errorPrefix}PaginationError`,
      code: `${errorPrefix}ErrorCode`,
      details: `${errorPrefix}ErrorDetails`,
      registry: `${errorPrefix}ErrorRegistry`,
      known: `${errorPrefix}KnownError`,
      guard: `is${errorPrefix}Error`,
      operations: `${errorPrefix}OperationTypes`,
      operationError: `${errorPrefix}OperationError`,
      operationGuard: `is${errorPrefix}OperationError`,
    },
    registerRoutes: `register${pascal}Routes`,
    routesOptions: `${pascal}RoutesOptions`,
    registerEdge: `register${pascal}Edge`,
    apiKeyVariable: `${[...words(name), ...(/(^|-)api$/.test(name) ? [] : ['api'])].join('_').toUpperCase()}_KEY`,
    metadata: {
      license: config.license ?? 'UNLICENSED',
      author: config.author,
      repository: config.repository,
      homepage: config.homepage,
      bugs: config.bugs,
    },
  };
}
