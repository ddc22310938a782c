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
export class PageIterator {
    #source;
    constructor(source) {
        this.#source = source;
    }
    /** The first page's envelope, exactly as the service returned it (items, `uri`, `next_page_uri`). */
    firstPage() {
        return this.#source.fetchFirst();
    }
    /** Every page's envelope in order, following `next_page_uri` until it is null. */
    async *pages() {
        const visited = new Set();
        let page = await this.#source.fetchFirst();
        for (;;) {
            yield page;
            const next = nextPageUri(page);
            if (next === undefined)
                return;
            const url = this.#checkedUrl(next, visited);
            visited.add(url);
            page = await this.#source.fetchUrl(url);
        }
    }
    async *[Symbol.asyncIterator]() {
        for await (const page of this.pages()) {
            const items = page[this.#source.itemsKey];
            if (Array.isArray(items))
                yield* items;
        }
    }
    /** Collects every item of every page (convenient for small lists). */
    async toArray() {
        const items = [];
        for await (const item of this)
            items.push(item);
        return items;
    }
    #checkedUrl(next, visited) {
        const { operation, baseUrl } = this.#source;
        let url;
        try {
            url = new URL(next, baseUrl);
        }
        catch {
            throw new TunnelPaginationError(operation, next, 'it is not a URL');
        }
        if (url.origin !== new URL(baseUrl).origin) {
            throw new TunnelPaginationError(operation, next, `its origin is not the client's (${new URL(baseUrl).origin})`);
        }
        if (visited.has(url.href))
            throw new TunnelPaginationError(operation, next, 'that page was already visited (a loop)');
        return url.href;
    }
}
function nextPageUri(page) {
    const next = page !== null && typeof page === 'object' ? page['next_page_uri'] : undefined;
    return typeof next === 'string' && next !== '' ? next : undefined;
}
//# sourceMappingURL=pagination.js.map
