/**
 * Requests Node's HTTP parser refuses before Fastify sees them — a request line plus headers over
 * Node's limit (431, RFC 6585 §5) or bytes that are not HTTP/1.1 (400) — still get the API's error body
 * with an operation id, written straight to the socket since there is no request object to reply on.
 */
import { STATUS_CODES, maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../errors/api-error.js';
import { errorBody } from '../errors/error-body.js';
import { newId } from '../ids/index.js';

interface ClientError extends Error {
  readonly code?: string;
}

export function clientErrorHandler(error: ClientError, socket: Socket): void {
  // A reset or a closed socket has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  // The client never finished its request: Node's own answer (there is no request to describe).
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    return;
  }
  const apiError = error.code === 'HPE_HEADER_OVERFLOW'
    ? new ApiError('REQUEST_HEADERS_TOO_LARGE', { limit: maxHeaderSize })
    : new ApiError('REQUEST_MALFORMED', { reason: reasonOf(error) });
  const operationId = newId('op');
  const body = JSON.stringify(errorBody(apiError, operationId));
  socket.end([
    `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Service-Operation-Id: ${operationId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n'));
}

/** llhttp's reason ("Invalid method encountered"), without the parser's error code. */
function reasonOf(error: ClientError): string {
  const reason = (error as { reason?: unknown }).reason;
  const text = typeof reason === 'string' && reason !== '' ? reason : 'the request could not be parsed';
  return text.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase());
}
