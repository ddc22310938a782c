/** TCP edges (docs/decisions/0010-referenced-resources.md): public addresses of raw TCP traffic; a backend module. */
import { edgeKind } from './edge-kind.js';
import { resources } from '@tunnel-api/server';
import type { TCPEdge, TCPEdgeCreate, TCPEdgeUpdate } from '@tunnel-api/validators';

export const tcpEdges = edgeKind<'tcp_edge', TCPEdge, TCPEdgeCreate, TCPEdgeUpdate>(resources.tcp_edge);
