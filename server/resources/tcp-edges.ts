/** TCP edges (docs/decisions/0010-referenced-resources.md): public addresses of raw TCP traffic; a backend module. */

import { resources } from '@tunnel-api/server';
import type { TCPEdge, TCPEdgeCreate, TCPEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tcpEdges = edgeKind<'tcp_edge', TCPEdge, TCPEdgeCreate, TCPEdgeUpdate>(resources.tcp_edge);
