// The method+path pairs the API was described with (the endpoints it must have, before the referenced
// resources of docs/decisions/0010-referenced-resources.md) and their documented success status, written
// down by hand from that description. The spec must contain every one of them exactly.
export const describedOperations: Array<[method: string, path: string, status: number]> = [
  // tunnel group backends
  ['post', '/backends/tunnel_group', 201],
  ['get', '/backends/tunnel_group/{id}', 200],
  ['get', '/backends/tunnel_group', 200],
  ['patch', '/backends/tunnel_group/{id}', 200],
  ['delete', '/backends/tunnel_group/{id}', 204],
  // HTTP response backends
  ['post', '/backends/http_response', 201],
  ['get', '/backends/http_response/{id}', 200],
  ['get', '/backends/http_response', 200],
  ['patch', '/backends/http_response/{id}', 200],
  ['delete', '/backends/http_response/{id}', 204],
  // weighted backends
  ['post', '/backends/weighted', 201],
  ['get', '/backends/weighted/{id}', 200],
  ['get', '/backends/weighted', 200],
  ['patch', '/backends/weighted/{id}', 200],
  ['delete', '/backends/weighted/{id}', 204],
  // SSH certificate authorities
  ['post', '/ssh_certificate_authorities', 201],
  ['get', '/ssh_certificate_authorities/{id}', 200],
  ['get', '/ssh_certificate_authorities', 200],
  ['patch', '/ssh_certificate_authorities/{id}', 200],
  ['delete', '/ssh_certificate_authorities/{id}', 204],
  // SSH user certificates
  ['post', '/ssh_user_certificates', 201],
  ['get', '/ssh_user_certificates/{id}', 200],
  ['get', '/ssh_user_certificates', 200],
  ['patch', '/ssh_user_certificates/{id}', 200],
  ['delete', '/ssh_user_certificates/{id}', 204],
  // tunnel sessions
  ['get', '/tunnel_sessions', 200],
  ['get', '/tunnel_sessions/{id}', 200],
  ['post', '/tunnel_sessions/{id}/restart', 204],
  ['post', '/tunnel_sessions/{id}/stop', 204],
  ['post', '/tunnel_sessions/{id}/update', 204],
  // agent ingresses, reserved addresses, abuse reports
  ['post', '/agent_ingresses', 201],
  ['get', '/agent_ingresses/{id}', 200],
  ['get', '/agent_ingresses', 200],
  ['patch', '/agent_ingresses/{id}', 200],
  ['delete', '/agent_ingresses/{id}', 204],
  ['post', '/reserved_addrs', 201],
  ['get', '/reserved_addrs/{id}', 200],
  ['get', '/reserved_addrs', 200],
  ['patch', '/reserved_addrs/{id}', 200],
  ['delete', '/reserved_addrs/{id}', 204],
  ['post', '/abuse_reports', 201],
  ['get', '/abuse_reports/{id}', 200],
  // edge modules: replace (PUT) 200, get 200, delete 204
  ...[
    '/edges/https/{edge_id}/routes/{id}/saml',
    '/edges/https/{edge_id}/routes/{id}/ip_restriction',
    '/edges/https/{edge_id}/routes/{id}/oauth',
    '/edges/https/{edge_id}/routes/{id}/backend',
    '/edges/https/{edge_id}/routes/{id}/response_headers',
    '/edges/https/{edge_id}/routes/{id}/websocket_tcp_converter',
    '/edges/tcp/{id}/backend',
    '/edges/tls/{id}/mutual_tls',
  ].flatMap(
    (path): Array<[string, string, number]> => [
      ['put', path, 200],
      ['get', path, 200],
      ['delete', path, 204],
    ],
  ),
];

/** The list envelope key of each described list operation. */
export const describedListKeys: Record<string, string> = {
  '/backends/tunnel_group': 'backends',
  '/backends/http_response': 'backends',
  '/backends/weighted': 'backends',
  '/ssh_certificate_authorities': 'ssh_certificate_authorities',
  '/ssh_user_certificates': 'ssh_user_certificates',
  '/tunnel_sessions': 'tunnel_sessions',
  '/agent_ingresses': 'ingresses',
  '/reserved_addrs': 'reserved_addrs',
};
