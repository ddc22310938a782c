/**
 * The few HTTP helpers the load and fault suites share: one API call over a real socket (fetch) with
 * the headers every request carries, and a pool that runs tasks with bounded concurrency.
 */

export interface ApiResponse {
  status: number;
  body: any;
}

/** One API request; a connection failure rejects (the fault suite relies on that). */
export async function apiCall(baseUrl: string, key: string, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, 'service-version': '2' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = path.startsWith('http') ? path : `${baseUrl}${path}`;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** Runs `task(0..count-1)` with at most `concurrency` in flight; resolves when all have settled. */
export async function runPool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        await task(index);
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of ${count} tasks failed: ${String(errors[0])}`);
}

/**
 * Every id of a list, page by page following `next_page_uri`, checking as it goes what paging
 * promises (docs/decisions/0007-pagination.md): ids strictly newest first across pages (so none twice), and a
 * `next_page_uri` exactly when an older page exists, pointing after the last id of the page.
 */
export async function pageThrough(baseUrl: string, key: string, path: string, listKey: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = `${baseUrl}${path}?limit=${limit}`;
  while (next !== null) {
    const page: ApiResponse = await apiCall(baseUrl, key, 'GET', next);
    if (page.status !== 200) throw new Error(`GET ${next} answered ${page.status}: ${JSON.stringify(page.body)}`);
    const items: { id: string }[] = page.body[listKey];
    for (const { id } of items) {
      const previous = ids.at(-1);
      if (previous !== undefined && !(id < previous)) throw new Error(`list order broken: ${id} after ${previous} in ${path}`);
      ids.push(id);
    }
    next = page.body.next_page_uri;
    if (next !== null) {
      const expected = `${baseUrl}${path}?before_id=${items.at(-1)?.id}&limit=${limit}`;
      if (items.length !== limit || next !== expected) throw new Error(`next_page_uri ${next} after a page of ${items.length}, expected ${expected}`);
    }
  }
  return ids;
}
