/** TLS edges (design.md §5): public addresses of TLS traffic; a mutual TLS module (description §4.8). */
import type { TLSEdge, TLSEdgeCreate, TLSEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tlsEdges = edgeKind<TLSEdge, TLSEdgeCreate, TLSEdgeUpdate>({
  kind: 'tls_edge',
  prefix: 'edgtls',
  what: 'TLS edge',
  path: '/edges/tls',
});
