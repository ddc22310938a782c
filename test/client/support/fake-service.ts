/**
 * A scripted HTTP service on 127.0.0.1 (port 0) for client tests: each test queues the responses it
 * wants, and reads back the requests the client really sent (method, URL, headers, body).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface ScriptedResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Never answer (for timeouts); the socket is closed when the test server stops. */
  readonly hang?: boolean;
  /** Destroy the connection without answering (a network failure). */
  readonly drop?: boolean;
}

export type Responder = (request: RecordedRequest, baseUrl: string) => ScriptedResponse;

export class FakeService {
  readonly requests: RecordedRequest[] = [];
  readonly #queue: (ScriptedResponse | Responder)[] = [];
  readonly #server = http.createServer((req, res) => this.#handle(req, res));
  #fallback: Responder = () => ({ status: 500, body: { error_code: 'UNSCRIPTED', status_code: 500, msg: 'no scripted response', details: {} } });
  baseUrl = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Queues responses, answered in order; after the queue runs out, `always` (or a 500) answers. */
  reply(...responses: (ScriptedResponse | Responder)[]): this {
    this.#queue.push(...responses);
    return this;
  }

  always(responder: Responder): this {
    this.#fallback = responder;
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.#queue.length = 0;
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      this.requests.push(recorded);
      const next = this.#queue.shift() ?? this.#fallback;
      const response = typeof next === 'function' ? next(recorded, this.baseUrl) : next;
      if (response.hang) return;
      if (response.drop) {
        req.socket.destroy();
        return;
      }
      const body = response.body === undefined ? '' : typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      res.writeHead(response.status, {
        ...(body === '' ? {} : { 'content-type': 'application/json' }),
        ...response.headers,
      });
      res.end(body);
    });
  }
}

/** An error body as the service sends it (docs/decisions/0004-error-registry.md). */
export function errorBody(status: number, code: string, msg: string, operationId = 'op_2aBcD'): object {
  return { error_code: code, status_code: status, msg, details: { operation_id: operationId } };
}
