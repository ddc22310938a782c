/** TLS edges (docs/decisions/0010-referenced-resources.md): public addresses of TLS traffic; a mutual TLS module. */
import type { TLSEdge, TLSEdgeCreate, TLSEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tlsEdges = edgeKind<TLSEdge, TLSEdgeCreate, TLSEdgeUpdate>({
  kind: 'tls_edge',
  prefix: 'edgtls',
  what: 'TLS edge',
  path: '/edges/tls',
});
