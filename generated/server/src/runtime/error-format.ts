// Copied by `npm run generate` from generator/runtime/server/error-format.ts. Edit it there.
/**
 * How the edge words an error in its answer's body: the
 * API's error body (error-body.ts) unless a `formatError` is given — the generated package gives the document's own
 * error shape, a team its own. `problemDetails` is RFC 9457's body, for a document that declares no error body.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { ApiError } from './api-error.js';

export interface ErrorFormatOptions {
  /** The body of an error's answer; the API's error body (`errorBody`) when not given. */
  readonly formatError?: (error: ApiError, request: FastifyRequest) => unknown;
  /** The media type of that body; `application/json; charset=utf-8` when not given. */
  readonly errorMediaType?: string;
}

/** RFC 9457 problem details, with the error's code and details as extension members. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  [extension: string]: unknown;
}

export function problemDetails(error: ApiError): ProblemDetails {
  return { ...error.details, type: 'about:blank', title: statusText(error.status), status: error.status, detail: error.message, code: error.code };
}

/** The reason phrase of a status (`Not Found`), as RFC 9457 asks of `title` with `type: about:blank`. */
export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
