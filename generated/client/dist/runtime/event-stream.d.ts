import type { EventShape } from "./operation.js";
/** One event as the wire carries it, before the document's shape is applied. */
export interface ServerSentEvent {
	readonly event: string | undefined;
	readonly data: string;
	readonly id: string | undefined;
}
export declare class EventStream<Event> implements AsyncIterable<Event> {
	#private;
	/** The HTTP response the events are read from (status, headers). */
	readonly response: Response;
	constructor(response: Response, init: {
		readonly operation: string;
		readonly shape: EventShape;
		readonly signal?: AbortSignal | undefined;
	});
	/** Every event as sent (`event`, `data` as text, `id`), without the document's shape applied. */
	raw(): AsyncGenerator<ServerSentEvent, void, undefined>;
	[Symbol.asyncIterator](): AsyncGenerator<Event, void, undefined>;
	/** Collects every event (for short streams and tests). */
	toArray(): Promise<Event[]>;
}
//# sourceMappingURL=event-stream.d.ts.map
