/**
 * The kind of resource a path parameter names, for "No tunnel group backend with id … exists." when a
 * path id is malformed or of another kind (docs/decisions/0006-ids.md: that is a 404, as for an unknown id).
 */
const COLLECTION_KINDS: ReadonlyArray<readonly [string, string]> = [
  ['/backends/tunnel_group', 'tunnel group backend'],
  ['/backends/http_response', 'HTTP response backend'],
  ['/backends/weighted', 'weighted backend'],
  ['/ssh_certificate_authorities', 'SSH certificate authority'],
  ['/ssh_user_certificates', 'SSH user certificate'],
  ['/tunnel_sessions', 'tunnel session'],
  ['/tunnels', 'tunnel'],
  ['/agent_ingresses', 'agent ingress'],
  ['/reserved_addrs', 'reserved address'],
  ['/abuse_reports', 'abuse report'],
  ['/credentials', 'credential'],
  ['/edges/https/{edge_id}/routes', 'HTTPS edge route'],
  ['/edges/https', 'HTTPS edge'],
  ['/edges/tcp', 'TCP edge'],
  ['/edges/tls', 'TLS edge'],
  ['/ip_policies', 'IP policy'],
  ['/certificate_authorities', 'certificate authority'],
  ['/endpoint_configurations', 'endpoint configuration'],
];

/** `kindOfPath('/edges/https/{edge_id}/routes/{id}', 'id')` → `HTTPS edge route`. */
export function kindOfPath(template: string, param: string): string {
  if (param === 'edge_id') return 'HTTPS edge';
  const collection = template.slice(0, template.indexOf(`/{${param}}`));
  return COLLECTION_KINDS.find(([path]) => path === collection)?.[1] ?? 'resource';
}
