// Copied by `npm run generate` from generator/runtime/server/request-checks.ts. Edit it there.
/**
 * The checks the API makes of every request's headers before routing to a handler
 * (the reference server's order): the bearer API key (401), then the version header (400).
 * Each is a function so the reference server, which also limits key guessing and rates between them,
 * runs the very same checks.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './api-error.js';

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

/**
 * The key of an `Authorization: Bearer <key>` header: 401 `AUTHENTICATION_REQUIRED` without the header,
 * undefined when it is not a bearer key (the caller answers `API_KEY_INVALID`, as for an unknown key).
 */
export function bearerKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (header === undefined || header === '') throw new ApiError('AUTHENTICATION_REQUIRED', {}, {}, { 'www-authenticate': 'Bearer' });
  return BEARER.exec(header)?.[1];
}

/** 401 `API_KEY_INVALID`, with the challenge RFC 6750 §3 asks for. */
export function invalidApiKey(): ApiError {
  return new ApiError('API_KEY_INVALID', {}, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });
}

/** A required request header with one accepted value, such as `Service-Version: 2`. */
export interface VersionHeader {
  readonly header: string;
  readonly value: string;
}

/** 400 `SERVICE_VERSION_MISSING` without the header, `SERVICE_VERSION_UNSUPPORTED` for another value. */
export function checkVersion(headers: IncomingHttpHeaders, version: VersionHeader): void {
  const sent = headers[version.header.toLowerCase()];
  const params = { header: version.header, expected: version.value };
  if (sent === undefined) throw new ApiError('SERVICE_VERSION_MISSING', params);
  if (sent !== version.value) throw new ApiError('SERVICE_VERSION_UNSUPPORTED', { ...params, version: JSON.stringify(String(sent)) });
}
