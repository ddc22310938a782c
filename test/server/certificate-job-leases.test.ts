// Exactly one instance runs a given certificate job (server/ingress-certificates/certificate-jobs.ts;
// docs/decisions/0060-ingress-certificates.md), on both databases: two job runners sharing one database claim each
// due job once, a job another instance holds is left alone until its lease ends, then taken over. The runners have
// no name server (DNS_PORT=off), so every run ends at once with INTERNAL_ERROR and touches no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CertificateJobs, startCertificateJobs } from '../../server/ingress-certificates/certificate-jobs.js';
import type { StoredAgentIngress } from '../../server/resources/agent-ingresses.js';
import { getResource, updateResource } from '../../server/storage/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let runners: CertificateJobs[];

const settings = (instanceId: string) => ({
  nsTargets: ['ns1.dns.test'],
  acme: { directoryUrl: 'https://127.0.0.1:1/dir' },
  dnsServed: false,
  // A failed job is not due again within the test.
  retryMs: 3_600_000,
  pollMs: 3_600_000,
  leaseMs: 60_000,
  instanceId,
});

beforeAll(async () => {
  server = await startTestServer();
  runners = ['instance-a', 'instance-b'].map((id) => startCertificateJobs({ db: server.db, kek: server.ctx.kek, now: () => new Date() }, settings(id)));
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await server.close();
});

async function ingressWithPolicy(): Promise<string> {
  const domain = `lease-${Math.random().toString(36).slice(2, 8)}.example.test`;
  const created = await server.call('POST', '/agent_ingresses', { body: { domain, certificate_management_policy: {} } });
  expect(created.status).toBe(201);
  return created.body.id;
}
const stored = async (id: string) => (await getResource<StoredAgentIngress>(server.db, 'agent_ingress', server.accountId, id))!.body;

describe('certificate job leases', () => {
  it('two instances running the due jobs at once run each job once', async () => {
    const ids = [await ingressWithPolicy(), await ingressWithPolicy(), await ingressWithPolicy()];
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.runDue()));
    for (const id of ids) {
      const body = await stored(id);
      expect(body.certificate_job_run).toEqual({ failures: 1 });
      expect(body.certificate_management_status!.provisioning_job).toMatchObject({
        error_code: 'INTERNAL_ERROR',
        msg: 'The service runs no name server for agent ingress domains yet (its operator set DNS_PORT=off); retrying.',
        retries_at: expect.any(String),
      });
    }
  });

  it('leaves a job another instance holds alone until its lease ends, then takes it over', async () => {
    const id = await ingressWithPolicy();
    const hold = async (until: Date) =>
      server.db.transaction(async (tx) => {
        const current = (await getResource<StoredAgentIngress>(tx, 'agent_ingress', server.accountId, id, { forUpdate: true }))!;
        await updateResource(tx, 'agent_ingress', server.accountId, id, {
          body: { ...current.body, certificate_job_run: { failures: 0, lease_owner: 'crashed-instance', lease_until: until.toISOString() } },
        });
      });
    await hold(new Date(Date.now() + 60_000));
    await runners[0]!.runDue();
    expect((await stored(id)).certificate_management_status!.provisioning_job).not.toHaveProperty('error_code');

    await hold(new Date(Date.now() - 1));
    await runners[0]!.runDue();
    expect(await stored(id)).toMatchObject({
      certificate_job_run: { failures: 1 },
      certificate_management_status: { provisioning_job: { error_code: 'INTERNAL_ERROR' } },
    });
  });
});
