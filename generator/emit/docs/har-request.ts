/**
 * A sample request as a HAR request (the input format of snippet libraries such as httpsnippet), with
 * KEY_PLACEHOLDER where the API key goes (environment-key.ts puts the environment read there afterwards).
 */
import { KEY_PLACEHOLDER } from './environment-key.js';
import type { SampleRequest } from './sample-request.js';

export interface HarRequest {
  readonly method: string;
  readonly url: string;
  readonly httpVersion: 'HTTP/1.1';
  readonly cookies: readonly [];
  readonly headers: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly queryString: ReadonlyArray<{ readonly name: string; readonly value: string }>;
  readonly postData?: { readonly mimeType: string; readonly text: string };
  readonly headersSize: -1;
  readonly bodySize: -1;
}

/** `jsonText` writes a JSON body example for one library client's quirks (snippet-quirks.ts). */
export function harRequest(request: SampleRequest, jsonText: (example: unknown) => string = (example) => JSON.stringify(example)): HarRequest {
  const headers = request.headers.map((h) => ({ name: h.name, value: h.keyPrefix === undefined ? h.value : `${h.keyPrefix}${KEY_PLACEHOLDER}` }));
  const body = request.body;
  return {
    method: request.method,
    url: `${request.baseUrl}${request.path}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: body === undefined ? headers : [...headers, { name: 'Content-Type', value: body.contentType }],
    queryString: request.query.map(([name, value]) => ({ name, value: String(value) })),
    ...(body === undefined ? {} : { postData: { mimeType: body.contentType, text: isJson(body.contentType) ? jsonText(body.example) : typeof body.example === 'string' ? body.example : JSON.stringify(body.example) } }),
    headersSize: -1,
    bodySize: -1,
  };
}

/** `application/json` and the `+json` family: the example is sent as JSON text. */
function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);
}
