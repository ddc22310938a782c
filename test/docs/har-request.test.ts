// The HAR request handed to the snippet library (generator/emit/docs/har-request.ts): given a sample request,
// want the URL without the query, the key placeholder in the credential, and the body in the form each media
// type needs.
import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER } from '../../generator/emit/docs/environment-key.js';
import { harRequest } from '../../generator/emit/docs/har-request.js';
import type { SampleRequest } from '../../generator/emit/docs/sample-request.js';

const request = (body?: SampleRequest['body']): SampleRequest => ({
  method: 'POST',
  baseUrl: 'https://api.example.com/v1',
  path: '/widgets/wdg_1',
  pathArguments: [['widget_id', 'wdg_1']],
  query: [
    ['q', 'red & blue'],
    ['n', 2],
  ],
  headers: [
    { name: 'Authorization', value: 'Bearer $TUNNEL_API_KEY', expands: true, keyPrefix: 'Bearer ' },
    { name: 'Service-Version', value: '2', expands: false },
  ],
  body,
});

describe('harRequest', () => {
  it('has the base URL and path, the query apart, the key placeholder in the credential', () => {
    const har = harRequest(request());
    expect(har.url).toBe('https://api.example.com/v1/widgets/wdg_1');
    expect(har.queryString).toEqual([
      { name: 'q', value: 'red & blue' },
      { name: 'n', value: '2' },
    ]);
    expect(har.headers).toEqual([
      { name: 'Authorization', value: `Bearer ${KEY_PLACEHOLDER}` },
      { name: 'Service-Version', value: '2' },
    ]);
    expect(har.postData).toBeUndefined();
  });

  it.each([
    ["JSON, written by the client's jsonText", { contentType: 'application/json', example: { a: 1 } }, { mimeType: 'application/json', text: '{"a":1}' }],
    [
      'a +json type is JSON too',
      { contentType: 'application/merge-patch+json', example: { a: null } },
      { mimeType: 'application/merge-patch+json', text: '{"a":null}' },
    ],
    [
      "a form from the example's fields",
      { contentType: 'application/x-www-form-urlencoded', example: { a: 'x y', n: 2 } },
      {
        mimeType: 'application/x-www-form-urlencoded',
        text: 'a=x+y&n=2',
        params: [
          { name: 'a', value: 'x y' },
          { name: 'n', value: '2' },
        ],
      },
    ],
    [
      "a form from the example's text",
      { contentType: 'application/x-www-form-urlencoded', example: 'a=1&b=two' },
      {
        mimeType: 'application/x-www-form-urlencoded',
        text: 'a=1&b=two',
        params: [
          { name: 'a', value: '1' },
          { name: 'b', value: 'two' },
        ],
      },
    ],
    ['text as is', { contentType: 'text/plain', example: 'hello\n' }, { mimeType: 'text/plain', text: 'hello\n' }],
  ])('body: %s', (_, body, want) => {
    const har = harRequest(request(body), (example) => JSON.stringify(example));
    expect(har.postData).toEqual(want);
    expect(har.headers.at(-1)).toEqual({ name: 'Content-Type', value: body.contentType });
  });
});
