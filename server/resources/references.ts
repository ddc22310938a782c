/**
 * References from one resource to others in a request body (a weighted backend's children, a module's backend,
 * IP policies, CAs, an endpoint configuration): each must name a resource of the same account, or the request
 * is refused with the code of that kind of reference (the spec's `x-resource.reference-error-code`, see
 * registry.ts) and the field's pointer
 * (docs/decisions/0010-referenced-resources.md: "A module or weighted backend that names a missing id (or
 * another account's) → 400").
 */
import { ApiError } from '../errors/api-error.js';
import { idPrefix } from '../ids/index.js';
import { existingResourceIds, type Queryable } from '../storage/index.js';
import { referenceErrorCodeOf } from './registry.js';

export interface Reference {
  readonly id: string;
  /** JSON pointer of the field that names it, e.g. `/backends/bkdtg_…` or `/ip_policy_ids/0`. */
  readonly pointer: string;
}

/** Throws for the first reference that is not a resource of the account. */
export async function requireReferences(db: Queryable, accountId: string, references: readonly Reference[]): Promise<void> {
  if (references.length === 0) return;
  const ids = [...new Set(references.map((r) => r.id))];
  const found = await existingResourceIds(db, accountId, ids);
  const missing = references.filter((r) => !found.has(r.id));
  if (missing.length === 0) return;
  throw referencesNotFound(missing);
}

/** The error for references that name no resource of the account: the code of the first one's kind. */
export function referencesNotFound(missing: readonly Reference[]): ApiError {
  const problems = missing.map((r) => {
    const code = referenceErrorCodeOf(idPrefix(r.id) ?? '');
    return { pointer: r.pointer, rule: 'reference', error_code: code, message: new ApiError(code, { pointer: r.pointer, id: r.id }).message };
  });
  const first = problems[0]!;
  return new ApiError(first.error_code, { pointer: first.pointer, id: missing[0]!.id }, { problems });
}

/** RFC 6901: `~` → `~0`, `/` → `~1`, for map keys used in pointers. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
