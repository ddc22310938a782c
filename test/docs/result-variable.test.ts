// Sample result variables read like the resource they hold (given/want).
import { describe, expect, it } from 'vitest';
import { camelFromPascal, singular } from '../../generator/emit/docs/result-variable.js';

describe('camelFromPascal', () => {
  it.each([
    ['TunnelGroupBackend', 'tunnelGroupBackend'],
    ['SSHCertificateAuthority', 'sshCertificateAuthority'],
    ['HTTPSEdgeRoute', 'httpsEdgeRoute'],
    ['IPPolicy', 'ipPolicy'],
    ['WebsocketTCPConverterModule', 'websocketTcpConverterModule'],
    ['TLSEdge', 'tlsEdge'],
    ['OAuthModule', 'oauthModule'],
    ['Ref', 'ref'],
  ])('%s → %s', (given, want) => {
    expect(camelFromPascal(given)).toBe(want);
  });
});

describe('singular', () => {
  it.each([
    ['ip_policies', 'ip_policy'],
    ['agent_ingresses', 'agent_ingress'],
    ['reserved_addrs', 'reserved_addr'],
    ['tunnel_sessions', 'tunnel_session'],
    ['credentials', 'credential'],
    ['https_edge_route_oauth_module', 'https_edge_route_oauth_module'],
    ['access', 'access'],
  ])('%s → %s', (given, want) => {
    expect(singular(given)).toBe(want);
  });
});
