/**
 * Response headers module of an HTTPS edge route
 * (spec/paths/edges_https_{edge_id}_routes_{id}_response_headers.yaml): headers added to and removed from the
 * responses sent to HTTP clients. Names are case-insensitive (RFC 9110 §5.1) and returned in lower case; the
 * schema already refuses names that are not tokens and values with CR, LF or NUL.
 */
import type { ResponseHeadersModule, ResponseHeadersModuleReplace } from '@tunnel-api/validators';
import { lowerCaseHeaders } from '../header-names.js';
import type { ModuleKind } from './module-kind.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  add: Record<string, string>;
  remove: string[];
}

export const responseHeadersModule: ModuleKind<ResponseHeadersModule, ResponseHeadersModuleReplace, Config, unknown> = {
  key: 'response_headers',
  what: 'response headers',
  configure: ({ body }) => ({
    config: {
      enabled: body.enabled ?? true,
      add: lowerCaseHeaders(body.add ?? {}, '/add'),
      remove: [...new Set((body.remove ?? []).map((name) => name.toLowerCase()))],
    },
  }),
  toApi: (config) => ({ enabled: config.enabled, add: config.add, remove: config.remove }),
};
