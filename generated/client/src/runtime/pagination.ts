// Copied by `npm run generate` from generator/runtime/client/pagination.ts. Edit it there.
/**
 * Lists as async iterables. The service pages with `next_page_uri` (an absolute URL, null on the last
 * page). `list()` returns a PageIterator without sending anything:
 *
 *   for await (const widget of api.widgets.list()) …    // every item of every page
 *   const page = await api.widgets.list({ limit: 10 }).firstPage(); // one envelope
 *   for await (const page of api.widgets.list().pages()) …        // envelope by envelope
 *
 * Each iteration starts from the first page again. The API key is only sent to the client's own
 * origin: a `next_page_uri` elsewhere, or one already visited (a loop), throws TunnelPaginationError.
 */
import { TunnelPaginationError } from './errors.js';

export interface PageSource<Page> {
  readonly operation: string;
  readonly itemsKey: string;
  /** The client's base URL: relative next-page URIs resolve against it, absolute ones must share its origin. */
  readonly baseUrl: string;
  readonly fetchFirst: () => Promise<Page>;
  readonly fetchUrl: (url: string) => Promise<Page>;
}

export class PageIterator<Item, Page> implements AsyncIterable<Item> {
  readonly #source: PageSource<Page>;

  constructor(source: PageSource<Page>) {
    this.#source = source;
  }

  /** The first page's envelope, exactly as the service returned it (items, `uri`, `next_page_uri`). */
  firstPage(): Promise<Page> {
    return this.#source.fetchFirst();
  }

  /** Every page's envelope in order, following `next_page_uri` until it is null. */
  async *pages(): AsyncGenerator<Page, void, undefined> {
    const visited = new Set<string>();
    let page = await this.#source.fetchFirst();
    for (;;) {
      yield page;
      const next = nextPageUri(page);
      if (next === undefined) return;
      const url = this.#checkedUrl(next, visited);
      visited.add(url);
      page = await this.#source.fetchUrl(url);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) {
      const items = (page as Record<string, unknown>)[this.#source.itemsKey];
      if (Array.isArray(items)) yield* items as Item[];
    }
  }

  /** Collects every item of every page (convenient for small lists). */
  async toArray(): Promise<Item[]> {
    const items: Item[] = [];
    for await (const item of this) items.push(item);
    return items;
  }

  #checkedUrl(next: string, visited: ReadonlySet<string>): string {
    const { operation, baseUrl } = this.#source;
    let url: URL;
    try {
      url = new URL(next, baseUrl);
    } catch {
      throw new TunnelPaginationError(operation, next, 'it is not a URL');
    }
    if (url.origin !== new URL(baseUrl).origin) {
      throw new TunnelPaginationError(operation, next, `its origin is not the client's (${new URL(baseUrl).origin})`);
    }
    if (visited.has(url.href)) throw new TunnelPaginationError(operation, next, 'that page was already visited (a loop)');
    return url.href;
  }
}

function nextPageUri(page: unknown): string | undefined {
  const next = page !== null && typeof page === 'object' ? (page as Record<string, unknown>)['next_page_uri'] : undefined;
  return typeof next === 'string' && next !== '' ? next : undefined;
}
