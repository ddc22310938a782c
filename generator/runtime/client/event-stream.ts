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
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { TunnelError, TunnelNetworkError } from './errors.js';
import type { EventShape } from './operation.js';

/** One event as the wire carries it, before the document's shape is applied. */
export interface ServerSentEvent {
  readonly event: string | undefined;
  readonly data: string;
  readonly id: string | undefined;
}

export class EventStream<Event> implements AsyncIterable<Event> {
  /** The HTTP response the events are read from (status, headers). */
  readonly response: Response;
  readonly #operation: string;
  readonly #shape: EventShape;
  readonly #signal: AbortSignal | undefined;
  #read = false;

  constructor(response: Response, init: { readonly operation: string; readonly shape: EventShape; readonly signal?: AbortSignal | undefined }) {
    this.response = response;
    this.#operation = init.operation;
    this.#shape = init.shape;
    this.#signal = init.signal;
  }

  /** Every event as sent (`event`, `data` as text, `id`), without the document's shape applied. */
  async *raw(): AsyncGenerator<ServerSentEvent, void, undefined> {
    if (this.#read) throw new TypeError(`${this.#operation}: this event stream was already read; call the method again for a new one`);
    this.#read = true;
    const body = this.response.body;
    if (body === null) return;
    const pending: ServerSentEvent[] = [];
    const parser = createParser({ onEvent: (message: EventSourceMessage) => pending.push({ event: message.event, data: message.data, id: message.id }) });
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    const signal = this.#signal;
    const onAbort = (): void => void reader.cancel(signal?.reason).catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    let done = false;
    try {
      if (signal?.aborted) throw signal.reason;
      while (!done) {
        let chunk: ReadableStreamReadResult<string>;
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
          const event = pending.shift() as ServerSentEvent;
          if (event.data === '[DONE]') {
            done = true;
            break;
          }
          yield event;
        }
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      // A loop left early (or ended by [DONE]) closes the connection instead of leaving it half read.
      await reader.cancel().catch(() => undefined);
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Event, void, undefined> {
    for await (const event of this.raw()) yield this.#typed(event);
  }

  /** Collects every event (for short streams and tests). */
  async toArray(): Promise<Event[]> {
    const events: Event[] = [];
    for await (const event of this) events.push(event);
    return events;
  }

  #typed(event: ServerSentEvent): Event {
    const data = this.#shape.json ? this.#json(event) : event.data;
    if (this.#shape.shape === 'data') return data as Event;
    return { ...(event.event === undefined ? {} : { event: event.event }), data, ...(event.id === undefined ? {} : { id: event.id }) } as Event;
  }

  #json(event: ServerSentEvent): unknown {
    try {
      return JSON.parse(event.data) as unknown;
    } catch {
      const excerpt = event.data.length > 80 ? `${event.data.slice(0, 80)}…` : event.data;
      throw new TunnelError(
        `${this.#operation}: an event's data is not JSON${event.event === undefined ? '' : ` (event ${JSON.stringify(event.event)})`}: ${JSON.stringify(excerpt)}`,
      );
    }
  }
}
