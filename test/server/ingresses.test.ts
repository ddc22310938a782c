// Agent ingresses (spec/components/schemas/AgentIngress.yaml, spec/paths/agent_ingresses*.yaml;
// docs/decisions/0026-server-assigned-values.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const NS_TARGETS = ['ns1.tunnel-dns.net', 'ns2.tunnel-dns.net', 'ns3.tunnel-dns.net', 'ns4.tunnel-dns.net'];
const regionDomains = (domain: string) => ['au', 'eu', 'ap', 'us', 'jp', 'in', 'sa'].map((region) => `${region}.${domain}`);
const waiting = (domain: string, startedAt: string) => ({
  renews_at: null,
  provisioning_job: { msg: `Waiting for the NS records of ${domain} to point at the ns_targets.`, started_at: startedAt },
});

let counter = 0;
/** A domain no other test uses. */
const fresh = (base = 'example.com') => {
  counter += 1;
  return `t${Date.now().toString(36)}${counter}.${base}`;
};

async function create(body: object, key?: string) {
  const res = await server.call('POST', '/agent_ingresses', { body, key });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Sets the server's clock (ctx.now) for the job's started_at; restored after each test. */
const realNow = () => new Date();
function setClock(iso: string): void {
  Object.assign(server.ctx, { now: () => new Date(iso) });
}
afterEach(() => {
  Object.assign(server.ctx, { now: realNow });
});

describe('create and get', () => {
  it('creates with the lower-cased domain, the service name servers, one domain per region, no certificate management', async () => {
    const domain = fresh('Example.COM');
    const created = await create({ domain });
    const lower = domain.toLowerCase();
    expect(created).toEqual({
      id: expect.stringMatching(/^agin_[0-9A-Za-z]{27}$/),
      uri: `/agent_ingresses/${created.id}`,
      created_at: expect.stringMatching(RFC3339),
      domain: lower,
      ns_targets: NS_TARGETS,
      region_domains: regionDomains(lower),
      certificate_management_policy: null,
      certificate_management_status: null,
    });
    const got = await server.call('GET', `/agent_ingresses/${created.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(created);
  });

  it('an empty policy takes the defaults (letsencrypt, rsa) and starts a job waiting for NS delegation', async () => {
    setClock('2026-11-02T09:15:04.750Z');
    const domain = fresh();
    const created = await create({ domain, description: 'agents', metadata: '{"team":"edge"}', certificate_management_policy: {} });
    expect(created).toMatchObject({
      description: 'agents',
      metadata: '{"team":"edge"}',
      certificate_management_policy: { authority: 'letsencrypt', private_key_type: 'rsa' },
      certificate_management_status: waiting(domain, '2026-11-02T09:15:04Z'),
    });
  });

  it('keeps an ecdsa key type; a null policy means disabled', async () => {
    const ecdsa = await create({ domain: fresh(), certificate_management_policy: { authority: 'letsencrypt', private_key_type: 'ecdsa' } });
    expect(ecdsa.certificate_management_policy).toEqual({ authority: 'letsencrypt', private_key_type: 'ecdsa' });
    const disabled = await create({ domain: fresh(), certificate_management_policy: null });
    expect(disabled.certificate_management_policy).toBeNull();
    expect(disabled.certificate_management_status).toBeNull();
  });

  it('400 VALUE_NOT_ALLOWED for another authority', async () => {
    const body = expectError(
      await server.call('POST', '/agent_ingresses', { body: { domain: fresh(), certificate_management_policy: { authority: 'zerossl' } } }),
      400,
      'VALUE_NOT_ALLOWED',
    );
    expect(body.msg).toBe('/certificate_management_policy/authority: must be one of: letsencrypt.');
  });
});

describe('domain rules', () => {
  const PATTERN_MESSAGE =
    '/domain: must match the pattern ^(?=.{3,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$.';

  for (const domain of ['localhost', 'example.com.', '-a.example.com', 'a_b.example.com', 'example.123', 'a..example.com']) {
    it(`400 AGENT_INGRESS_DOMAIN_INVALID for ${JSON.stringify(domain)}, writing nothing`, async () => {
      const before = await server.call('GET', '/agent_ingresses');
      const body = expectError(await server.call('POST', '/agent_ingresses', { body: { domain } }), 400, 'AGENT_INGRESS_DOMAIN_INVALID');
      expect(body.msg).toBe(PATTERN_MESSAGE);
      expect((await server.call('GET', '/agent_ingresses')).body).toEqual(before.body);
    });
  }

  it('400 AGENT_INGRESS_DOMAIN_INVALID when a regional domain would exceed 253 characters', async () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(domain).toHaveLength(253);
    const body = expectError(await server.call('POST', '/agent_ingresses', { body: { domain } }), 400, 'AGENT_INGRESS_DOMAIN_INVALID');
    expect(body.msg).toBe(`/domain: ${domain} is not a valid domain name.`);
    // Three characters shorter leaves room for `xx.`: accepted.
    expect((await create({ domain: domain.slice(3) })).region_domains[0]).toHaveLength(253);
  });

  it('409 AGENT_INGRESS_DOMAIN_TAKEN for a domain another account holds, in any case; free again once deleted', async () => {
    const domain = fresh();
    const taken = await create({ domain }, server.otherKey);
    const body = expectError(await server.call('POST', '/agent_ingresses', { body: { domain: domain.toUpperCase() } }), 409, 'AGENT_INGRESS_DOMAIN_TAKEN');
    expect(body.msg).toBe(`The domain ${domain} is already used by an agent ingress.`);
    expect((await server.call('GET', '/agent_ingresses')).body.ingresses.map((i: { domain: string }) => i.domain)).not.toContain(domain);
    expectError(await server.call('POST', '/agent_ingresses', { body: { domain }, key: server.otherKey }), 409, 'AGENT_INGRESS_DOMAIN_TAKEN');

    expect((await server.call('DELETE', `/agent_ingresses/${taken.id}`, { key: server.otherKey })).status).toBe(204);
    expect((await create({ domain })).domain).toBe(domain);
  });

  it('parallel creates of one domain: exactly one wins', async () => {
    const domain = fresh();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => server.call('POST', '/agent_ingresses', { body: { domain }, key: i % 2 ? server.otherKey : server.apiKey })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expectError(r, 409, 'AGENT_INGRESS_DOMAIN_TAKEN');
  });
});

describe('update', () => {
  it('changes description and metadata; {} changes nothing', async () => {
    const created = await create({ domain: fresh(), description: 'a' });
    const updated = await server.call('PATCH', `/agent_ingresses/${created.id}`, { body: { description: 'b', metadata: 'm' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, description: 'b', metadata: 'm' });
    expect((await server.call('PATCH', `/agent_ingresses/${created.id}`, { body: {} })).body).toEqual(updated.body);
  });

  it('400 IMMUTABLE_FIELD for the domain, leaving it unchanged', async () => {
    const created = await create({ domain: fresh() });
    const body = expectError(await server.call('PATCH', `/agent_ingresses/${created.id}`, { body: { domain: fresh() } }), 400, 'IMMUTABLE_FIELD');
    expect(body.msg).toBe('/domain: this field cannot be changed after creation.');
    expect((await server.call('GET', `/agent_ingresses/${created.id}`)).body).toEqual(created);
  });

  it('policy: the job keeps started_at while the policy stays, restarts when it changes, and null clears both', async () => {
    const domain = fresh();
    setClock('2026-11-02T09:00:00Z');
    const created = await create({ domain, certificate_management_policy: {} });
    const patch = async (body: object) => (await server.call('PATCH', `/agent_ingresses/${created.id}`, { body })).body;

    setClock('2026-11-02T10:00:00Z');
    expect((await patch({ description: 'x' })).certificate_management_status).toEqual(waiting(domain, '2026-11-02T09:00:00Z'));
    expect((await patch({ certificate_management_policy: { private_key_type: 'rsa' } })).certificate_management_status).toEqual(
      waiting(domain, '2026-11-02T09:00:00Z'),
    );

    const ecdsa = await patch({ certificate_management_policy: { private_key_type: 'ecdsa' } });
    expect(ecdsa.certificate_management_policy).toEqual({ authority: 'letsencrypt', private_key_type: 'ecdsa' });
    expect(ecdsa.certificate_management_status).toEqual(waiting(domain, '2026-11-02T10:00:00Z'));

    const disabled = await patch({ certificate_management_policy: null });
    expect(disabled).toMatchObject({ certificate_management_policy: null, certificate_management_status: null, description: 'x' });

    setClock('2026-11-02T11:00:00Z');
    expect((await patch({ certificate_management_policy: {} })).certificate_management_status).toEqual(waiting(domain, '2026-11-02T11:00:00Z'));
  });
});

describe('delete, isolation and lists', () => {
  it('deletes; the id then answers 404', async () => {
    const created = await create({ domain: fresh() });
    expect((await server.call('DELETE', `/agent_ingresses/${created.id}`)).status).toBe(204);
    const body = expectError(await server.call('GET', `/agent_ingresses/${created.id}`), 404, 'NOT_FOUND');
    expect(body.msg).toBe(`No agent ingress with id ${created.id} exists.`);
    expectError(await server.call('DELETE', `/agent_ingresses/${created.id}`), 404, 'NOT_FOUND');
  });

  it("404 for another account's ingress on every route; its lists stay separate", async () => {
    const created = await create({ domain: fresh() });
    const message = `No agent ingress with id ${created.id} exists.`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { description: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect(expectError(await server.call(method, `/agent_ingresses/${created.id}`, { key: server.otherKey, body }), 404, 'NOT_FOUND').msg).toBe(message);
    }
    expect((await server.call('GET', `/agent_ingresses/${created.id}`)).body).toEqual(created);
    const others = (await server.call('GET', '/agent_ingresses', { key: server.otherKey })).body.ingresses.map((i: { id: string }) => i.id);
    expect(others).not.toContain(created.id);
  });

  it('404 NOT_FOUND for a path id of another kind', async () => {
    const body = expectError(await server.call('GET', '/agent_ingresses/ra_2QfgLW8H0QkIT9A23SMECDv0hEQ'), 404, 'NOT_FOUND');
    expect(body.msg).toBe('No agent ingress with id ra_2QfgLW8H0QkIT9A23SMECDv0hEQ exists.');
  });

  it('pages of 3 followed to the end equal the full list, newest first', async () => {
    for (let i = 0; i < 7; i += 1) await create({ domain: fresh() });
    const full = (await server.call('GET', '/agent_ingresses')).body;
    expect(full.uri).toBe(`${PUBLIC_URL}/agent_ingresses`);
    expect(full.next_page_uri).toBeNull();
    const ids = full.ingresses.map((item: { id: string }) => item.id);
    expect(ids).toEqual([...ids].sort().reverse());

    const pages: any[] = [];
    for (let url: string | null = '/agent_ingresses?limit=3'; url !== null; ) {
      const page: any = (await server.call('GET', url)).body;
      pages.push(page);
      url = page.next_page_uri === null ? null : page.next_page_uri.slice(PUBLIC_URL.length);
    }
    expect(pages.length).toBe(Math.ceil(ids.length / 3));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.flatMap((page) => page.ingresses)).toEqual(full.ingresses);
    expect(pages.at(-1).next_page_uri).toBeNull();
    expect(pages[0].next_page_uri).toBe(`${PUBLIC_URL}/agent_ingresses?before_id=${pages[0].ingresses[2].id}&limit=3`);
  });
});
