import type { Pagination } from "./operation.js";
/** One page as received: its body and the response's headers (the `Link` header pages some APIs). */
export interface ReceivedPage<Page> {
	readonly body: Page;
	readonly headers: Headers;
}
export interface PageSource<Page> {
	readonly operation: string;
	readonly pagination: Pagination;
	/** The client's base URL: relative next-page URLs resolve against it, absolute ones must share its origin. */
	readonly baseUrl: string;
	/** The query the call was made with (offsets and page numbers start from it). */
	readonly query: Readonly<Record<string, unknown>>;
	/** Sends the operation with these query parameters replaced (the first page: none). */
	readonly fetchWith: (query: Readonly<Record<string, unknown>>) => Promise<ReceivedPage<Page>>;
	/** GETs a next-page URL on the client's origin. */
	readonly fetchUrl: (url: string) => Promise<ReceivedPage<Page>>;
}
export declare class PageIterator<
	Item,
	Page
> implements AsyncIterable<Item> {
	#private;
	constructor(source: PageSource<Page>);
	/** The first page's body, exactly as the service returned it. */
	firstPage(): Promise<Page>;
	/** Every page's body in order, until the last. */
	pages(): AsyncGenerator<Page, void, undefined>;
	[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined>;
	/** Collects every item of every page (convenient for small lists). */
	toArray(): Promise<Item[]>;
}
/** The `rel="next"` target of a `Link` header (RFC 8288 §3), or undefined. */
export declare function nextLink(header: string | null): string | undefined;
//# sourceMappingURL=pagination.d.ts.map
