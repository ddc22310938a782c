/** IP policies (docs/decisions/0010-referenced-resources.md): named policies that IP restriction modules refer to. */
import { resources } from '@tunnel-api/server';
import type { IPPolicy, IPPolicyCreate, IPPolicyUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, headAndBody, type ResourceKind } from './crud.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
}

export const ipPolicies: ResourceKind<'ip_policy', IPPolicy, IPPolicyCreate, IPPolicyUpdate, Stored> = {
  resource: resources.ip_policy,
  create: ({ body }) => ({ body: describedBy(body) }),
  update: ({ body, current }) => ({ body: describedPatch(body, current.body) }),
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts).
  storedBodyIsApi: true,
  toApi: headAndBody,
};
