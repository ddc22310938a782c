/**
 * Real resources of every kind in one account, made through the API, so that path ids and body
 * references of generated requests point at things that exist (and, for the isolation suite, at
 * things that exist in another account). Keyed by the spec's id schema names (`HTTPSEdgeId`, …); the kinds,
 * their paths and parents come from the spec's resource registry (`resources` of the generated server package).
 */
import { readFileSync } from 'node:fs';
import { type Resource, type ResourceKindName, resources } from '@tunnel-api/server';
import { generateCaKey } from '../../../server/ssh/index.js';
import { testCertificatePem } from '../../server/edges-test-certificates.js';
import type { TestServer } from '../../server/harness.js';

export type Response = Awaited<ReturnType<TestServer['call']>>;
export type Call = (method: string, url: string, body?: unknown) => Promise<Response>;

/** An OpenSSH public key to certify (spec/components/schemas/SSHUserCertificateCreate.yaml `public_key`). */
export const USER_PUBLIC_KEY = generateCaKey().publicKey;

/** A minimal IdP EntityDescriptor the SAML module accepts (spec/components/schemas/SAMLModuleReplace.yaml `idp_metadata`). */
export const IDP_METADATA =
  '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">' +
  '<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
  '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>' +
  '</IDPSSODescriptor></EntityDescriptor>';

let caPem: Promise<string> | undefined;
/** A self-signed CA certificate (basicConstraints CA:TRUE), made once per test file. */
export function caCertificatePem(): Promise<string> {
  caPem ??= testCertificatePem({ name: 'CN=Fuzz Root CA', ca: true, notBefore: new Date('2025-01-01T00:00:00Z'), notAfter: new Date('2035-01-01T00:00:00Z') });
  return caPem;
}

let uniqueCounter = 0;
/** A value no other call of this process returns (agent ingress domains are unique across accounts). */
export function unique(): string {
  uniqueCounter += 1;
  return `${uniqueCounter.toString(36)}${process.pid.toString(36)}`;
}

async function created(call: Call, url: string, body: unknown): Promise<string> {
  const res = await call('POST', url, body);
  if (res.status !== 201) throw new Error(`POST ${url} ${JSON.stringify(body)} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

type Ids = Partial<Record<string, string>>;

/**
 * The create bodies `{}` cannot be: required fields, values unique across accounts, references (made on
 * demand when the world has none yet). Every other resource of the spec is created with `{}`.
 */
const CREATE_BODIES: Partial<Record<ResourceKindName, (call: Call, world: Ids | undefined) => Promise<unknown>>> = {
  tunnel_group_backend: async () => ({ labels: { app: 'web' } }),
  http_response_backend: async () => ({ body: 'ok', headers: { 'X-Served-By': 'fuzz' } }),
  weighted_backend: async (call, world) => ({ backends: { [world?.TunnelGroupBackendId ?? (await createResource(call, 'TunnelGroupBackendId'))]: 10 } }),
  ssh_user_certificate: async (call, world) => ({
    ssh_certificate_authority_id: world?.SSHCertificateAuthorityId ?? (await createResource(call, 'SSHCertificateAuthorityId')),
    public_key: USER_PUBLIC_KEY,
    principals: ['fuzz'],
  }),
  agent_ingress: async () => ({ domain: `in${unique()}.example.com` }),
  reserved_addr: async () => ({ region: 'eu' }),
  abuse_report: async () => ({ urls: ['https://abuse.example.com/phish'] }),
  credential: async () => ({ acl: ['bind:*.example.com'] }),
  https_edge: async () => ({ hostports: ['fuzz.example.com:443'] }),
  certificate_authority: async () => ({ ca_pem: await caCertificatePem() }),
  https_edge_route: async () => ({ match_type: 'path_prefix', match: '/' }),
};

const bundle = JSON.parse(readFileSync(new URL('../../../generated/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { 'x-id-prefix'?: string }> };
};

/** The resource whose ids an id schema describes (by its `x-id-prefix`), from the spec's registry. */
function resourceOf(idSchema: string): Resource {
  const prefix = bundle.components.schemas[idSchema]?.['x-id-prefix'];
  const resource = Object.values<Resource>(resources).find((r) => prefix !== undefined && r.idPrefix === prefix);
  if (resource === undefined) throw new Error(`no resource of the spec has the id schema ${idSchema}`);
  return resource;
}

/** The id schema of a resource's ids: the one whose `x-id-prefix` is its prefix. */
function idSchemaOf(resource: Resource): string {
  const name = Object.keys(bundle.components.schemas).find((n) => bundle.components.schemas[n]!['x-id-prefix'] === resource.idPrefix);
  if (name === undefined) throw new Error(`the spec has no id schema for ${resource.kind}`);
  return name;
}

/**
 * Creates one resource of the kind an id schema names, at its collection path (under a parent of the world,
 * or a new one), and returns its id.
 */
export async function createResource(call: Call, idSchema: string, world?: Ids): Promise<string> {
  const resource = resourceOf(idSchema);
  const params: Record<string, string> = {};
  if (resource.parent !== undefined) {
    const parentSchema = idSchemaOf(resources[resource.parent.kind as ResourceKindName]);
    params[resource.parent.parameter] = world?.[parentSchema] ?? (await createResource(call, parentSchema, world));
  }
  const url = resource.collectionPath.replace(/\{([^}]+)\}/g, (_, name: string) => params[name]!);
  return created(call, url, await (CREATE_BODIES[resource.kind as ResourceKindName]?.(call, world) ?? {}));
}

/** Kinds the account may create only when the operator allowed it (abuse reports): `buildWorld`'s option. */
const PERMITTED_ONLY: readonly string[] = ['abuse_report'];

/**
 * Id schemas of every kind that {@link createResource} makes in any account: each resource of the spec with a
 * create operation, in the registry's order (tags' order: a parent before its children).
 */
export const STANDALONE_KINDS: readonly string[] = Object.values<Resource>(resources)
  .filter((r) => r.operations.create !== undefined && !PERMITTED_ONLY.includes(r.kind))
  .map(idSchemaOf);

export interface World {
  /** Id schema name → id of a resource of that kind (plus `EdgeId`-style aliases used by paths). */
  ids: Record<string, string>;
}

/**
 * One resource of every kind, every module configured (on the route and the TCP and TLS edges), the
 * reserved address attached to the endpoint configuration, and, when the account may, an abuse report.
 * `sessionId` is an online tunnel session of the same account, made by the caller (it needs an agent that
 * announced a tunnel, i.e. connected with labels).
 */
export async function buildWorld(call: Call, options: { abuseReports: boolean; sessionId?: string }): Promise<World> {
  const ids: Record<string, string> = {};
  for (const kind of STANDALONE_KINDS) ids[kind] = await createResource(call, kind, ids);
  if (options.abuseReports) ids.AbuseReportId = await createResource(call, 'AbuseReportId');
  if (options.sessionId) {
    ids.TunnelSessionId = options.sessionId;
    // The session's first tunnel (the caller's agent announces one): GET /tunnels/{id} needs a real one.
    const tunnel = ((await call('GET', '/tunnels')).body?.tunnels ?? []).find(
      (t: { tunnel_session: { id: string } }) => t.tunnel_session.id === options.sessionId,
    );
    if (tunnel === undefined) throw new Error('buildWorld: the session announced no tunnel; connect its agent with labels');
    ids.TunnelId = tunnel.id;
  }
  const route = `/edges/https/${ids.HTTPSEdgeId}/routes/${ids.HTTPSEdgeRouteId}`;
  const modules: [string, unknown][] = [
    [`${route}/backend`, { backend_id: ids.WeightedBackendId }],
    [`${route}/ip_restriction`, { ip_policy_ids: [ids.IPPolicyId] }],
    [`${route}/oauth`, { provider: { google: { client_id: 'id', client_secret: 'secret-value', scopes: ['email'] } } }],
    [`${route}/saml`, { idp_metadata: IDP_METADATA }],
    [`${route}/response_headers`, { add: { 'X-Frame-Options': 'DENY' }, remove: ['Server'] }],
    [`${route}/websocket_tcp_converter`, { enabled: true }],
    [`/edges/tcp/${ids.TCPEdgeId}/backend`, { backend_id: ids.TunnelGroupBackendId }],
    [`/edges/tls/${ids.TLSEdgeId}/mutual_tls`, { certificate_authority_ids: [ids.CertificateAuthorityId] }],
  ];
  for (const [url, body] of modules) {
    const res = await call('PUT', url, body);
    if (res.status !== 200) throw new Error(`PUT ${url} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  const attach = await call('PATCH', `/reserved_addrs/${ids.ReservedAddrId}`, { endpoint_configuration_id: ids.EndpointConfigurationId });
  if (attach.status !== 200) throw new Error(`attaching the endpoint configuration → ${attach.status} ${JSON.stringify(attach.body)}`);
  return { ids };
}

/** The id a path parameter of the given id schema takes in this world. */
export function worldId(world: World, idSchema: string): string {
  const id = world.ids[idSchema];
  if (id === undefined) throw new Error(`the world has no ${idSchema}`);
  return id;
}
