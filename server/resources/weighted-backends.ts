/**
 * Weighted backends (spec/components/schemas/WeightedBackend.yaml): child backends with weights 0–10000. Every
 * child must be a backend of the same account (400 BACKEND_REFERENCE_NOT_FOUND), the children are stored as
 * references so a child cannot be deleted while used (409 RESOURCE_IN_USE), and a weighted backend may not
 * contain itself through any chain of weighted children (400 WEIGHTED_BACKEND_CYCLE).
 */
import { resources } from '@tunnel-api/server';
import type { WeightedBackend, WeightedBackendCreate, WeightedBackendUpdate } from '@tunnel-api/validators';
import { ApiError } from '../errors/api-error.js';
import { lockForAccount, type Queryable, reachesThroughRefs } from '../storage/index.js';
import { describedBy, describedPatch, headAndBody, patched, type ResourceKind } from './crud.js';
import { pointerSegment, type Reference, requireReferences } from './references.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  backends: Record<string, number>;
}

/** The children, each with its pointer, checked to be backends of the account. */
async function checkChildren(db: Queryable, accountId: string, backends: Readonly<Record<string, number>>): Promise<Reference[]> {
  const children = Object.keys(backends).map((id) => ({ id, pointer: `/backends/${pointerSegment(id)}` }));
  await requireReferences(db, accountId, children);
  return children;
}

/**
 * Throws when `parentId` is reachable from `children` through weighted backends. Changes to an
 * account's graph of weighted backends are serialized (a transaction-level advisory lock): otherwise
 * two transactions could each check before the other commits and together store a cycle.
 */
async function refuseCycles(db: Queryable, accountId: string, parentId: string, children: readonly string[]): Promise<void> {
  await lockForAccount(db, 'weighted_backend_graph', accountId);
  for (const child of children) {
    if (child === parentId || (await reaches(db, accountId, child, parentId))) {
      const pointer = `/backends/${pointerSegment(child)}`;
      throw new ApiError('WEIGHTED_BACKEND_CYCLE', { pointer, id: child, parent: parentId });
    }
  }
}

async function reaches(db: Queryable, accountId: string, from: string, target: string): Promise<boolean> {
  // The references graph of weighted backends, walked in SQL: every weighted backend reachable from `from`.
  return reachesThroughRefs(db, 'weighted_backend', accountId, from, target);
}

export const weightedBackends: ResourceKind<'weighted_backend', WeightedBackend, WeightedBackendCreate, WeightedBackendUpdate, Stored> = {
  resource: resources.weighted_backend,
  async create({ body, account, tx }) {
    const backends = body.backends ?? {};
    return { body: { ...describedBy(body), backends }, references: await checkChildren(tx, account.id, backends) };
  },
  async update({ body, account, tx, current }) {
    let references: Reference[] | undefined;
    // `null` removes every child; `{}` never reaches here (server/http/patch-empty-maps.ts).
    const next = body.backends === null ? {} : body.backends;
    if (next !== undefined) {
      references = await checkChildren(tx, account.id, next);
      await refuseCycles(tx, account.id, current.id, Object.keys(next));
    }
    const backends = patched(next, current.body.backends);
    return { body: { ...describedPatch(body, current.body), backends }, references };
  },
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts).
  storedBodyIsApi: true,
  toApi: headAndBody,
};
