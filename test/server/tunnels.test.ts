// The read-only tunnels resource (spec/paths/tunnels.yaml): the tunnels of the account's online sessions,
// announced by agents over the real control channel; every `tunnels[].uri` of a tunnel group backend
// resolves to one; paging, isolation, and 404 once the session ended.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningServer, startListeningServer } from '../agents-e2e/support/api-server.js';
import { eventually } from '../agents-e2e/support/eventually.js';
import { connectProtocolAgent, type HelloFields, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { expectError, PUBLIC_URL } from './harness.js';

let server: ListeningServer;
let credential: { id: string; token: string };
const agents: ProtocolAgent[] = [];

beforeAll(async () => {
  server = await startListeningServer({ heartbeatMs: 60_000 });
  credential = await server.createCredential();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.terminate();
  await eventually('every session to end', async () => (await server.call('GET', '/tunnel_sessions')).body.tunnel_sessions.length === 0);
});

async function agent(fields: Partial<HelloFields> = {}): Promise<ProtocolAgent> {
  const connected = await connectProtocolAgent(server.url, { token: credential.token, ...fields });
  agents.push(connected);
  return connected;
}

const path = (uri: string) => new URL(uri).pathname;

describe('tunnels', () => {
  it('lists the tunnels of online sessions, newest first, and gets each', async () => {
    const first = await agent({ labels: { app: 'web' }, region: 'eu' });
    const second = await agent({ labels: { app: 'api', env: 'prod' } });
    const list = await server.call('GET', '/tunnels');
    expect(list.status).toBe(200);
    expect(list.body.uri).toBe(`${PUBLIC_URL}/tunnels`);
    expect(list.body.next_page_uri).toBeNull();
    const [newest, oldest] = list.body.tunnels;
    expect(list.body.tunnels).toHaveLength(2);
    expect(newest).toEqual({
      id: expect.stringMatching(/^tn_[0-9A-Za-z]{27}$/),
      uri: `${PUBLIC_URL}/tunnels/${newest.id}`,
      labels: { app: 'api', env: 'prod' },
      region: 'us',
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      tunnel_session: { id: second.sessionId, uri: `${PUBLIC_URL}/tunnel_sessions/${second.sessionId}` },
    });
    expect(oldest).toMatchObject({ labels: { app: 'web' }, region: 'eu', tunnel_session: { id: first.sessionId } });
    for (const tunnel of list.body.tunnels) {
      const got = await server.call('GET', path(tunnel.uri));
      expect(got.status).toBe(200);
      expect(got.body).toEqual(tunnel);
    }
  });

  it('every tunnels[].uri of a tunnel group backend resolves to the tunnel', async () => {
    await agent({ labels: { app: 'shop', tier: 'front' } });
    const backend = await server.call('POST', '/backends/tunnel_group', { body: { labels: { app: 'shop' } } });
    expect(backend.body.tunnels).toHaveLength(1);
    const ref = backend.body.tunnels[0];
    const tunnel = await server.call('GET', path(ref.uri));
    expect(tunnel.status).toBe(200);
    expect(tunnel.body).toMatchObject({ id: ref.id, uri: ref.uri, labels: { app: 'shop', tier: 'front' } });
  });

  it('pages newest first with before_id and limit', async () => {
    for (let i = 0; i < 3; i++) await agent({ labels: { n: String(i) } });
    const page1 = await server.call('GET', '/tunnels?limit=2');
    expect(page1.body.tunnels.map((t: { labels: { n: string } }) => t.labels.n)).toEqual(['2', '1']);
    expect(page1.body.next_page_uri).toBe(`${PUBLIC_URL}/tunnels?before_id=${page1.body.tunnels[1].id}&limit=2`);
    const page2 = await server.call('GET', `/tunnels?before_id=${page1.body.tunnels[1].id}&limit=2`);
    expect(page2.body.tunnels.map((t: { labels: { n: string } }) => t.labels.n)).toEqual(['0']);
    expect(page2.body.next_page_uri).toBeNull();
  });

  it('another account sees none of them: an empty list and 404', async () => {
    await agent({ labels: { app: 'web' } });
    const [tunnel] = (await server.call('GET', '/tunnels')).body.tunnels;
    expect((await server.call('GET', '/tunnels', { key: server.otherKey })).body.tunnels).toEqual([]);
    const body = expectError(await server.call('GET', `/tunnels/${tunnel.id}`, { key: server.otherKey }), 404, 'NOT_FOUND');
    expect(body.msg).toBe(`No tunnel with id ${tunnel.id} exists.`);
  });

  it('404 NOT_FOUND once the session ended, and for an id of another kind', async () => {
    const connected = await agent({ labels: { app: 'web' } });
    const [tunnel] = (await server.call('GET', '/tunnels')).body.tunnels;
    connected.terminate();
    await eventually('the tunnel to go', async () => (await server.call('GET', `/tunnels/${tunnel.id}`)).status === 404);
    expect(expectError(await server.call('GET', `/tunnels/${tunnel.id}`), 404, 'NOT_FOUND').msg).toBe(`No tunnel with id ${tunnel.id} exists.`);
    expect((await server.call('GET', '/tunnels')).body.tunnels).toEqual([]);
    const other = `ts_${tunnel.id.slice(3)}`;
    expect(expectError(await server.call('GET', `/tunnels/${other}`), 404, 'NOT_FOUND').msg).toBe(`No tunnel with id ${other} exists.`);
  });

  it('400 QUERY_PARAMETER_INVALID for a bad limit', async () => {
    const body = expectError(await server.call('GET', '/tunnels?limit=0'), 400, 'QUERY_PARAMETER_INVALID');
    expect(body.details.problems[0]).toEqual({
      pointer: '/query/limit',
      rule: 'minimum',
      error_code: 'QUERY_PARAMETER_INVALID',
      message: '/query/limit: must be at least 1.',
    });
  });
});
