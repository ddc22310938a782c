// Lists (docs/decisions/0007-pagination.md): next_page_uri is followed across pages on the client's origin only.
import { createClient, PageIterator, TunnelPaginationError } from '@tunnel-api/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, FakeService, type Responder } from './support/fake-service.js';

const service = new FakeService();
let api: ReturnType<typeof createClient>;

beforeAll(async () => {
  await service.start();
  api = createClient({ baseUrl: service.baseUrl, apiKey: 'k', maxRetries: 1 });
});
afterAll(() => service.stop());
beforeEach(() => service.reset());

const addr = (n: number) => ({ id: `ra_${n}`, uri: `u${n}`, created_at: '2026-01-01T00:00:00Z', metadata: '', addr: `h:${n}`, region: 'eu' });

/** Seven addresses served three per page, newest first, with absolute next_page_uri links. */
const pagedList: Responder = (request, baseUrl) => {
  const url = new URL(request.url, baseUrl);
  const all = [7, 6, 5, 4, 3, 2, 1];
  const before = url.searchParams.get('before_id');
  const limit = Number(url.searchParams.get('limit') ?? 3);
  const start = before === null ? 0 : all.findIndex((n) => `ra_${n}` === before) + 1;
  const page = all.slice(start, start + limit);
  const last = page.at(-1);
  const more = start + limit < all.length;
  return {
    status: 200,
    body: {
      reserved_addrs: page.map(addr),
      uri: `${baseUrl}/reserved_addrs`,
      next_page_uri: more && last !== undefined ? `${baseUrl}/reserved_addrs?before_id=ra_${last}&limit=${limit}` : null,
    },
  };
};

describe('list()', () => {
  it('iterates every item of every page (3 pages)', async () => {
    service.always(pagedList);
    const ids: string[] = [];
    for await (const item of api.reservedAddrs.list({ limit: 3 })) ids.push(item.id);
    expect(ids).toEqual(['ra_7', 'ra_6', 'ra_5', 'ra_4', 'ra_3', 'ra_2', 'ra_1']);
    expect(service.requests.map((r) => r.url)).toEqual([
      '/reserved_addrs?limit=3',
      '/reserved_addrs?before_id=ra_5&limit=3',
      '/reserved_addrs?before_id=ra_2&limit=3',
    ]);
    expect(service.requests.every((r) => r.headers['authorization'] === 'Bearer k')).toBe(true);
  });

  it('sends nothing until iterated', () => {
    const pages = api.reservedAddrs.list();
    expect(pages).toBeInstanceOf(PageIterator);
    expect(service.requests).toHaveLength(0);
  });

  it('firstPage() returns one envelope as the service sent it', async () => {
    service.always(pagedList);
    const page = await api.reservedAddrs.list({ limit: 3 }).firstPage();
    expect(page.reserved_addrs.map((a) => a.id)).toEqual(['ra_7', 'ra_6', 'ra_5']);
    expect(page.uri).toBe(`${service.baseUrl}/reserved_addrs`);
    expect(page.next_page_uri).toBe(`${service.baseUrl}/reserved_addrs?before_id=ra_5&limit=3`);
    expect(service.requests).toHaveLength(1);
  });

  it('pages() yields each envelope; toArray() collects every item', async () => {
    service.always(pagedList);
    const sizes: number[] = [];
    for await (const page of api.reservedAddrs.list({ limit: 3 }).pages()) sizes.push(page.reserved_addrs.length);
    expect(sizes).toEqual([3, 3, 1]);
    expect(await api.reservedAddrs.list({ limit: 5 }).toArray()).toHaveLength(7);
  });

  it('follows a relative next_page_uri against baseUrl', async () => {
    service.reply(
      { status: 200, body: { reserved_addrs: [addr(2)], uri: '/reserved_addrs', next_page_uri: '/reserved_addrs?before_id=ra_2' } },
      { status: 200, body: { reserved_addrs: [addr(1)], uri: '/reserved_addrs', next_page_uri: null } },
    );
    expect((await api.reservedAddrs.list().toArray()).map((a) => a.id)).toEqual(['ra_2', 'ra_1']);
  });

  it('refuses a next_page_uri on another origin, before sending anything there', async () => {
    service.reply({ status: 200, body: { reserved_addrs: [addr(2)], uri: 'u', next_page_uri: 'https://evil.example/reserved_addrs?before_id=ra_2' } });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const item of api.reservedAddrs.list()) seen.push(item.id);
    })().catch((e: unknown) => e);
    expect(seen).toEqual(['ra_2']);
    expect(error).toBeInstanceOf(TunnelPaginationError);
    expect((error as Error).message).toBe(
      `listReservedAddrs: not following the next page "https://evil.example/reserved_addrs?before_id=ra_2": its origin is not the client's (${service.baseUrl})`,
    );
    expect(service.requests).toHaveLength(1);
  });

  it('stops on a next_page_uri loop', async () => {
    service.always((_request, baseUrl) => ({
      status: 200,
      body: { reserved_addrs: [addr(1)], uri: 'u', next_page_uri: `${baseUrl}/reserved_addrs?before_id=ra_1` },
    }));
    await expect(api.reservedAddrs.list().toArray()).rejects.toThrow('that page was already visited (a loop)');
    expect(service.requests).toHaveLength(2);
  });

  it('maps an error on a later page to TunnelApiError, after retrying a 503', async () => {
    service.reply(
      { status: 200, body: { reserved_addrs: [addr(2)], uri: 'u', next_page_uri: `${service.baseUrl}/reserved_addrs?before_id=ra_2` } },
      { status: 503 },
      { status: 400, body: errorBody(400, 'INVALID_QUERY', 'before_id is unknown') },
    );
    await expect(api.reservedAddrs.list().toArray()).rejects.toMatchObject({
      name: 'TunnelApiError',
      status: 400,
      errorCode: 'INVALID_QUERY',
      operation: 'listReservedAddrs',
    });
    expect(service.requests).toHaveLength(3);
  });
});
