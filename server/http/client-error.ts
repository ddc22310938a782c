/**
 * Requests Node's HTTP parser refuses before Fastify sees them — a request line plus headers over
 * Node's limit (431, RFC 6585 §5) or bytes that are not HTTP/1.1 (400) — still get the API's error body
 * with an operation id, written straight to the socket since there is no request object to reply on.
 * So does a client too slow to send its request (408, docs/decisions/0039-slow-clients.md).
 */
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionSettings } from '../config.js';
import { ApiError } from '../errors/api-error.js';
import { errorBody } from '../errors/error-body.js';
import { newId } from '../ids/index.js';

interface ClientError extends Error {
  readonly code?: string;
}

export function clientErrorHandler(timeouts: Pick<ConnectionSettings, 'headersTimeoutMs' | 'requestTimeoutMs'>): (error: ClientError, socket: Socket) => void {
  return (error, socket) => {
    // A reset or a closed socket has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    answer(socket, toApiError(error, timeouts));
  };
}

function toApiError(error: ClientError, timeouts: Pick<ConnectionSettings, 'headersTimeoutMs' | 'requestTimeoutMs'>): ApiError {
  switch (error.code) {
    // The client did not finish its request in time (a headers or a request timeout).
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('REQUEST_TIMEOUT', { headers_timeout_ms: timeouts.headersTimeoutMs, request_timeout_ms: timeouts.requestTimeoutMs });
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('REQUEST_HEADERS_TOO_LARGE', { limit: maxHeaderSize });
    default:
      return new ApiError('REQUEST_MALFORMED', { reason: reasonOf(error) });
  }
}

/** Writes the error as a whole HTTP response straight to the socket and ends it (`then` once written). */
export function answer(socket: Socket, apiError: ApiError, then?: () => void): void {
  const operationId = newId('op');
  const body = JSON.stringify(errorBody(apiError, operationId));
  socket.end(
    [
      `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(apiError.headers).map(([name, value]) => `${name}: ${value}`),
      `Service-Operation-Id: ${operationId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    then,
  );
}

/** llhttp's reason ("Invalid method encountered"), without the parser's error code. */
function reasonOf(error: ClientError): string {
  const reason = (error as { reason?: unknown }).reason;
  const text = typeof reason === 'string' && reason !== '' ? reason : 'the request could not be parsed';
  return text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());
}
