/** HTTPS edges (docs/decisions/0010-referenced-resources.md): the public addresses of HTTPS traffic; their routes carry the modules. */
import type { HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate } from '@tunnel-api/validators';
import { edgeKind } from './edge-kind.js';

export const httpsEdges = edgeKind<HTTPSEdge, HTTPSEdgeCreate, HTTPSEdgeUpdate>({
  kind: 'https_edge',
  prefix: 'edghts',
  what: 'HTTPS edge',
  path: '/edges/https',
});
