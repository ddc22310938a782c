/**
 * Handlers that differ from the shared CRUD of a stored resource kind (stored-kinds.gen.ts): reserved addresses
 * (an address picked, retried when taken; spec/paths/reserved_addrs*.yaml) and abuse reports (only an account
 * allowed to report may create one; spec/paths/abuse_reports*.yaml). Spread after the shared CRUD, so these win.
 */
import { resources } from '@tunnel-api/server';
import type { ServerContext } from '../context.js';
import { abuseReportHandlers } from '../resources/abuse-reports.js';
import { reservedAddrHandlers } from '../resources/reserved-addrs.js';
import { byOperationId } from './by-operation-id.js';

export function addressHandlers(ctx: ServerContext) {
  return {
    ...byOperationId(resources.reserved_addr, reservedAddrHandlers(ctx)),
    ...byOperationId(resources.abuse_report, abuseReportHandlers(ctx)),
  };
}
