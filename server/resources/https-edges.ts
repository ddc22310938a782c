/** HTTPS edges (docs/decisions/0010-referenced-resources.md): the public addresses of HTTPS traffic; their routes carry the modules. */
import { edgeKind } from './edge-kind.js';
import { resources } from '@tunnel-api/server';
import type { HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate } from '@tunnel-api/validators';

export const httpsEdges = edgeKind<'https_edge', HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate>(resources.https_edge);
