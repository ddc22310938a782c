/**
 * Backend module of an HTTPS edge route or a TCP edge
 * (spec/paths/edges_https_{edge_id}_routes_{id}_backend.yaml, edges_tcp_{id}_backend.yaml): request
 * `backend_id`, response `backend: Ref`. The backend must be one of the account's (400
 * BACKEND_REFERENCE_NOT_FOUND) and cannot be deleted while the module uses it.
 */
import type { BackendModule, BackendModuleReplace } from '@tunnel-api/validators';
import { requireReferences } from '../references.js';
import type { ModuleKind } from './module-kind.js';
import { backendRef } from './refs.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  backend_id: string;
}

export const backendModule: ModuleKind<BackendModule, BackendModuleReplace, Config, unknown> = {
  key: 'backend',
  what: 'backend',
  async configure({ body, accountId, tx }) {
    const references = [{ id: body.backend_id, pointer: '/backend_id' }];
    await requireReferences(tx, accountId, references);
    return { config: { enabled: body.enabled ?? true, backend_id: body.backend_id }, references };
  },
  toApi: (config, { ctx }) => ({ enabled: config.enabled, backend: backendRef(ctx, config.backend_id) }),
};
