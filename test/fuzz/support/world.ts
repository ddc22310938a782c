/**
 * Real resources of every kind in one account, made through the API, so that path ids and body
 * references of generated requests point at things that exist (and, for the isolation suite, at
 * things that exist in another account). Keyed by the spec's id schema names (`HTTPSEdgeId`, …).
 */
import { generateCaKey } from '../../../server/ssh/index.js';
import { testCertificatePem } from '../../server/edges-test-certificates.js';
import type { TestServer } from '../../server/harness.js';

export type Response = Awaited<ReturnType<TestServer['call']>>;
export type Call = (method: string, url: string, body?: unknown) => Promise<Response>;

/** An OpenSSH public key to certify (spec/components/schemas/SSHUserCertificateCreate.yaml `public_key`). */
export const USER_PUBLIC_KEY = generateCaKey().publicKey;

/** A minimal IdP EntityDescriptor the SAML module accepts (spec/components/schemas/SAMLModuleReplace.yaml `idp_metadata`). */
export const IDP_METADATA = '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">'
  + '<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">'
  + '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>'
  + '</IDPSSODescriptor></EntityDescriptor>';

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

/** Creates one resource of a standalone kind (no parent in its URL) and returns its id. */
export async function createResource(call: Call, idSchema: string, world?: Partial<Record<string, string>>): Promise<string> {
  switch (idSchema) {
    case 'TunnelGroupBackendId': return created(call, '/backends/tunnel_group', { labels: { app: 'web' } });
    case 'HTTPResponseBackendId': return created(call, '/backends/http_response', { body: 'ok', headers: { 'X-Served-By': 'fuzz' } });
    case 'WeightedBackendId': {
      const child = world?.TunnelGroupBackendId ?? await createResource(call, 'TunnelGroupBackendId');
      return created(call, '/backends/weighted', { backends: { [child]: 10 } });
    }
    case 'SSHCertificateAuthorityId': return created(call, '/ssh_certificate_authorities', {});
    case 'SSHUserCertificateId': {
      const ca = world?.SSHCertificateAuthorityId ?? await createResource(call, 'SSHCertificateAuthorityId');
      return created(call, '/ssh_user_certificates', { ssh_certificate_authority_id: ca, public_key: USER_PUBLIC_KEY, principals: ['fuzz'] });
    }
    case 'AgentIngressId': return created(call, '/agent_ingresses', { domain: `in${unique()}.example.com` });
    case 'ReservedAddrId': return created(call, '/reserved_addrs', { region: 'eu' });
    case 'EndpointConfigurationId': return created(call, '/endpoint_configurations', {});
    case 'AbuseReportId': return created(call, '/abuse_reports', { urls: ['https://abuse.example.com/phish'] });
    case 'CredentialId': return created(call, '/credentials', { acl: ['bind:*.example.com'] });
    case 'HTTPSEdgeId': return created(call, '/edges/https', { hostports: ['fuzz.example.com:443'] });
    case 'TCPEdgeId': return created(call, '/edges/tcp', {});
    case 'TLSEdgeId': return created(call, '/edges/tls', {});
    case 'IPPolicyId': return created(call, '/ip_policies', {});
    case 'CertificateAuthorityId': return created(call, '/certificate_authorities', { ca_pem: await caCertificatePem() });
    case 'HTTPSEdgeRouteId': {
      const edge = world?.HTTPSEdgeId ?? await createResource(call, 'HTTPSEdgeId');
      return created(call, `/edges/https/${edge}/routes`, { match_type: 'path_prefix', match: '/' });
    }
    default: throw new Error(`no factory for ${idSchema}`);
  }
}

/** Id schemas of every kind that {@link createResource} makes, in dependency order. */
export const STANDALONE_KINDS = [
  'TunnelGroupBackendId', 'HTTPResponseBackendId', 'WeightedBackendId', 'SSHCertificateAuthorityId', 'SSHUserCertificateId',
  'AgentIngressId', 'ReservedAddrId', 'EndpointConfigurationId', 'CredentialId', 'HTTPSEdgeId', 'HTTPSEdgeRouteId',
  'TCPEdgeId', 'TLSEdgeId', 'IPPolicyId', 'CertificateAuthorityId',
] as const;

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
    const tunnel = ((await call('GET', '/tunnels')).body?.tunnels ?? []).find((t: { tunnel_session: { id: string } }) => t.tunnel_session.id === options.sessionId);
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
