// The operator's review of abuse reports (server/resources/abuse-review.ts, `npm run admin -- abuse …`), on both
// databases: the reporter sees every hostname status and every report status through the API as the operator acts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnHostname, reportsToReview } from '../../server/resources/abuse-review.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function report(urls: string[]): Promise<string> {
  const created = await server.call('POST', '/abuse_reports', { body: { urls } });
  expect(created.status).toBe(201);
  return created.body.id;
}

const seen = async (id: string) => {
  const { status, hostnames } = (await server.call('GET', `/abuse_reports/${id}`)).body;
  return { status, hostnames };
};

describe('abuse report review', () => {
  it('moves a report PENDING → PARTIALLY_PROCESSED → PROCESSED, each hostname to BANNED, IGNORE or UNBANNED', async () => {
    const id = await report(['https://phish-1.example/login', 'https://cdn-1.example/x', 'https://mirror-1.example/']);
    expect(await seen(id)).toEqual({
      status: 'PENDING',
      hostnames: [
        { hostname: 'phish-1.example', status: 'PENDING' },
        { hostname: 'cdn-1.example', status: 'PENDING' },
        { hostname: 'mirror-1.example', status: 'PENDING' },
      ],
    });
    expect((await reportsToReview(server.db)).map((queued) => queued.id)).toContain(id);

    const [banned] = await actOnHostname(server.db, 'PHISH-1.example.', 'ban');
    expect(banned).toMatchObject({ id, account_id: server.accountId, status: 'PARTIALLY_PROCESSED' });
    expect(await seen(id)).toMatchObject({ status: 'PARTIALLY_PROCESSED', hostnames: [{ status: 'BANNED' }, { status: 'PENDING' }, { status: 'PENDING' }] });

    await actOnHostname(server.db, 'cdn-1.example', 'ignore');
    await actOnHostname(server.db, 'mirror-1.example', 'ban');
    expect(await seen(id)).toMatchObject({ status: 'PROCESSED', hostnames: [{ status: 'BANNED' }, { status: 'IGNORE' }, { status: 'BANNED' }] });
    expect((await reportsToReview(server.db)).map((queued) => queued.id)).not.toContain(id);
    expect((await reportsToReview(server.db, { all: true })).map((queued) => queued.id)).toContain(id);

    // A ban lifted on appeal: the report stays processed, the hostname says UNBANNED.
    await actOnHostname(server.db, 'mirror-1.example', 'unban');
    expect(await seen(id)).toEqual({
      status: 'PROCESSED',
      hostnames: [
        { hostname: 'phish-1.example', status: 'BANNED' },
        { hostname: 'cdn-1.example', status: 'IGNORE' },
        { hostname: 'mirror-1.example', status: 'UNBANNED' },
      ],
    });
  });

  it('acts in every report naming the hostname, or in the one report named', async () => {
    const first = await report(['https://shared-2.example/a']);
    const second = await report(['http://shared-2.example/b', 'https://other-2.example/']);
    expect((await actOnHostname(server.db, 'shared-2.example', 'ignore', second)).map((changed) => changed.id)).toEqual([second]);
    expect((await seen(first)).status).toBe('PENDING');
    expect((await actOnHostname(server.db, 'shared-2.example', 'ban')).map((changed) => changed.id)).toEqual([first, second]);
    expect(await seen(first)).toEqual({ status: 'PROCESSED', hostnames: [{ hostname: 'shared-2.example', status: 'BANNED' }] });
    expect(await seen(second)).toMatchObject({ status: 'PARTIALLY_PROCESSED' });
  });

  it('changes nothing for a hostname no report names', async () => {
    const id = await report(['https://named-3.example/']);
    expect(await actOnHostname(server.db, 'named-3.example.evil', 'ban')).toEqual([]);
    expect(await actOnHostname(server.db, 'named-3', 'ban')).toEqual([]);
    expect((await seen(id)).status).toBe('PENDING');
  });
});
