// Copied by `npm run generate` from generator/runtime/client/pagination.ts. Edit it there.
/**
 * Lists as async iterables, for every way APIs page (Pagination in operation.ts: a next URL or a cursor in
 * the body, the `Link` header, offset/limit, page numbers). A list method returns a PageIterator without
 * sending anything:
 *
 *   for await (const widget of api.widgets.list()) …                // every item of every page
 *   const page = await api.widgets.list({ limit: 10 }).firstPage();  // one page's body
 *   for await (const page of api.widgets.list().pages()) …           // page by page
 *
 * Each iteration starts from the first page again. Credentials are only sent to the client's own origin:
 * a next-page URL elsewhere, or one already visited (a loop), throws TunnelPaginationError; so does a
 * cursor that repeats, and an offset or page number answered with the same items as the page before.
 */
import { TunnelPaginationError } from "./errors.js";
export class PageIterator {
	#source;
	constructor(source) {
		this.#source = source;
	}
	/** The first page's body, exactly as the service returned it. */
	async firstPage() {
		return (await this.#source.fetchWith({})).body;
	}
	/** Every page's body in order, until the last. */
	async *pages() {
		const { pagination } = this.#source;
		const seen = new Set();
		let received = await this.#source.fetchWith({});
		let position = startPosition(pagination, this.#source.query);
		let previous;
		for (;;) {
			yield received.body;
			const items = itemsOf(received.body, pagination.items);
			const next = this.#next(received, items, position);
			if (next === undefined) return;
			// A service that ignores the offset or page number answers the same items again: never loop on them.
			const these = next.kind === "query" && items.length > 0 ? JSON.stringify(items) : undefined;
			if (these !== undefined && these === previous) {
				throw new TunnelPaginationError(this.#source.operation, next.value, "the service answered the same items as for the page before");
			}
			previous = these;
			const key = `${next.kind}:${next.value}`;
			if (seen.has(key)) throw new TunnelPaginationError(this.#source.operation, next.value, "that page was already visited (a loop)");
			seen.add(key);
			if (next.kind === "url") {
				received = await this.#source.fetchUrl(next.value);
			} else {
				position = next.position;
				received = await this.#source.fetchWith({ [next.param]: next.query });
			}
		}
	}
	async *[Symbol.asyncIterator]() {
		for await (const page of this.pages()) yield* itemsOf(page, this.#source.pagination.items);
	}
	/** Collects every item of every page (convenient for small lists). */
	async toArray() {
		const items = [];
		for await (const item of this) items.push(item);
		return items;
	}
	#next(received, items, position) {
		const { pagination, query } = this.#source;
		switch (pagination.style) {
			case "next-url": {
				const next = valueAt(received.body, pagination.next);
				return typeof next === "string" && next !== "" ? {
					kind: "url",
					value: this.#checkedUrl(next)
				} : undefined;
			}
			case "link-header": {
				const next = nextLink(received.headers.get("link"));
				return next === undefined ? undefined : {
					kind: "url",
					value: this.#checkedUrl(next)
				};
			}
			case "cursor": {
				if (pagination.hasMore !== undefined && valueAt(received.body, pagination.hasMore) === false) return undefined;
				const cursor = valueAt(received.body, pagination.cursor);
				if (typeof cursor !== "string" && typeof cursor !== "number" || cursor === "" || items.length === 0) return undefined;
				return {
					kind: "query",
					param: pagination.param,
					query: cursor,
					value: String(cursor),
					position
				};
			}
			case "offset": {
				if (items.length === 0 || shorterThanAsked(items, query, pagination.limit)) return undefined;
				const offset = position + items.length;
				return {
					kind: "query",
					param: pagination.offset,
					query: offset,
					value: String(offset),
					position: offset
				};
			}
			case "page": {
				if (items.length === 0 || shorterThanAsked(items, query, pagination.size)) return undefined;
				return {
					kind: "query",
					param: pagination.page,
					query: position + 1,
					value: String(position + 1),
					position: position + 1
				};
			}
		}
	}
	#checkedUrl(next) {
		const { operation, baseUrl } = this.#source;
		let url;
		try {
			url = new URL(next, baseUrl);
		} catch {
			throw new TunnelPaginationError(operation, next, "it is not a URL");
		}
		if (url.origin !== new URL(baseUrl).origin) {
			throw new TunnelPaginationError(operation, next, `its origin is not the client's (${new URL(baseUrl).origin})`);
		}
		return url.href;
	}
}
/** Where counting starts: the call's own offset or page number, else 0 (offset) or 1 (page). */
function startPosition(pagination, query) {
	if (pagination.style === "offset") return numberOr(query[pagination.offset], 0);
	if (pagination.style === "page") return numberOr(query[pagination.page], 1);
	return 0;
}
function numberOr(value, fallback) {
	const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
	return Number.isFinite(number) ? number : fallback;
}
/** A page with fewer items than the call asked for is the last (when it asked for a number). */
function shorterThanAsked(items, query, sizeParam) {
	if (sizeParam === undefined) return false;
	const asked = numberOr(query[sizeParam], Number.NaN);
	return Number.isFinite(asked) && items.length < asked;
}
/** The value at a dotted property path (`meta.next_cursor`); the whole body for ''. */
function valueAt(body, path) {
	if (path === "") return body;
	let value = body;
	for (const key of path.split(".")) {
		value = value !== null && typeof value === "object" ? value[key] : undefined;
	}
	return value;
}
function itemsOf(body, path) {
	const items = valueAt(body, path);
	return Array.isArray(items) ? items : [];
}
/** The `rel="next"` target of a `Link` header (RFC 8288 §3), or undefined. */
export function nextLink(header) {
	if (header === null) return undefined;
	for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
		const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] ?? "");
		const names = (rels?.[1] ?? rels?.[2] ?? "").toLowerCase().split(/\s+/);
		if (names.includes("next")) return match[1];
	}
	return undefined;
}
//# sourceMappingURL=pagination.js.map
