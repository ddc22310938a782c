// Pagination in every style the generator recognises or is told (docs/decisions/0049-pagination-styles.md),
// end to end: the client generated from test/fixtures/specs/pagination against a real node:http server on
// 127.0.0.1 that pages seven things three at a time in each style. Which requests were sent is the proof.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importFixtureClient } from './support/fixture-client.js';

interface Pages<Item> extends AsyncIterable<Item> {
  firstPage(): Promise<unknown>;
  pages(): AsyncIterable<unknown>;
  toArray(): Promise<Item[]>;
}
type Thing = { id: string };
type List = (query?: Record<string, unknown>) => Pages<Thing>;
interface PagingClient {
  createClient(options: { baseUrl: string; apiKey: string; maxRetries?: number }): {
    nextUrls: { list: List };
    cursors: { list: List };
    links: { list: List };
    offsets: { list: List };
    pages: { list: List };
    declared: { list: List };
    speakeasy: { list: List };
    flat: { list: () => Promise<Thing[]> };
  };
}

const THINGS = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `t${n}` }));
const SIZE = 3;
const requests: string[] = [];
let baseUrl = '';
let crossOrigin = false;
let ignoresPage = false;

/** The slice from `start`, `size` long (3 unless the request says). */
const slice = (start: number, size: number) => THINGS.slice(start, start + size);

function answer(url: URL): { body: unknown; headers?: Record<string, string> } {
  const q = url.searchParams;
  const num = (name: string, fallback: number) => (q.has(name) ? Number(q.get(name)) : fallback);
  switch (url.pathname) {
    case '/next_urls': {
      const start = num('start', 0);
      const limit = num('limit', SIZE);
      const more = start + limit < THINGS.length;
      const next = crossOrigin ? 'http://elsewhere.example/next_urls?start=3' : `${baseUrl}/next_urls?start=${start + limit}&limit=${limit}`;
      return { body: { results: slice(start, limit), next: more ? next : null } };
    }
    case '/cursors': {
      const after = q.get('after');
      const start = after === null ? 0 : THINGS.findIndex((t) => t.id === after) + 1;
      const page = slice(start, num('limit', SIZE));
      return { body: { data: page, last_id: page.at(-1)?.id ?? null, has_more: start + page.length < THINGS.length } };
    }
    case '/links': {
      const page = num('page', 1);
      const perPage = num('per_page', SIZE);
      const last = Math.ceil(THINGS.length / perPage);
      const link = (p: number, rel: string) => `<${baseUrl}/links?per_page=${perPage}&page=${p}>; rel="${rel}"`;
      const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last'), link(1, 'first')];
      return { body: slice((page - 1) * perPage, perPage), headers: { link: links.join(', ') } };
    }
    case '/offsets':
      return { body: { total: THINGS.length, items: slice(num('offset', 0), num('limit', SIZE)) } };
    case '/pages':
      return { body: slice(ignoresPage ? 0 : (num('page', 1) - 1) * num('per_page', SIZE), num('per_page', SIZE)) };
    case '/declared': {
      const start = num('token', 0);
      const more = start + SIZE < THINGS.length;
      return { body: { page: { entries: slice(start, SIZE), ...(more ? { next_token: String(start + SIZE) } : {}) } } };
    }
    case '/speakeasy':
      return { body: { rows: slice(num('skip', 0), num('take', SIZE)) } };
    case '/flat':
      return { body: THINGS };
    default:
      return { body: { message: 'no such path' } };
  }
}

const server = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  const { body, headers } = answer(new URL(req.url ?? '/', baseUrl));
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
});

let api: ReturnType<PagingClient['createClient']>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = await importFixtureClient<PagingClient>('pagination');
  api = client.createClient({ baseUrl, apiKey: 'k', maxRetries: 0 });
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests.length = 0;
  crossOrigin = false;
  ignoresPage = false;
});

const ALL = THINGS.map((t) => t.id);

describe('every style pages through all seven things, sending exactly the requests it should', () => {
  it.each([
    {
      style: 'next URL in the body (`next`, format uri)',
      list: () => api.nextUrls.list({ limit: 3 }),
      want: ['/next_urls?limit=3', '/next_urls?start=3&limit=3', '/next_urls?start=6&limit=3'],
    },
    {
      style: 'cursor in the body (`after` ← `last_id`, until `has_more` is false)',
      list: () => api.cursors.list({ limit: 3 }),
      want: ['/cursors?limit=3', '/cursors?limit=3&after=t3', '/cursors?limit=3&after=t6'],
    },
    {
      style: 'Link header rel="next"',
      list: () => api.links.list({ per_page: 3 }),
      want: ['/links?per_page=3', '/links?per_page=3&page=2', '/links?per_page=3&page=3'],
    },
    {
      style: 'offset/limit, ending at a short page',
      list: () => api.offsets.list({ limit: 3 }),
      want: ['/offsets?limit=3', '/offsets?limit=3&offset=3', '/offsets?limit=3&offset=6'],
    },
    {
      style: 'page number with a size, ending at a short page',
      list: () => api.pages.list({ per_page: 3 }),
      want: ['/pages?per_page=3', '/pages?per_page=3&page=2', '/pages?per_page=3&page=3'],
    },
    {
      style: 'page number without a size, ending at an empty page',
      list: () => api.pages.list(),
      want: ['/pages', '/pages?page=2', '/pages?page=3', '/pages?page=4'],
    },
    {
      style: 'x-pagination (a cursor at page.next_token, items at page.entries)',
      list: () => api.declared.list(),
      want: ['/declared', '/declared?token=3', '/declared?token=6'],
    },
    {
      style: 'x-speakeasy-pagination offsetLimit (skip/take)',
      list: () => api.speakeasy.list({ take: 3 }),
      want: ['/speakeasy?take=3', '/speakeasy?take=3&skip=3', '/speakeasy?take=3&skip=6'],
    },
  ])('$style', async ({ list, want }) => {
    const ids: string[] = [];
    for await (const thing of list()) ids.push(thing.id);
    expect(ids).toEqual(ALL);
    expect(requests).toEqual(want);
  });
});

describe('the iterator', () => {
  it('starts from the page the call asked for (offset 3, page 2)', async () => {
    expect((await api.offsets.list({ offset: 3, limit: 3 }).toArray()).map((t) => t.id)).toEqual(['t4', 't5', 't6', 't7']);
    expect((await api.pages.list({ page: 2, per_page: 3 }).toArray()).map((t) => t.id)).toEqual(['t4', 't5', 't6', 't7']);
  });

  it('firstPage() sends one request and gives the page as sent; pages() goes page by page', async () => {
    expect(await api.cursors.list({ limit: 3 }).firstPage()).toEqual({ data: THINGS.slice(0, 3), last_id: 't3', has_more: true });
    expect(requests).toEqual(['/cursors?limit=3']);
    const sizes: number[] = [];
    for await (const page of api.links.list({ per_page: 3 }).pages()) sizes.push((page as Thing[]).length);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('stops reading when the loop is left', async () => {
    for await (const thing of api.offsets.list({ limit: 3 })) if (thing.id === 't2') break;
    expect(requests).toEqual(['/offsets?limit=3']);
  });

  it('does not follow a next URL to another origin', async () => {
    crossOrigin = true;
    await expect(api.nextUrls.list({ limit: 3 }).toArray()).rejects.toMatchObject({
      name: expect.stringMatching(/PaginationError$/),
      message: `listNextUrls: not following the next page "http://elsewhere.example/next_urls?start=3": its origin is not the client's (${baseUrl})`,
    });
    expect(requests).toEqual(['/next_urls?limit=3']);
  });

  it('stops when a page number brings the same items again (a service that ignores it), instead of looping', async () => {
    ignoresPage = true;
    const ids: string[] = [];
    const error = await (async () => {
      for await (const thing of api.pages.list({ per_page: 3 })) ids.push(thing.id);
    })().catch((e: unknown) => e);
    expect(ids).toEqual(['t1', 't2', 't3', 't1', 't2', 't3']);
    expect(error).toMatchObject({
      name: expect.stringMatching(/PaginationError$/),
      message: 'listPages: not following the next page "3": the service answered the same items as for the page before',
    });
    expect(requests).toEqual(['/pages?per_page=3', '/pages?per_page=3&page=2']);
  });

  it('a list that does not page is a plain call resolving to the array', async () => {
    expect(await api.flat.list()).toEqual(THINGS);
  });
});
