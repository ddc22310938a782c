/**
 * A response body already written as JSON text. Reads of resources whose stored body is their API
 * JSON (server/resources/crud.ts) answer by joining the stored text with the head fields, instead of
 * parsing it into objects that Fastify's `JSON.stringify` then writes back: on a list of 100 those
 * two steps were a third of the server's CPU (bench/RESULTS.md "Server: what each change gained").
 *
 * A list page is held as pieces of text (the index's bodies, PostgreSQL's rows) and never joined when it
 * is large: it goes out as a stream of chunks of bytes made as the socket takes them, with its
 * Content-Length counted beforehand, so a worst-case page (8 MiB) is in memory once, as the pieces, and not
 * again as one string and again as its bytes (docs/decisions/0068-list-pages-as-text.md). A piece may be
 * bytes already (PostgreSQL's rows, copied out of V8's heap as they arrive: server/storage/list-pages.ts),
 * which go out as they are.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A piece of a text: text, or its UTF-8 bytes. */
export type JsonPiece = string | Buffer;

/** Who lent the bytes of a text's pieces (server/storage/page-bytes.ts): told once the answer no longer needs them. */
export interface PiecesLease {
  release(): void;
}

export class JsonText {
  #text: string | undefined;
  readonly #parts: readonly JsonPiece[];
  #lease: PiecesLease | undefined;

  /** The text, or pieces whose concatenation is the text (with `lease`, pieces lent until the answer is done). */
  constructor(text: string | readonly JsonPiece[], lease?: PiecesLease) {
    this.#lease = lease;
    if (typeof text === 'string') {
      this.#text = text;
      this.#parts = [text];
    } else {
      this.#parts = text;
    }
  }

  /** The whole text (joined on first use). */
  get text(): string {
    this.#text ??= this.#parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');
    return this.#text;
  }

  /**
   * What the reply writes: the text, or for a large text a stream of its bytes. Lent pieces are released once
   * joined into the text; a stream takes the lease, released when its answer is closed (registerJsonTextSerializer).
   */
  wire(): string | JsonTextStream {
    if (this.#text !== undefined && this.#text.length <= STREAM_ABOVE) return this.#joined(this.#text);
    let length = 0;
    for (const part of this.#parts) length += part.length;
    if (length <= STREAM_ABOVE) return this.#joined(this.text);
    const lease = this.#lease;
    this.#lease = undefined;
    return new JsonTextStream(this.#parts, lease);
  }

  #joined(text: string): string {
    this.#lease?.release();
    this.#lease = undefined;
    return text;
  }
}

/**
 * Texts up to this many UTF-16 code units (a byte piece counts its bytes) are written as one string (an ordinary
 * page: 40 kB for 100 backends); a page answered from objects keeps this much of its items as text at most
 * (server/resources/crud.ts).
 */
export const STREAM_ABOVE = 256 * 1024;
/** About this many code units go into each chunk of a stream. */
const CHUNK = 64 * 1024;

/** The bytes of a text given as pieces, made chunk by chunk as the socket takes them. */
export class JsonTextStream extends Readable {
  /** The UTF-8 length of the whole text: the Content-Length. */
  readonly byteLength: number;
  readonly #parts: readonly JsonPiece[];
  #part = 0;
  #offset = 0;
  #lease: PiecesLease | undefined;

  constructor(parts: readonly JsonPiece[], lease?: PiecesLease) {
    super();
    this.#parts = parts;
    this.#lease = lease;
    let bytes = 0;
    for (const part of parts) bytes += typeof part === 'string' ? Buffer.byteLength(part, 'utf8') : part.length;
    this.byteLength = bytes;
  }

  /**
   * The pieces' lender is told that they are no longer needed: once the answer is closed, not when this stream
   * ends, since the socket may still hold its last chunks (Buffers are written without a copy).
   */
  release(): void {
    this.#lease?.release();
    this.#lease = undefined;
  }

  override _read(): void {
    for (;;) {
      const chunk = this.#nextChunk();
      if (chunk === undefined) {
        this.push(null);
        return;
      }
      if (!this.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)) return;
    }
  }

  /**
   * The next ~CHUNK code units: small pieces of text gathered, a large one cut (never inside a surrogate pair);
   * a piece of bytes goes out as it is, after the text gathered before it.
   */
  #nextChunk(): JsonPiece | undefined {
    let chunk = '';
    while (chunk.length < CHUNK && this.#part < this.#parts.length) {
      const part = this.#parts[this.#part]!;
      if (typeof part !== 'string') {
        if (chunk !== '' && part.length > 0) return chunk;
        this.#part += 1;
        if (part.length > 0) return part;
        continue;
      }
      let end = Math.min(part.length, this.#offset + CHUNK - chunk.length);
      const code = part.charCodeAt(end - 1);
      if (end < part.length && code >= 0xd800 && code <= 0xdbff) end += 1;
      chunk += this.#offset === 0 && end === part.length ? part : part.slice(this.#offset, end);
      if (end === part.length) {
        this.#part += 1;
        this.#offset = 0;
      } else {
        this.#offset = end;
      }
    }
    return chunk === '' && this.#part >= this.#parts.length ? undefined : chunk;
  }
}

/**
 * The text as the body of a handler typed to answer a `T`: the one place where the type system is told
 * that the text stands for a `T` (the response checks below still check it as one).
 */
export function jsonText<T>(text: string | readonly JsonPiece[], lease?: PiecesLease): T {
  return new JsonText(text, lease) as unknown as T;
}

/**
 * Writes JsonText bodies as they are (a large one as a stream with its Content-Length) and every other body
 * with `JSON.stringify` (Fastify's default).
 */
export function registerJsonTextSerializer(app: FastifyInstance): void {
  app.setReplySerializer((payload) => (payload instanceof JsonText ? payload.wire() : JSON.stringify(payload)) as string);
  // Fastify sends a stream without a length (chunked); the stream knows its length, so the answer keeps one.
  // Only reads answer lists: the hook is added to GET and HEAD routes alone, so no other request pays for it.
  const withLength = (_request: unknown, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (payload instanceof JsonTextStream) {
      reply.header('content-length', String(payload.byteLength));
      // Sent or cut off, a closed answer holds no more of the stream's bytes.
      reply.raw.once('close', () => payload.release());
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => method === 'GET' || method === 'HEAD')) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [withLength, ...own] as typeof route.onSend;
  });
}

/**
 * For the response checks (`validateResponses`), which look at the value a handler returns: a JsonText
 * body becomes the value its text holds, so what is checked is exactly what the client receives.
 */
export function parsedJsonText<R extends { body?: unknown }>(result: R): R {
  return result.body instanceof JsonText ? { ...result, body: JSON.parse(result.body.text) as unknown } : result;
}
