import { type ClientSecurity } from "./auth.js";
import { EventStream } from "./event-stream.js";
import type { CallInput, OperationSpec } from "./operation.js";
import { type CallOptions, type ClientOptions } from "./options.js";
import { PageIterator } from "./pagination.js";
/** Values the generator derives from the spec (header parameters every operation requires with one fixed value). */
export interface ClientDefaults {
	/** The document's first server with its variables' defaults, when that is an absolute URL. */
	readonly baseUrl?: string;
	readonly headers: Readonly<Record<string, string>>;
	readonly userAgent: string;
	/** The codes of the API's error registry, when its document has one (`TunnelApiError.known`). */
	readonly errorCodes?: readonly string[];
}
export declare class ClientCore {
	#private;
	/** The openapi-fetch client (retries, timeouts and auth included); typed by the generated index. */
	readonly raw: unknown;
	constructor(options: ClientOptions, defaults: ClientDefaults, security?: ClientSecurity);
	/** Sends one operation; resolves to the parsed success body (undefined for 204), throws a TunnelError. */
	call<T>(operation: OperationSpec, input: CallInput, options?: CallOptions): Promise<T>;
	/**
	 * Sends an operation that answers `text/event-stream`; resolves, once the answer's status is in, to its
	 * EventStream. The per-attempt timeout covers the wait for the headers only (event-stream.ts).
	 */
	stream<Event>(operation: OperationSpec, input: CallInput, options?: CallOptions): Promise<EventStream<Event>>;
	/** A lazy PageIterator over an operation that pages; nothing is sent until it is iterated. */
	list<
		Item,
		Page
	>(operation: OperationSpec, input: CallInput, options?: CallOptions): PageIterator<Item, Page>;
}
//# sourceMappingURL=client-core.d.ts.map
