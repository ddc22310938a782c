/** TLS edges (docs/decisions/0010-referenced-resources.md): public addresses of TLS traffic; a mutual TLS module. */

import { resources } from '@tunnel-api/server';
import type { TLSEdge, TLSEdgeCreate, TLSEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const tlsEdges = edgeKind<'tls_edge', TLSEdge, TLSEdgeCreate, TLSEdgeUpdate>(resources.tls_edge);
