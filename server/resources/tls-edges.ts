/** TLS edges (docs/decisions/0010-referenced-resources.md): public addresses of TLS traffic; a mutual TLS module. */

import { resources } from '@tunnel-api/server';
import type { TLSEdge, TLSEdgeCreate, TLSEdgeUpdate } from '@tunnel-api/validators';
import type { ResourceKind } from './crud.js';
import { edgeKind, type StoredEdge } from './edge-kind.js';

export const tlsEdges: ResourceKind<'tls_edge', TLSEdge, TLSEdgeCreate, TLSEdgeUpdate, StoredEdge> = edgeKind(resources.tls_edge);
