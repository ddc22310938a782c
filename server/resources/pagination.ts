/**
 * Lists exactly as docs/decisions/0007-pagination.md says: newest first, `limit` 1–100 (default 100),
 * `before_id` the last id of the previous page, `uri` the list URL without query, and `next_page_uri` an
 * absolute URL of the next page built from PUBLIC_URL — `null` when nothing older exists (never a link to an
 * empty page).
 */
import type { ServerContext } from '../context.js';

export interface PageQuery {
  readonly before_id?: string | undefined;
  readonly limit?: number | undefined;
}

export const DEFAULT_LIMIT = 100;

export interface Envelope {
  readonly uri: string;
  readonly next_page_uri: string | null;
}

export function pageOptions(query: PageQuery): { beforeId: string | undefined; limit: number } {
  return { beforeId: query.before_id, limit: query.limit ?? DEFAULT_LIMIT };
}

/** `uri` and `next_page_uri` of a page of the list at `listPath` (e.g. `/backends/tunnel_group`). */
export function envelope(ctx: ServerContext, listPath: string, page: { lastId: string | undefined; hasMore: boolean; limit: number }): Envelope {
  const uri = `${ctx.publicUrl}${listPath}`;
  const next =
    page.hasMore && page.lastId !== undefined ? `${uri}?${new URLSearchParams({ before_id: page.lastId, limit: String(page.limit) }).toString()}` : null;
  return { uri, next_page_uri: next };
}
