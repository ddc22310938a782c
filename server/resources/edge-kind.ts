/**
 * What HTTPS, TCP and TLS edges share (docs/decisions/0010-referenced-resources.md): `description`, `metadata`
 * and `hostports`. Their modules live in the stored body under `modules` (see modules/module-host.ts);
 * a PATCH of the edge keeps them, and deleting the edge deletes its routes and modules with it.
 */
import type { resources } from '@tunnel-api/server';
import { describedBy, describedPatch, type ResourceKind, resourceHead } from './crud.js';
import { checkHostports } from './hostports.js';
import type { StoredModules } from './modules/stored-modules.js';

export interface StoredEdge {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  hostports: string[];
  modules?: StoredModules;
}

interface EdgeApi {
  id: string;
  uri: string;
  created_at: string;
  description?: string;
  metadata?: string;
  hostports: string[];
}

interface EdgeWrite {
  description?: string;
  metadata?: string;
  hostports?: string[];
}

export function edgeKind<Name extends 'https_edge' | 'tcp_edge' | 'tls_edge', Api extends EdgeApi, Create extends EdgeWrite, Update extends EdgeWrite>(
  resource: (typeof resources)[Name],
): ResourceKind<Name, Api, Create, Update, StoredEdge> {
  return {
    resource,
    create: ({ body }) => ({ body: { ...describedBy(body), hostports: checkHostports(body.hostports ?? []) } }),
    update: ({ body, current }) => ({
      body: {
        ...describedPatch(body, current.body),
        hostports: body.hostports === undefined ? current.body.hostports : checkHostports(body.hostports),
        ...(current.body.modules !== undefined ? { modules: current.body.modules } : {}),
      },
    }),
    toApi: (record, uri) =>
      Object.assign(resourceHead(record, uri), {
        hostports: record.body.hostports,
      }) as Api,
  };
}
