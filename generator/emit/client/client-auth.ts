/**
 * The client's view of the document's auth (docs/decisions/0047-client-auth.md): each security scheme the
 * operations use, as the runtime sends it (runtime/client/auth.ts) and as the caller passes it — `apiKey` when the
 * document has exactly one scheme and it takes one token, else `auth: { <scheme>: … }` keyed by the scheme's name in
 * camelCase — and each operation's requirements where they differ from the document's. A scheme the client
 * cannot send (HTTP digest, mutual TLS, a name `components.securitySchemes` does not declare) is a GEN006 warning,
 * and the requirements that need it are left out, so the operation is sent without them.
 */
import type { Diagnostics } from '../../diagnostics.js';
import type { IrDocument } from '../../ir/types.js';
import { camelCase } from '../../naming/casing.js';
import { safeIdentifier } from '../../naming/identifier.js';

export type SchemeKind = 'bearer' | 'basic' | 'apiKey';

export interface ClientScheme {
  /** The key of its credential in `auth` (or the scheme `apiKey` stands for). */
  readonly key: string;
  /** Its name in `components.securitySchemes`. */
  readonly name: string;
  readonly kind: SchemeKind;
  /** For an API key: where it goes and under which name. */
  readonly in?: 'header' | 'query' | 'cookie';
  readonly parameter?: string;
  /** What the caller is told about it: the type of credential and how it is sent. */
  readonly summary: string;
  readonly description: string | undefined;
}

export interface ClientAuth {
  readonly schemes: readonly ClientScheme[];
  /** The document's requirements, by scheme key. */
  readonly default: readonly (readonly string[])[];
  /** `METHOD /path` → requirements, for operations whose requirements differ from the document's. */
  readonly operations: ReadonlyArray<readonly [string, readonly (readonly string[])[]]>;
  /** The key `apiKey` stands for: the document has one scheme, and it takes one token. */
  readonly apiKeyScheme: string | undefined;
  /** Every operation needs the `apiKey` scheme's credential. */
  readonly required: boolean;
}

type Node = Record<string, unknown>;

export function clientAuth(ir: IrDocument, diagnostics?: Diagnostics): ClientAuth {
  const declared = asNode(asNode(ir.bundle['components'])?.['securitySchemes']) ?? {};
  const used = [...new Set(ir.operations.flatMap((op) => op.securityRequirements.flat()))];
  const supported = new Map<string, ClientScheme>();
  const keys = new Set<string>();
  const reported = new Set<string>();
  for (const name of used) {
    const found = describeScheme(name, asNode(declared[name]));
    if (typeof found === 'string') {
      if (!reported.has(name)) {
        reported.add(name);
        diagnostics?.report({
          code: 'GEN006',
          message: `security scheme "${name}": ${found}; the client sends no credential for it`,
          pointer: `/components/securitySchemes/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          hint: 'pass the credential yourself in the call options (`{ headers: { … } }`) or through the `fetch` option',
        });
      }
      continue;
    }
    let key = safeIdentifier(camelCase(name) || 'scheme');
    for (let n = 2; keys.has(key); n++) key = `${safeIdentifier(camelCase(name) || 'scheme')}${n}`;
    keys.add(key);
    supported.set(name, { ...found, key });
  }
  const byKey = (requirements: readonly (readonly string[])[]) =>
    requirements.filter((req) => req.every((name) => supported.has(name))).map((req) => req.map((name) => supported.get(name)!.key));
  const documentRequirements = documentSecurity(ir);
  const defaults = byKey(documentRequirements);
  const operations = ir.operations.flatMap((op) => {
    const own = byKey(op.securityRequirements);
    return JSON.stringify(own) === JSON.stringify(defaults) ? [] : [[`${op.method.toUpperCase()} ${op.path}`, own] as const];
  });
  const schemes = [...supported.values()];
  const only = schemes.length === 1 && schemes[0]!.kind !== 'basic' ? schemes[0]!.key : undefined;
  const required =
    only !== undefined &&
    ir.operations.length > 0 &&
    ir.operations.every((op) => {
      const own = byKey(op.securityRequirements);
      return own.length > 0 && own.every((req) => req.includes(only));
    });
  return { schemes, default: defaults, operations, apiKeyScheme: only, required };
}

/** The document's `security` (the operations' requirements when it has none: those then all differ). */
function documentSecurity(ir: IrDocument): (readonly string[])[] {
  const security = ir.bundle['security'];
  if (!Array.isArray(security)) return [];
  return security.map((req) => (req !== null && typeof req === 'object' && !Array.isArray(req) ? Object.keys(req) : []));
}

/** How the client sends a scheme, or why it cannot. */
function describeScheme(name: string, scheme: Node | undefined): Omit<ClientScheme, 'key'> | string {
  if (scheme === undefined) return 'it is not declared in components.securitySchemes';
  const description = typeof scheme['description'] === 'string' ? scheme['description'] : undefined;
  const type = scheme['type'];
  if (type === 'http') {
    const httpScheme = typeof scheme['scheme'] === 'string' ? scheme['scheme'].toLowerCase() : '';
    if (httpScheme === 'bearer') {
      const format = typeof scheme['bearerFormat'] === 'string' ? ` (${scheme['bearerFormat']})` : '';
      return { name, kind: 'bearer', summary: `HTTP bearer token${format}, sent as \`Authorization: Bearer <token>\``, description };
    }
    if (httpScheme === 'basic')
      return { name, kind: 'basic', summary: 'HTTP basic credentials, sent as `Authorization: Basic base64(username:password)`', description };
    return `HTTP authentication scheme "${httpScheme}" is not one the client sends (it sends bearer and basic)`;
  }
  if (type === 'apiKey') {
    const where = scheme['in'];
    const parameter = scheme['name'];
    if ((where !== 'header' && where !== 'query' && where !== 'cookie') || typeof parameter !== 'string' || parameter === '') {
      return 'an API key scheme needs `in` (header, query or cookie) and `name`';
    }
    const place =
      where === 'header' ? `the \`${parameter}\` header` : where === 'query' ? `the \`${parameter}\` query parameter` : `the \`${parameter}\` cookie`;
    return { name, kind: 'apiKey', in: where, parameter, summary: `API key, sent in ${place}`, description };
  }
  if (type === 'oauth2') {
    const flows = Object.keys(asNode(scheme['flows']) ?? {});
    const tokenUrls = [
      ...new Set(
        Object.values(asNode(scheme['flows']) ?? {})
          .map((flow) => asNode(flow)?.['tokenUrl'])
          .filter((u): u is string => typeof u === 'string'),
      ),
    ];
    const from = tokenUrls.length > 0 ? ` (from ${tokenUrls.map((u) => `<${u}>`).join(', ')})` : flows.length > 0 ? ` (${flows.join(', ')})` : '';
    return { name, kind: 'bearer', summary: `OAuth 2.0 access token${from}, sent as \`Authorization: Bearer <token>\``, description };
  }
  if (type === 'openIdConnect') {
    const url = typeof scheme['openIdConnectUrl'] === 'string' ? ` (provider: <${scheme['openIdConnectUrl']}>)` : '';
    return { name, kind: 'bearer', summary: `OpenID Connect access token${url}, sent as \`Authorization: Bearer <token>\``, description };
  }
  if (type === 'mutualTLS') return 'mutual TLS is set up on the connection, not in a request (give the client a `fetch` with the certificate)';
  return `security scheme type ${JSON.stringify(type)} is not one the client sends`;
}

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}
