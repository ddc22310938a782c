/** TCP edges (design.md §5): public addresses of raw TCP traffic; a backend module (description §4.8). */
import type { TCPEdge, TCPEdgeCreate, TCPEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tcpEdges = edgeKind<TCPEdge, TCPEdgeCreate, TCPEdgeUpdate>({
  kind: 'tcp_edge',
  prefix: 'edgtcp',
  what: 'TCP edge',
  path: '/edges/tcp',
});
