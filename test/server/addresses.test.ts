// Reserved addresses and endpoint configurations (spec/components/schemas/ReservedAddr.yaml,
// EndpointConfiguration.yaml; docs/decisions/0026-server-assigned-values.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, getAccount } from '../../server/accounts/index.js';
import { ADDR_ATTEMPTS, reservedAddrHandlers } from '../../server/resources/reserved-addrs.js';
import { ConflictError } from '../../server/storage/index.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let account: Account;
beforeAll(async () => {
  server = await startTestServer();
  account = (await getAccount(server.db, server.accountId))!;
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const ADDR = /^[1-9]\.tcp\.(au|eu|ap|us|jp|in|sa)\.tunnel\.example\.net:(\d{5})$/;
const MISSING_EC = 'ec_2QiDHaonX5sZMqiWG5IIElZk3bD';

async function create(path: string, body: unknown = {}, key?: string) {
  const res = await server.call('POST', path, { body, key });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Every item of a list, following next_page_uri (absolute, under PUBLIC_URL) to the end. */
async function listAll(path: string, key: string, query = '') {
  const pages: any[] = [];
  let url: string | null = `${path}${query}`;
  while (url !== null) {
    const res = await server.call('GET', url, { key });
    expect(res.status).toBe(200);
    pages.push(res.body);
    url = res.body.next_page_uri === null ? null : res.body.next_page_uri.slice(PUBLIC_URL.length);
  }
  return pages;
}

describe('endpoint configurations', () => {
  it('creates with defaults: type cloud, description and metadata omitted', async () => {
    const created = await create('/endpoint_configurations');
    expect(created).toEqual({
      id: expect.stringMatching(/^ec_[0-9A-Za-z]{27}$/),
      uri: `${PUBLIC_URL}/endpoint_configurations/${created.id}`,
      created_at: expect.stringMatching(RFC3339),
      type: 'cloud',
    });
  });

  it('creates, gets, updates and deletes an agent configuration', async () => {
    const created = await create('/endpoint_configurations', { type: 'agent', description: 'edge', metadata: '{"a":1}' });
    expect(created).toMatchObject({ type: 'agent', description: 'edge', metadata: '{"a":1}' });
    const got = await server.call('GET', `/endpoint_configurations/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
    const updated = await server.call('PATCH', `/endpoint_configurations/${created.id}`, { body: { description: 'renamed' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, description: 'renamed' });
    const noop = await server.call('PATCH', `/endpoint_configurations/${created.id}`, { body: {} });
    expect(noop.body).toEqual(updated.body);
    expect((await server.call('DELETE', `/endpoint_configurations/${created.id}`)).status).toBe(204);
    const gone = expectError(await server.call('GET', `/endpoint_configurations/${created.id}`), 404, 'NOT_FOUND');
    expect(gone.msg).toBe(`No endpoint configuration with id ${created.id} exists.`);
  });

  it('400 IMMUTABLE_FIELD for a type change, leaving it unchanged', async () => {
    const created = await create('/endpoint_configurations', { type: 'agent' });
    const body = expectError(
      await server.call('PATCH', `/endpoint_configurations/${created.id}`, { body: { type: 'cloud', description: 'x' } }),
      400,
      'IMMUTABLE_FIELD',
    );
    expect(body.msg).toBe('/type: this field cannot be changed after creation.');
    expect(body.details.problems).toEqual([
      { pointer: '/type', rule: 'not', message: '/type: this field cannot be changed after creation.', error_code: 'IMMUTABLE_FIELD' },
    ]);
    expect((await server.call('GET', `/endpoint_configurations/${created.id}`)).body).toEqual(created);
  });

  it("404 for another account's configuration on every route", async () => {
    const created = await create('/endpoint_configurations');
    const message = `No endpoint configuration with id ${created.id} exists.`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', {}],
      ['DELETE', undefined],
    ] as const) {
      expect(expectError(await server.call(method, `/endpoint_configurations/${created.id}`, { key: server.otherKey, body }), 404, 'NOT_FOUND').msg).toBe(
        message,
      );
    }
    expect((await server.call('GET', `/endpoint_configurations/${created.id}`)).status).toBe(200);
  });
});

describe('reserved addresses', () => {
  it('creates with an assigned addr in the default region us, no endpoint configuration', async () => {
    const created = await create('/reserved_addrs');
    expect(created).toEqual({
      id: expect.stringMatching(/^ra_[0-9A-Za-z]{27}$/),
      uri: `${PUBLIC_URL}/reserved_addrs/${created.id}`,
      created_at: expect.stringMatching(RFC3339),
      addr: expect.stringMatching(/^[1-9]\.tcp\.us\.tunnel\.example\.net:\d{5}$/),
      region: 'us',
      endpoint_configuration: null,
    });
    const port = Number(ADDR.exec(created.addr)![2]);
    expect(port).toBeGreaterThanOrEqual(10000);
    expect(port).toBeLessThanOrEqual(65535);
  });

  it('creates in a region with description and metadata, and gets it back', async () => {
    const created = await create('/reserved_addrs', { region: 'jp', description: 'postgres', metadata: '{"db":true}' });
    expect(created).toMatchObject({ region: 'jp', description: 'postgres', metadata: '{"db":true}', addr: expect.stringMatching(/\.tcp\.jp\./) });
    const got = await server.call('GET', `/reserved_addrs/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
  });

  it('400 VALUE_NOT_ALLOWED for an unknown region, and nothing is written', async () => {
    const before = await server.call('GET', '/reserved_addrs');
    const body = expectError(await server.call('POST', '/reserved_addrs', { body: { region: 'mars' } }), 400, 'VALUE_NOT_ALLOWED');
    expect(body.msg).toBe('/region: must be one of: "", au, eu, ap, us, jp, in, sa.');
    expect((await server.call('GET', '/reserved_addrs')).body).toEqual(before.body);
  });

  it('updates description and metadata; {} changes nothing', async () => {
    const created = await create('/reserved_addrs', { description: 'a' });
    const updated = await server.call('PATCH', `/reserved_addrs/${created.id}`, { body: { description: 'b', metadata: 'm' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, description: 'b', metadata: 'm' });
    expect((await server.call('PATCH', `/reserved_addrs/${created.id}`, { body: {} })).body).toEqual(updated.body);
  });

  it('attaches an endpoint configuration as a Ref, which then cannot be deleted; null detaches', async () => {
    const ec = await create('/endpoint_configurations');
    const ra = await create('/reserved_addrs');
    const attached = await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { endpoint_configuration_id: ec.id } });
    expect(attached.status).toBe(200);
    expect(attached.body).toEqual({ ...ra, endpoint_configuration: { id: ec.id, uri: `${PUBLIC_URL}/endpoint_configurations/${ec.id}` } });
    // A PATCH without the field keeps the attachment.
    expect((await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { description: 'd' } })).body.endpoint_configuration).toEqual(
      attached.body.endpoint_configuration,
    );

    const inUse = expectError(await server.call('DELETE', `/endpoint_configurations/${ec.id}`), 409, 'RESOURCE_IN_USE');
    expect(inUse.msg).toBe(`${ec.id} is still referenced by ${ra.id} and cannot be deleted.`);
    expect(inUse.details.referrers).toEqual([ra.id]);
    expect((await server.call('GET', `/endpoint_configurations/${ec.id}`)).status).toBe(200);

    const detached = await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { endpoint_configuration_id: null } });
    expect(detached.body.endpoint_configuration).toBeNull();
    expect((await server.call('DELETE', `/endpoint_configurations/${ec.id}`)).status).toBe(204);
  });

  it('deleting the reserved address releases its endpoint configuration', async () => {
    const ec = await create('/endpoint_configurations');
    const ra = await create('/reserved_addrs');
    await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { endpoint_configuration_id: ec.id } });
    expect((await server.call('DELETE', `/reserved_addrs/${ra.id}`)).status).toBe(204);
    expect(expectError(await server.call('GET', `/reserved_addrs/${ra.id}`), 404, 'NOT_FOUND').msg).toBe(`No reserved address with id ${ra.id} exists.`);
    expect((await server.call('DELETE', `/endpoint_configurations/${ec.id}`)).status).toBe(204);
  });

  it("400 ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND for a missing or another account's configuration, changing nothing", async () => {
    const ra = await create('/reserved_addrs', { description: 'kept' });
    const foreign = await create('/endpoint_configurations', {}, server.otherKey);
    for (const id of [MISSING_EC, foreign.id]) {
      const body = expectError(
        await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { endpoint_configuration_id: id, description: 'changed' } }),
        400,
        'ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND',
      );
      expect(body.msg).toBe(`/endpoint_configuration_id: no endpoint configuration with id ${id} exists in this account.`);
      expect(body.details.problems).toEqual([
        { pointer: '/endpoint_configuration_id', rule: 'reference', error_code: 'ENDPOINT_CONFIGURATION_REFERENCE_NOT_FOUND', message: body.msg },
      ]);
    }
    expect((await server.call('GET', `/reserved_addrs/${ra.id}`)).body).toEqual(ra);
    // The other account's configuration stayed deletable: nothing references it.
    expect((await server.call('DELETE', `/endpoint_configurations/${foreign.id}`, { key: server.otherKey })).status).toBe(204);
  });

  it('400 ID_INVALID for an endpoint_configuration_id of another kind', async () => {
    const ra = await create('/reserved_addrs');
    const body = expectError(
      await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { endpoint_configuration_id: 'bkdtg_2QeKtgHQLJBYKG4LsI7iKl7oF9b' } }),
      400,
      'ID_INVALID',
    );
    expect(body.msg).toBe('/endpoint_configuration_id: must be at most 30 characters (got 33).');
  });

  it('400 IMMUTABLE_FIELD for addr and region, leaving them unchanged', async () => {
    const ra = await create('/reserved_addrs', { region: 'eu' });
    const addr = expectError(
      await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { addr: '1.tcp.eu.tunnel.example.net:10000' } }),
      400,
      'IMMUTABLE_FIELD',
    );
    expect(addr.msg).toBe('/addr: this field cannot be changed after creation.');
    const region = expectError(await server.call('PATCH', `/reserved_addrs/${ra.id}`, { body: { region: 'us' } }), 400, 'IMMUTABLE_FIELD');
    expect(region.msg).toBe('/region: this field cannot be changed after creation.');
    expect((await server.call('GET', `/reserved_addrs/${ra.id}`)).body).toEqual(ra);
  });

  it("404 for another account's reserved address on every route", async () => {
    const ra = await create('/reserved_addrs');
    const message = `No reserved address with id ${ra.id} exists.`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { description: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect(expectError(await server.call(method, `/reserved_addrs/${ra.id}`, { key: server.otherKey, body }), 404, 'NOT_FOUND').msg).toBe(message);
    }
    expect((await server.call('GET', `/reserved_addrs/${ra.id}`)).body).toEqual(ra);
    expect((await server.call('GET', '/reserved_addrs', { key: server.otherKey })).body.reserved_addrs).toEqual([]);
  });

  it('50 parallel creates get 50 distinct addresses', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => server.call('POST', '/reserved_addrs', { body: { region: 'sa' } })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const addrs = results.map((r) => r.body.addr as string);
    for (const addr of addrs) expect(addr).toMatch(ADDR);
    expect(new Set(addrs).size).toBe(50);
  });
});

describe('reserved address allocation', () => {
  const input = (body: object = {}) => ({ params: {}, query: {}, body, account });

  it('retries a taken address with a fresh pick, each in its own transaction', async () => {
    const taken = (await create('/reserved_addrs', { region: 'au' })).addr as string;
    const picks: string[] = [];
    const picker = () => {
      const addr = picks.length < 2 ? taken : '9.tcp.au.tunnel.example.net:65535';
      picks.push(addr);
      return addr;
    };
    const { body } = await reservedAddrHandlers(server.ctx, picker).create(input({ region: 'au' }));
    expect(picks).toEqual([taken, taken, '9.tcp.au.tunnel.example.net:65535']);
    expect(body.addr).toBe('9.tcp.au.tunnel.example.net:65535');
  });

  it('parallel creates that pick the same addresses all end with distinct ones', async () => {
    // Every address is handed out twice, so about half of the picks collide and are retried.
    let calls = 0;
    const picker = () => {
      const n = Math.floor(calls++ / 2);
      return `${(n % 9) + 1}.tcp.in.tunnel.example.net:${20000 + n}`;
    };
    const handlers = reservedAddrHandlers(server.ctx, picker);
    const created = await Promise.all(Array.from({ length: 20 }, () => handlers.create(input({ region: 'in' }))));
    const addrs = created.map((r) => r.body.addr);
    expect(new Set(addrs).size).toBe(20);
    expect(calls).toBeGreaterThan(20);
  });

  it(`gives up after ${ADDR_ATTEMPTS} taken picks, writing nothing`, async () => {
    const taken = (await create('/reserved_addrs')).addr as string;
    const before = await listAll('/reserved_addrs', server.apiKey);
    let calls = 0;
    const picker = () => {
      calls += 1;
      return taken;
    };
    await expect(reservedAddrHandlers(server.ctx, picker).create(input())).rejects.toBeInstanceOf(ConflictError);
    expect(calls).toBe(ADDR_ATTEMPTS);
    expect(await listAll('/reserved_addrs', server.apiKey)).toEqual(before);
  });
});

describe('pagination', () => {
  for (const [path, key] of [
    ['/reserved_addrs', 'reserved_addrs'],
    ['/endpoint_configurations', 'endpoint_configurations'],
  ] as const) {
    it(`${path}: pages of 3 followed to the end equal the full list, newest first`, async () => {
      for (let i = 0; i < 7; i += 1) await create(path, { description: `page ${i}` });
      const [full] = await listAll(path, server.apiKey);
      expect(full.uri).toBe(`${PUBLIC_URL}${path}`);
      expect(full.next_page_uri).toBeNull();
      const ids = full[key].map((item: { id: string }) => item.id);
      expect(ids).toEqual([...ids].sort().reverse());

      const pages = await listAll(path, server.apiKey, '?limit=3');
      expect(pages.length).toBe(Math.ceil(ids.length / 3));
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages.flatMap((page) => page[key])).toEqual(full[key]);
      for (const [index, page] of pages.entries()) {
        expect(page.uri).toBe(`${PUBLIC_URL}${path}`);
        const last = page[key].at(-1).id;
        expect(page.next_page_uri).toBe(index === pages.length - 1 ? null : `${PUBLIC_URL}${path}?before_id=${last}&limit=3`);
      }
    });
  }
});
