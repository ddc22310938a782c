export interface PageSource<Page> {
    readonly operation: string;
    readonly itemsKey: string;
    /** The client's base URL: relative next-page URIs resolve against it, absolute ones must share its origin. */
    readonly baseUrl: string;
    readonly fetchFirst: () => Promise<Page>;
    readonly fetchUrl: (url: string) => Promise<Page>;
}
export declare class PageIterator<Item, Page> implements AsyncIterable<Item> {
    #private;
    constructor(source: PageSource<Page>);
    /** The first page's envelope, exactly as the service returned it (items, `uri`, `next_page_uri`). */
    firstPage(): Promise<Page>;
    /** Every page's envelope in order, following `next_page_uri` until it is null. */
    pages(): AsyncGenerator<Page, void, undefined>;
    [Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined>;
    /** Collects every item of every page (convenient for small lists). */
    toArray(): Promise<Item[]>;
}
//# sourceMappingURL=pagination.d.ts.map
