/** TCP edges (docs/decisions/0010-referenced-resources.md): public addresses of raw TCP traffic; a backend module. */
import type { TCPEdge, TCPEdgeCreate, TCPEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tcpEdges = edgeKind<TCPEdge, TCPEdgeCreate, TCPEdgeUpdate>({
  kind: 'tcp_edge',
  prefix: 'edgtcp',
  what: 'TCP edge',
  path: '/edges/tcp',
});
