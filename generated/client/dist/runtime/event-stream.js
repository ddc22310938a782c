// Copied by `npm run generate` from generator/runtime/client/event-stream.ts. Edit it there.
/**
 * A `text/event-stream` answer as an async iterable of typed events. The wire format (fields, multi-line
 * data, comments, BOM, CR/LF/CRLF line ends) is parsed by `eventsource-parser`, a small dependency-free
 * parser that keeps to the WHATWG HTML standard; what an event *is* comes from the document (EventShape in
 * operation.ts):
 *
 *   const stream = await api.chat.createCompletionStream({ model, messages });
 *   for await (const chunk of stream) process.stdout.write(chunk.choices[0]?.delta.content ?? '');
 *
 * The request was answered (and its status checked) before the stream is handed out; reading it has no
 * time limit (a model may think for minutes), so a caller that wants one passes an `AbortSignal`, which
 * ends the reading with the signal's `reason`. Leaving the loop early (`break`, `return`, a throw)
 * cancels the response body, which closes the connection. `data: [DONE]`, the end marker many streaming
 * APIs send, ends the iteration. A stream can be read once.
 */
import { createParser } from "eventsource-parser";
import { TunnelError, TunnelNetworkError } from "./errors.js";
export class EventStream {
	/** The HTTP response the events are read from (status, headers). */
	response;
	#operation;
	#shape;
	#signal;
	#read = false;
	constructor(response, init) {
		this.response = response;
		this.#operation = init.operation;
		this.#shape = init.shape;
		this.#signal = init.signal;
	}
	/** Every event as sent (`event`, `data` as text, `id`), without the document's shape applied. */
	async *raw() {
		if (this.#read) throw new TypeError(`${this.#operation}: this event stream was already read; call the method again for a new one`);
		this.#read = true;
		const body = this.response.body;
		if (body === null) return;
		const pending = [];
		const parser = createParser({ onEvent: (message) => pending.push({
			event: message.event,
			data: message.data,
			id: message.id
		}) });
		const reader = body.pipeThrough(new TextDecoderStream()).getReader();
		const signal = this.#signal;
		const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
		signal?.addEventListener("abort", onAbort, { once: true });
		let done = false;
		try {
			if (signal?.aborted) throw signal.reason;
			while (!done) {
				let chunk;
				try {
					chunk = await reader.read();
				} catch (error) {
					if (signal?.aborted) throw signal.reason;
					throw new TunnelNetworkError(this.#operation, error);
				}
				if (signal?.aborted) throw signal.reason;
				if (chunk.done) {
					done = true;
					parser.reset({ consume: true });
				} else {
					parser.feed(chunk.value);
				}
				while (pending.length > 0) {
					const event = pending.shift();
					if (event.data === "[DONE]") {
						done = true;
						break;
					}
					yield event;
				}
			}
		} finally {
			signal?.removeEventListener("abort", onAbort);
			// A loop left early (or ended by [DONE]) closes the connection instead of leaving it half read.
			await reader.cancel().catch(() => undefined);
		}
	}
	async *[Symbol.asyncIterator]() {
		for await (const event of this.raw()) yield this.#typed(event);
	}
	/** Collects every event (for short streams and tests). */
	async toArray() {
		const events = [];
		for await (const event of this) events.push(event);
		return events;
	}
	#typed(event) {
		const data = this.#shape.json ? this.#json(event) : event.data;
		if (this.#shape.shape === "data") return data;
		return {
			...event.event === undefined ? {} : { event: event.event },
			data,
			...event.id === undefined ? {} : { id: event.id }
		};
	}
	#json(event) {
		try {
			return JSON.parse(event.data);
		} catch {
			const excerpt = event.data.length > 80 ? `${event.data.slice(0, 80)}…` : event.data;
			throw new TunnelError(`${this.#operation}: an event's data is not JSON${event.event === undefined ? "" : ` (event ${JSON.stringify(event.event)})`}: ${JSON.stringify(excerpt)}`);
		}
	}
}
//# sourceMappingURL=event-stream.js.map
