/**
 * Reserved addresses (spec/components/schemas/ReservedAddr.yaml;
 * docs/decisions/0026-server-assigned-values.md). `addr` is assigned at creation and is unique across all
 * accounts: the storage holds it as a unique value (namespace `reserved_addr`), so two concurrent creates can
 * never get the same one. A pick that is already taken rolls its create back and is retried with a fresh pick
 * and a fresh id, each attempt in its own transaction, so a retry never leaves half of an earlier attempt
 * behind. `addr` and `region` never change (the update schema refuses them with IMMUTABLE_FIELD).
 * `endpoint_configuration_id` attaches an endpoint configuration of the account, held as a reference so that
 * the configuration cannot be deleted while attached; `null` detaches it.
 */
import { resources } from '@tunnel-api/server';
import type { ReservedAddr, ReservedAddrCreate, ReservedAddrUpdate } from '@tunnel-api/validators';
import type { ServerContext } from '../context.js';
import { isConflictError } from '../storage/index.js';
import { crudHandlers, describedBy, describedPatch, type ResourceKind, resourceHead } from './crud.js';
import { ENDPOINT_CONFIGURATIONS_PATH } from './endpoint-configurations.js';
import { requireReferences } from './references.js';
import { DEFAULT_REGION, type Region } from './regions.js';
import { type AddrPicker, randomAddr } from './reserved-addr-allocation.js';

export const RESERVED_ADDR_NAMESPACE = 'reserved_addr';

/** Attempts at a free address before giving up; with ~500 000 addresses per region a retry is already rare. */
export const ADDR_ATTEMPTS = 8;

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  addr: string;
  region: Region;
  endpoint_configuration_id: string | null;
}

export function reservedAddrs(pickAddr: AddrPicker): ResourceKind<'reserved_addr', ReservedAddr, ReservedAddrCreate, ReservedAddrUpdate, Stored> {
  return {
    resource: resources.reserved_addr,
    create: ({ body }) => {
      // `||`: the zero value "" is "not set" (docs/decisions/0032-zero-values-on-create.md).
      const region = body.region || DEFAULT_REGION;
      const addr = pickAddr(region);
      return {
        body: { ...describedBy(body), addr, region, endpoint_configuration_id: null },
        uniques: [{ namespace: RESERVED_ADDR_NAMESPACE, value: addr }],
      };
    },
    async update({ body, current, account, tx }) {
      const attach = body.endpoint_configuration_id;
      const references = typeof attach === 'string' ? [{ id: attach, pointer: '/endpoint_configuration_id' }] : [];
      await requireReferences(tx, account.id, references);
      const endpointConfigurationId = attach === undefined ? current.body.endpoint_configuration_id : attach;
      return {
        body: {
          ...describedPatch(body, current.body),
          addr: current.body.addr,
          region: current.body.region,
          endpoint_configuration_id: endpointConfigurationId,
        },
        // Only a request that names the field changes the reference (PATCH: omitted fields unchanged).
        references: attach === undefined ? undefined : references,
      };
    },
    toApi: (record, uri, ctx) => {
      const attached = record.body.endpoint_configuration_id;
      return {
        ...resourceHead(record, uri),
        addr: record.body.addr,
        region: record.body.region,
        endpoint_configuration: attached === null ? null : { id: attached, uri: `${ctx.publicUrl}${ENDPOINT_CONFIGURATIONS_PATH}/${attached}` },
      };
    },
    // No `conflict`: a taken address reaches reservedAddrHandlers' create as a ConflictError, to retry.
  };
}

/** The five handlers, with create retrying a taken address (`pickAddr` is injectable for tests). */
export function reservedAddrHandlers(ctx: ServerContext, pickAddr: AddrPicker = randomAddr) {
  const crud = crudHandlers(ctx, reservedAddrs(pickAddr));
  return {
    ...crud,
    async create(input: Parameters<typeof crud.create>[0]): ReturnType<typeof crud.create> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await crud.create(input);
        } catch (error) {
          const taken = isConflictError(error) && error.namespace === RESERVED_ADDR_NAMESPACE;
          if (!taken || attempt >= ADDR_ATTEMPTS) throw error;
        }
      }
    },
  };
}
