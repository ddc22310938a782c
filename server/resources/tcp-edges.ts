/** TCP edges (docs/decisions/0010-referenced-resources.md): public addresses of raw TCP traffic; a backend module. */

import { resources } from '@tunnel-api/server';
import type { TCPEdge, TCPEdgeCreate, TCPEdgeUpdate } from '@tunnel-api/validators';
import type { ResourceKind } from './crud.js';
import { edgeKind, type StoredEdge } from './edge-kind.js';

export const tcpEdges: ResourceKind<'tcp_edge', TCPEdge, TCPEdgeCreate, TCPEdgeUpdate, StoredEdge> = edgeKind(resources.tcp_edge);
