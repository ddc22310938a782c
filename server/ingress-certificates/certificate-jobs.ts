/**
 * Runs agent ingress certificate jobs (spec/components/schemas/AgentIngressCertStatus.yaml;
 * docs/decisions/0060-ingress-certificates.md): every `pollMs` it looks for ingresses whose job is due — a new or
 * changed policy, a retry whose `retries_at` came, a renewal whose `renews_at` came — claims each with a lease in
 * its row (so exactly one instance of a cluster runs a given job), checks the delegation, orders the certificate,
 * and writes the outcome:
 *
 * - not delegated → `DNS_ERROR` (the user must fix the NS records), re-checked every `retryMs` and on every update;
 * - the resolver, the name servers or the CA failing → `INTERNAL_ERROR`, retried at `retries_at` with exponential
 *   backoff from `retryMs` up to an hour;
 * - issued → `provisioning_job: null`, `renews_at` at two thirds of the certificate's lifetime, the private key sealed
 *   with the KEK.
 *
 * A job whose ingress changed meanwhile (policy changed, management disabled, deleted) discards its outcome.
 */
import { resources } from '@tunnel-api/server';
import type { AgentIngressCertJob, AgentIngressCertStatus } from '@tunnel-api/validators';
import { timestamp } from '../context.js';
import { FailureLog } from '../ops/failure-log.js';
import type { StoredAgentIngress } from '../resources/agent-ingresses.js';
import { sealPrivateKey } from '../ssh/index.js';
import { type Database, getResource, type Transaction, updateResource } from '../storage/index.js';
import { type AcmeSettings, orderCertificate } from './acme-order.js';
import { checkDelegation } from './delegation.js';
import type { ChallengeRecord } from './ingress-state.js';

const KIND = resources.agent_ingress.kind;
const MAX_BACKOFF_MS = 3_600_000;

export interface CertificateJobSettings {
  nsTargets: readonly string[];
  /** `host[:port]` of the resolvers asked for NS records; the system's when undefined. */
  resolverServers?: readonly string[];
  acme: AcmeSettings;
  /** False when this service runs no name server (then no CA could validate a challenge). */
  dnsServed: boolean;
  /** First retry delay of a failing job, and the re-check interval of an undelegated domain. */
  retryMs: number;
  /** How often due jobs are looked for. */
  pollMs: number;
  /** How long a claimed job is this instance's before another may take it over (a crashed instance's). */
  leaseMs: number;
  /** This instance, as lease owner. */
  instanceId: string;
}

export interface CertificateJobsContext {
  db: Database;
  kek: Buffer;
  now(): Date;
}

export interface CertificateJobs {
  /** Runs every due job once, now (the poll calls it too). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

type Outcome =
  | { type: 'issued'; status: AgentIngressCertStatus; certificate: NonNullable<StoredAgentIngress['certificate']> }
  | { type: 'failed'; job: AgentIngressCertJob; backoff: boolean };

export function startCertificateJobs(
  ctx: CertificateJobsContext,
  settings: CertificateJobSettings,
  log: (line: string) => void = () => undefined,
): CertificateJobs {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  // A database away fails every poll: one line when they start failing and one when they run again (FailureLog).
  const failures = new FailureLog('certificate jobs', log);
  const runDue = (): Promise<void> => {
    running = running
      .then(() => runAll())
      .then(
        () => failures.succeeded(),
        (error: unknown) => failures.failed(error),
      );
    return running;
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void runDue().then(schedule), settings.pollMs);
  };
  schedule();

  async function runAll(): Promise<void> {
    const { rows } = await ctx.db.query<{ id: string; account_id: string }>(
      `SELECT id, account_id FROM resources WHERE kind = $1 AND jsonb_typeof(body->'certificate_management_policy') = 'object' ORDER BY id`,
      [KIND],
    );
    for (const row of rows) {
      if (stopped) return;
      const claimed = await claim(row.account_id, row.id);
      if (claimed !== undefined) await run(row.account_id, row.id, claimed);
    }
  }

  /** Takes the job when it is due and no other instance holds it; the body as claimed, else undefined. */
  async function claim(accountId: string, id: string): Promise<StoredAgentIngress | undefined> {
    return ctx.db.transaction(async (tx) => {
      const record = await getResource<StoredAgentIngress>(tx, KIND, accountId, id, { forUpdate: true });
      const now = ctx.now();
      if (record === undefined || !isDue(record.body, now)) return undefined;
      const status = record.body.certificate_management_status;
      // A renewal is a new job: it shows while the certificate is requested.
      const provisioning_job = status?.provisioning_job ?? { msg: `Renewing the certificate of *.${record.body.domain}.`, started_at: timestamp(now) };
      const body: StoredAgentIngress = {
        ...record.body,
        certificate_management_status: { renews_at: status?.renews_at ?? null, provisioning_job },
        certificate_job_run: {
          failures: record.body.certificate_job_run?.failures ?? 0,
          lease_owner: settings.instanceId,
          lease_until: new Date(now.getTime() + settings.leaseMs).toISOString(),
        },
      };
      await updateResource(tx, KIND, accountId, id, { body });
      return body;
    });
  }

  async function run(accountId: string, id: string, claimed: StoredAgentIngress): Promise<void> {
    const outcome = await attempt(accountId, id, claimed).catch(
      (error: unknown): Outcome => ({
        type: 'failed',
        backoff: true,
        job: { error_code: 'INTERNAL_ERROR', msg: `The certificate could not be provisioned: ${(error as Error).message}`, started_at: startedAt(claimed) },
      }),
    );
    await finish(accountId, id, claimed, outcome);
  }

  async function attempt(accountId: string, id: string, claimed: StoredAgentIngress): Promise<Outcome> {
    const domain = claimed.domain;
    const started_at = startedAt(claimed);
    if (!settings.dnsServed) {
      return {
        type: 'failed',
        backoff: true,
        job: {
          error_code: 'INTERNAL_ERROR',
          msg: 'The service runs no name server for agent ingress domains yet (its operator set DNS_PORT=off); retrying.',
          started_at,
        },
      };
    }
    const delegation = await checkDelegation(domain, settings.nsTargets, settings.resolverServers);
    if (delegation.delegated === false) return { type: 'failed', backoff: false, job: { error_code: 'DNS_ERROR', msg: delegation.problem, started_at } };
    if (delegation.delegated === 'unknown')
      return { type: 'failed', backoff: true, job: { error_code: 'INTERNAL_ERROR', msg: delegation.problem, started_at } };
    const policy = claimed.certificate_management_policy!;
    const ordered = await orderCertificate(domain, policy, settings.acme, ctx.kek, {
      publish: (record) => changeChallenges(accountId, id, (records) => [...records, record]),
      withdraw: (record) => changeChallenges(accountId, id, (records) => records.filter((held) => held.name !== record.name || held.value !== record.value)),
    }).catch((error: unknown) => {
      throw new Error(`the certificate authority did not issue it (${(error as Error).message}); retrying.`);
    });
    const lifetime = ordered.notAfter.getTime() - ordered.notBefore.getTime();
    return {
      type: 'issued',
      status: { renews_at: timestamp(new Date(ordered.notBefore.getTime() + (lifetime * 2) / 3)), provisioning_job: null },
      certificate: {
        chain_pem: ordered.chainPem,
        sealed_key: sealPrivateKey(ordered.keyPem, ctx.kek),
        not_after: timestamp(ordered.notAfter),
        names: ordered.names,
      },
    };
  }

  async function changeChallenges(accountId: string, id: string, change: (records: ChallengeRecord[]) => ChallengeRecord[]): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      const record = await getResource<StoredAgentIngress>(tx, KIND, accountId, id, { forUpdate: true });
      if (record === undefined) throw new Error('the agent ingress was deleted');
      await updateResource(tx, KIND, accountId, id, { body: { ...record.body, acme_challenges: change(record.body.acme_challenges ?? []) } });
    });
  }

  async function finish(accountId: string, id: string, claimed: StoredAgentIngress, outcome: Outcome): Promise<void> {
    await ctx.db.transaction(async (tx: Transaction) => {
      const record = await getResource<StoredAgentIngress>(tx, KIND, accountId, id, { forUpdate: true });
      if (record === undefined) return;
      const run = record.body.certificate_job_run;
      const ours = run?.lease_owner === settings.instanceId;
      const sameJob = ours && sameJobAs(record.body, claimed);
      if (!sameJob) {
        // Changed meanwhile: the result is for a job that no longer exists; free the lease for the new one.
        if (ours) await updateResource(tx, KIND, accountId, id, { body: { ...record.body, certificate_job_run: { failures: run.failures } } });
        return;
      }
      const now = ctx.now();
      if (outcome.type === 'issued') {
        await updateResource(tx, KIND, accountId, id, {
          body: { ...record.body, certificate_management_status: outcome.status, certificate: outcome.certificate, certificate_job_run: { failures: 0 } },
        });
        log(`certificate issued for *.${record.body.domain}; renews at ${outcome.status.renews_at}`);
        return;
      }
      const failures = outcome.backoff ? (run.failures ?? 0) + 1 : 0;
      const delay = outcome.backoff ? Math.min(settings.retryMs * 2 ** (failures - 1), MAX_BACKOFF_MS) : settings.retryMs;
      const job: AgentIngressCertJob = { ...outcome.job, retries_at: timestamp(new Date(now.getTime() + delay)) };
      await updateResource(tx, KIND, accountId, id, {
        body: {
          ...record.body,
          certificate_management_status: { renews_at: record.body.certificate_management_status?.renews_at ?? null, provisioning_job: job },
          certificate_job_run: { failures },
        },
      });
    });
  }

  return {
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Due: a job waiting (no `retries_at`, or one that came), or a renewal that came; and no live lease of another run. */
export function isDue(body: StoredAgentIngress, now: Date): boolean {
  if (body.certificate_management_policy === null) return false;
  const leaseUntil = body.certificate_job_run?.lease_until;
  if (leaseUntil !== undefined && Date.parse(leaseUntil) > now.getTime()) return false;
  const status = body.certificate_management_status;
  if (status === null) return false;
  const job = status.provisioning_job;
  if (job !== null) return job.retries_at === undefined || Date.parse(job.retries_at) <= now.getTime();
  return status.renews_at !== null && Date.parse(status.renews_at) <= now.getTime();
}

function startedAt(body: StoredAgentIngress): string {
  return body.certificate_management_status?.provisioning_job?.started_at ?? timestamp(new Date());
}

/** The same job: the same policy, and the job started at the same time (an update that changes either starts another). */
function sameJobAs(current: StoredAgentIngress, claimed: StoredAgentIngress): boolean {
  const [a, b] = [current.certificate_management_policy, claimed.certificate_management_policy];
  return (
    a !== null &&
    b !== null &&
    a.authority === b.authority &&
    a.private_key_type === b.private_key_type &&
    current.certificate_management_status?.provisioning_job?.started_at === startedAt(claimed)
  );
}
