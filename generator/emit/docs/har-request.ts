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
  readonly postData?: { readonly mimeType: string; readonly text: string; readonly params?: ReadonlyArray<{ readonly name: string; readonly value: string }> };
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
    ...(body === undefined ? {} : { postData: postData(body.contentType, body.example, jsonText) }),
    headersSize: -1,
    bodySize: -1,
  };
}

function postData(mimeType: string, example: unknown, jsonText: (example: unknown) => string): NonNullable<HarRequest['postData']> {
  if (isJson(mimeType)) return { mimeType, text: jsonText(example) };
  if (/^application\/x-www-form-urlencoded\b/i.test(mimeType)) {
    // The libraries write form bodies from `params`: from the example's fields, or its `a=1&b=2` text.
    const form =
      typeof example === 'string'
        ? new URLSearchParams(example)
        : new URLSearchParams(
            Object.entries(example !== null && typeof example === 'object' ? example : {}).map(([name, value]) => [
              name,
              typeof value === 'string' ? value : JSON.stringify(value),
            ]),
          );
    return { mimeType, text: form.toString(), params: [...form].map(([name, value]) => ({ name, value })) };
  }
  return { mimeType, text: typeof example === 'string' ? example : JSON.stringify(example) };
}

/** `application/json` and the `+json` family: the example is sent as JSON text. */
function isJson(contentType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);
}
