/**
 * HTTP response backends (spec/components/schemas/HTTPResponseBackend.yaml): a fixed status, headers and body.
 * `headers` is `null` when none are set and its names come back in lower case; `description` is omitted when
 * unset.
 */
import { resources } from '@tunnel-api/server';
import type { HTTPResponseBackend, HTTPResponseBackendCreate, HTTPResponseBackendUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, headAndBody, patched, type ResourceKind } from './crud.js';
import { lowerCaseHeaders } from './header-names.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  body: string;
  headers: Record<string, string> | null;
  status_code: number;
}

/** `{}` and `null` both mean "no headers", which the API shows as `null`. */
function storedHeaders(headers: Record<string, string> | null | undefined): Record<string, string> | null {
  if (headers === null || headers === undefined) return null;
  const lower = lowerCaseHeaders(headers, '/headers');
  return Object.keys(lower).length === 0 ? null : lower;
}

export const httpResponseBackends: ResourceKind<'http_response_backend', HTTPResponseBackend, HTTPResponseBackendCreate, HTTPResponseBackendUpdate, Stored> = {
  resource: resources.http_response_backend,
  create: ({ body }) => ({
    body: { ...describedBy(body), body: body.body ?? '', headers: storedHeaders(body.headers), status_code: body.status_code ?? 200 },
  }),
  update: ({ body, current }) => ({
    body: {
      ...describedPatch(body, current.body),
      body: patched(body.body, current.body.body),
      headers: body.headers === undefined ? current.body.headers : storedHeaders(body.headers),
      status_code: patched(body.status_code, current.body.status_code),
    },
  }),
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts).
  storedBodyIsApi: true,
  toApi: headAndBody,
};
