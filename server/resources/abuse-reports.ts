/**
 * Abuse reports (spec/components/schemas/AbuseReport.yaml, spec/paths/abuse_reports*.yaml): create and get only
 * — the API has no list, update or delete. Only accounts the operator authorised may create them (403
 * ABUSE_REPORTS_NOT_PERMITTED, decided before anything is written). Each distinct hostname of the reported URLs
 * gets a status, `PENDING` at first, until an operator bans, unbans or ignores it (abuse-review.ts,
 * `npm run admin -- abuse …`); the report's status is derived from them when read, so it can never disagree.
 */
import { resources } from '@tunnel-api/server';
import type { AbuseReport, AbuseReportCreate, AbuseReportHostname } from '@tunnel-api/validators';
import type { ServerContext } from '../context.js';
import { timestamp } from '../context.js';
import { ApiError } from '../errors/api-error.js';
import { reportedHostnames, reportStatus } from './abuse-report-urls.js';
import { crudHandlers, describedBy, type ResourceKind } from './crud.js';

interface Stored {
  [key: string]: unknown;
  metadata?: string;
  urls: string[];
  hostnames: AbuseReportHostname[];
}

export const abuseReports: ResourceKind<'abuse_report', AbuseReport, AbuseReportCreate, never, Stored> = {
  resource: resources.abuse_report,
  create: ({ body }) => ({
    body: {
      ...describedBy({ metadata: body.metadata }),
      urls: body.urls,
      hostnames: reportedHostnames(body.urls).map((hostname) => ({ hostname, status: 'PENDING' })),
    },
  }),
  // Never routed (no update operation exists); a report's URLs are what was reported.
  update: ({ current }) => ({ body: current.body }),
  toApi: (record, uri) => ({
    id: record.id,
    uri,
    created_at: timestamp(record.createdAt),
    ...describedBy({ metadata: record.body.metadata }),
    urls: record.body.urls,
    status: reportStatus(record.body.hostnames),
    hostnames: record.body.hostnames,
  }),
};

export function abuseReportHandlers(ctx: ServerContext) {
  const crud = crudHandlers(ctx, abuseReports);
  return {
    async create(input: Parameters<typeof crud.create>[0]): ReturnType<typeof crud.create> {
      if (!input.account.mayReportAbuse) throw new ApiError('ABUSE_REPORTS_NOT_PERMITTED');
      return crud.create(input);
    },
    get: crud.get,
  };
}
