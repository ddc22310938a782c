/** `Ref`s (spec/components/schemas/Ref.yaml: `{ id, uri }`) of the resources modules name, with their full URLs. */
import type { Ref } from '@tunnel-api/validators';
import type { ServerContext } from '../../context.js';
import { idPrefix } from '../../ids/index.js';

const BACKEND_PATHS: Readonly<Record<string, string>> = {
  bkdtg: '/backends/tunnel_group',
  bkdhr: '/backends/http_response',
  bkdwd: '/backends/weighted',
};

export function backendRef(ctx: ServerContext, id: string): Ref {
  const path = BACKEND_PATHS[idPrefix(id) ?? ''];
  if (path === undefined) throw new Error(`backendRef: ${id} is not a backend id`);
  return { id, uri: `${ctx.publicUrl}${path}/${id}` };
}

export function ipPolicyRef(ctx: ServerContext, id: string): Ref {
  return { id, uri: `${ctx.publicUrl}/ip_policies/${id}` };
}

export function certificateAuthorityRef(ctx: ServerContext, id: string): Ref {
  return { id, uri: `${ctx.publicUrl}/certificate_authorities/${id}` };
}
