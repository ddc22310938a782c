// Credentials (docs/decisions/0010-referenced-resources.md) through the real server: every operation, the
// token shown once and stored only as a hash, validation, isolation between accounts, pagination.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateCredentialToken } from '../../server/resources/credential-tokens.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
const TOKEN = /^tat_[0-9A-Za-z]{43}$/;

describe('credentials', () => {
  it('create, get, list, update, delete; the token appears only in the create response', async () => {
    const created = await server.call('POST', '/credentials', {
      body: { description: 'web-1 agent', metadata: '{"host":"web-1"}', acl: ['bind:*.acme.test'] },
    });
    expect(created.status).toBe(201);
    const { id, token } = created.body;
    expect(id).toMatch(/^cr_[0-9A-Za-z]{27}$/);
    expect(token).toMatch(TOKEN);
    expect(created.body).toEqual({
      id,
      uri: `${PUBLIC_URL}/credentials/${id}`,
      created_at: expect.stringMatching(RFC3339),
      description: 'web-1 agent',
      metadata: '{"host":"web-1"}',
      token,
      acl: ['bind:*.acme.test'],
    });
    const shown = { ...created.body, token: null };

    const got = await server.call('GET', `/credentials/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(shown);
    const listed = await server.call('GET', '/credentials');
    expect(listed.body.credentials.find((c: { id: string }) => c.id === id)).toEqual(shown);
    const updated = await server.call('PATCH', `/credentials/${id}`, { body: { acl: [], description: 'renamed' } });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...shown, acl: [], description: 'renamed' });
    expect((await server.call('PATCH', `/credentials/${id}`, { body: {} })).body).toEqual(updated.body);
    for (const response of [got, listed, updated]) expect(JSON.stringify(response.body)).not.toContain(token);

    const deleted = await server.call('DELETE', `/credentials/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(expectError(await server.call('GET', `/credentials/${id}`), 404, 'NOT_FOUND').msg).toBe(`No credential with id ${id} exists.`);
    expectError(await server.call('DELETE', `/credentials/${id}`), 404, 'NOT_FOUND');
  });

  it('acl defaults to [] and unset strings are omitted; every create issues a different token', async () => {
    const first = (await server.call('POST', '/credentials', { body: {} })).body;
    const second = (await server.call('POST', '/credentials', { body: {} })).body;
    expect(first.acl).toEqual([]);
    expect(first).not.toHaveProperty('description');
    expect(first).not.toHaveProperty('metadata');
    expect(first.token).not.toBe(second.token);
  });

  it('stores only a hash of the token, by which an agent token finds its credential and account', async () => {
    const { id, token } = (await server.call('POST', '/credentials', { body: { description: 'hashed' } })).body;
    const { rows } = await server.db.query<{ text: string }>(
      "SELECT body::text || string_agg(u.value, ',') AS text FROM resources r JOIN unique_values u ON u.resource_id = r.id WHERE r.id = $1 GROUP BY r.body::text",
      [id],
    );
    expect(rows[0]?.text).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.text).not.toContain(token);
    expect(rows[0]?.text).not.toContain(token.slice(4));

    expect(await authenticateCredentialToken(server.db, token)).toEqual({ accountId: server.accountId, credentialId: id, acl: [] });
    expect(await authenticateCredentialToken(server.db, `${token}x`)).toBeUndefined();
    expect(await authenticateCredentialToken(server.db, server.apiKey)).toBeUndefined();
    await server.call('DELETE', `/credentials/${id}`);
    expect(await authenticateCredentialToken(server.db, token)).toBeUndefined();
  });

  it('400 for an acl rule that is not bind:…, an over-long description or metadata, a token in the body', async () => {
    const acl = expectError(await server.call('POST', '/credentials', { body: { acl: ['connect:*'] } }), 400, 'FORMAT_INVALID');
    expect(acl.details.problems[0].pointer).toBe('/acl/0');

    const description = expectError(await server.call('POST', '/credentials', { body: { description: 'é'.repeat(128) } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(description.details.problems[0].pointer).toBe('/description');
    const metadata = expectError(await server.call('POST', '/credentials', { body: { metadata: 'x'.repeat(4097) } }), 400, 'BYTE_LIMIT_EXCEEDED');
    expect(metadata.details.problems[0].pointer).toBe('/metadata');
    expect(acl.msg).toBe('/acl/0: must match the pattern ^(?:\\*|bind:(?:[A-Za-z0-9*._:-]+|[A-Za-z0-9*._/-]+=[^\\u0000-\\u001f\\u007f]+))$.');
    expect(description.msg).toBe('/description: must be at most 255 bytes (got 256).');
    expect(metadata.msg).toBe('/metadata: must be at most 4096 bytes (got 4097).');
    expectError(await server.call('POST', '/credentials', { body: { token: 'tat_mine' } }), 400, 'UNKNOWN_FIELD');
    const { id } = (await server.call('POST', '/credentials', { body: {} })).body;
    expectError(await server.call('PATCH', `/credentials/${id}`, { body: { token: 'tat_mine' } }), 400, 'UNKNOWN_FIELD');
    expectError(await server.call('PATCH', `/credentials/${id}`, { body: { acl: ['bind:'] } }), 400, 'FORMAT_INVALID');
    expect((await server.call('GET', `/credentials/${id}`)).body.acl).toEqual([]);
  });

  it('another account sees 404 for every operation on the id, and never lists it', async () => {
    const { id } = (await server.call('POST', '/credentials', { body: { description: 'mine' } })).body;
    const key = server.otherKey;
    const msg = `No credential with id ${id} exists.`;
    expect(expectError(await server.call('GET', `/credentials/${id}`, { key }), 404, 'NOT_FOUND').msg).toBe(msg);
    expect(expectError(await server.call('PATCH', `/credentials/${id}`, { key, body: { description: 'theirs' } }), 404, 'NOT_FOUND').msg).toBe(msg);
    expect(expectError(await server.call('DELETE', `/credentials/${id}`, { key }), 404, 'NOT_FOUND').msg).toBe(msg);
    expect((await server.call('GET', '/credentials', { key })).body.credentials).toEqual([]);
    expect((await server.call('GET', `/credentials/${id}`)).body.description).toBe('mine');
  });

  it('a path id of another kind is 404 NOT_FOUND for a credential', async () => {
    const body = expectError(await server.call('GET', '/credentials/ts_2Qb7TcxtIHrkIXzlzVAh5UtmoIg'), 404, 'NOT_FOUND');
    expect(body.msg).toBe('No credential with id ts_2Qb7TcxtIHrkIXzlzVAh5UtmoIg exists.');
  });

  it('pages newest first with next_page_uri, null on the last page', async () => {
    const { body: first } = await server.call('GET', '/credentials?limit=2');
    expect(first.credentials).toHaveLength(2);
    expect(first.uri).toBe(`${PUBLIC_URL}/credentials`);
    expect(first.next_page_uri).toBe(`${PUBLIC_URL}/credentials?before_id=${first.credentials[1].id}&limit=2`);
    const all = (await server.call('GET', '/credentials')).body.credentials.map((c: { id: string }) => c.id);
    expect(all).toEqual([...all].sort().reverse());
    const { body: rest } = await server.call('GET', `/credentials?before_id=${first.credentials[1].id}&limit=100`);
    expect(rest.credentials.map((c: { id: string }) => c.id)).toEqual(all.slice(2));
    expect(rest.next_page_uri).toBeNull();
  });
});
