/**
 * The operator's review of abuse reports (docs/decisions/0059-abuse-report-review.md): list the reports that
 * wait for a decision, across accounts, and act on a hostname — ban, unban or ignore it. Acting sets the
 * hostname's status (spec/components/schemas/AbuseReport.yaml `hostnames[].status`) in every report that names
 * it, or in one report when the operator names it; the report's own status follows from its hostnames'
 * (abuse-report-urls.ts `reportStatus`), so the reporter sees `PARTIALLY_PROCESSED` then `PROCESSED` through
 * the API.
 */
import { resources } from '@tunnel-api/server';
import type { AbuseReport, AbuseReportHostname } from '@tunnel-api/validators';
import { type Database, getResource, type Queryable, updateResource } from '../storage/index.js';
import { reportStatus } from './abuse-report-urls.js';

const KIND = resources.abuse_report.kind;

/** What an operator may decide about a hostname, and the status it gives it. */
export const HOSTNAME_ACTIONS = { ban: 'BANNED', unban: 'UNBANNED', ignore: 'IGNORE' } as const satisfies Record<string, AbuseReportHostname['status']>;
export type HostnameAction = keyof typeof HOSTNAME_ACTIONS;

/** One report as an operator sees it: whose it is, and every hostname's status. */
export interface ReviewedReport {
  id: string;
  account_id: string;
  created_at: string;
  status: AbuseReport['status'];
  urls: string[];
  hostnames: AbuseReportHostname[];
}

interface Row {
  id: string;
  account_id: string;
  created_at: Date | string;
  body: { urls: string[]; hostnames: AbuseReportHostname[] };
}

/**
 * Reports oldest first; by default only those with a hostname still `PENDING` (the review queue), every one
 * with `all`.
 */
export async function reportsToReview(db: Queryable, options: { all?: boolean } = {}): Promise<ReviewedReport[]> {
  const { rows } = await db.query<Row>('SELECT id, account_id, created_at, body FROM resources WHERE kind = $1 ORDER BY id', [KIND]);
  return rows.map(toReviewed).filter((report) => options.all === true || report.status !== 'PROCESSED');
}

/**
 * Sets `hostname`'s status in every report naming it (only in `reportId` when given), each report in its own
 * row lock so a concurrent review of the same report cannot lose either decision. Returns the reports changed.
 */
export async function actOnHostname(db: Database, hostname: string, action: HostnameAction, reportId?: string): Promise<ReviewedReport[]> {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const { rows } = await db.query<{ id: string; account_id: string }>(
    `SELECT id, account_id FROM resources WHERE kind = $1 AND body->'hostnames' @> $2::jsonb${reportId === undefined ? '' : ' AND id = $3'} ORDER BY id`,
    [KIND, JSON.stringify([{ hostname: name }]), ...(reportId === undefined ? [] : [reportId])],
  );
  const changed: ReviewedReport[] = [];
  for (const row of rows) {
    const updated = await db.transaction(async (tx) => {
      const current = await getResource<Row['body']>(tx, KIND, row.account_id, row.id, { forUpdate: true });
      if (current === undefined) return undefined; // its account deleted it meanwhile
      const hostnames = current.body.hostnames.map((entry) =>
        entry.hostname === name ? { hostname: entry.hostname, status: HOSTNAME_ACTIONS[action] } : entry,
      );
      return updateResource(tx, KIND, row.account_id, row.id, { body: { ...current.body, hostnames } });
    });
    if (updated !== undefined) changed.push(toReviewed({ id: updated.id, account_id: updated.accountId, created_at: updated.createdAt, body: updated.body }));
  }
  return changed;
}

function toReviewed(row: Row): ReviewedReport {
  return {
    id: row.id,
    account_id: row.account_id,
    created_at: new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    status: reportStatus(row.body.hostnames),
    urls: row.body.urls,
    hostnames: row.body.hostnames,
  };
}
