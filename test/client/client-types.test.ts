// Type tests of the generated client (docs/decisions/0029-generator-for-any-spec.md): signatures come from
// the spec. `tsc` (npm run check, and test/generator/compile.test.ts) fails if an expectation or a `@ts-expect-error`
// breaks.
import {
  type ApiClient,
  type CallOptions,
  type CreateTunnelGroupBackendBody,
  type components,
  createClient,
  type GetTunnelGroupBackendResponse,
  type ListReservedAddrsItem,
  type PageIterator,
  type Readable,
  type ReservedAddr,
  type ReservedAddrList,
  type SAMLModule,
  type SAMLModuleWritable,
  type TunnelGroupBackend,
  type TunnelGroupBackendCreate,
  type TunnelGroupBackendList,
  type Writable,
} from '@tunnel-api/client';
import { describe, expectTypeOf, it } from 'vitest';

const api: ApiClient = createClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });

describe('client types', () => {
  it('CRUD methods take and return the spec types', () => {
    expectTypeOf(api.reservedAddrs.get).parameters.toEqualTypeOf<Parameters<(id: string, options?: CallOptions) => void>>();
    expectTypeOf(api.reservedAddrs.get).returns.resolves.toEqualTypeOf<ReservedAddr>();
    expectTypeOf(api.reservedAddrs.delete).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(api.tunnelGroupBackends.create).parameter(0).toExtend<TunnelGroupBackendCreate>();
    expectTypeOf<TunnelGroupBackendCreate>().toExtend<Parameters<typeof api.tunnelGroupBackends.create>[0]>();
  });

  it('list returns a PageIterator of items with the envelope as its page', () => {
    expectTypeOf(api.reservedAddrs.list).returns.toEqualTypeOf<PageIterator<ListReservedAddrsItem, ReservedAddrList>>();
    expectTypeOf<ListReservedAddrsItem>().toEqualTypeOf<ReservedAddr>();
    expectTypeOf(api.reservedAddrs.list().firstPage).returns.resolves.toEqualTypeOf<ReservedAddrList>();
    expectTypeOf(api.reservedAddrs.list).parameter(0).toEqualTypeOf<{ before_id?: string; limit?: number } | undefined>();
  });

  it('module methods take the edge id, then the route id, then the body', () => {
    expectTypeOf(api.httpsEdgeRouteOauthModule.replace).parameter(0).toEqualTypeOf<string>();
    expectTypeOf(api.httpsEdgeRouteOauthModule.replace).parameter(1).toEqualTypeOf<string>();
    expectTypeOf(api.tunnelSessions.restart).returns.resolves.toEqualTypeOf<undefined>();
  });

  it('rejects wrong bodies at compile time', () => {
    const wrongField = () =>
      // @ts-expect-error `regoin` is not a field of ReservedAddrCreate
      api.reservedAddrs.create({ regoin: 'eu' });
    const wrongValue = () =>
      // @ts-expect-error region is an enum
      api.reservedAddrs.create({ region: 'mars' });
    const missingId = () =>
      // @ts-expect-error get needs an id
      api.reservedAddrs.get();
    expectTypeOf(wrongField).toBeFunction();
    expectTypeOf(wrongValue).toBeFunction();
    expectTypeOf(missingId).toBeFunction();
  });

  it('raw is the typed openapi-fetch client; Service-Version is optional there since the client sends it', () => {
    const call = () => api.raw.GET('/reserved_addrs/{id}', { params: { path: { id: 'ra_1' } } });
    expectTypeOf(call).returns.resolves.toHaveProperty('data').toEqualTypeOf<ReservedAddr | undefined>();
    const wrongPath = () =>
      // @ts-expect-error no such path
      api.raw.GET('/reserved_address/{id}', { params: { path: { id: 'ra_1' } } });
    expectTypeOf(wrongPath).toBeFunction();
  });

  it('every schema is a named type equal to the read view of its openapi-typescript type', () => {
    expectTypeOf<TunnelGroupBackend>().toEqualTypeOf<Readable<components['schemas']['TunnelGroupBackend']>>();
    expectTypeOf<TunnelGroupBackendList>().toEqualTypeOf<Readable<components['schemas']['TunnelGroupBackendList']>>();
    expectTypeOf<TunnelGroupBackendList['backends'][number]>().toEqualTypeOf<TunnelGroupBackend>();
    expectTypeOf<GetTunnelGroupBackendResponse>().toEqualTypeOf<TunnelGroupBackend>();
    expectTypeOf<CreateTunnelGroupBackendBody>().toEqualTypeOf<TunnelGroupBackendCreate>();
  });

  it('a schema with read-only fields has a writable variant, which requests take', () => {
    expectTypeOf<SAMLModule>().toEqualTypeOf<Readable<components['schemas']['SAMLModule']>>();
    // Writable<…> is an intersection, which expect-type never calls equal to an interface: both ways assignable.
    expectTypeOf<SAMLModuleWritable>().toExtend<Writable<components['schemas']['SAMLModule']>>();
    expectTypeOf<Writable<components['schemas']['SAMLModule']>>().toExtend<SAMLModuleWritable>();
    expectTypeOf<SAMLModule>().toHaveProperty('entity_id').toEqualTypeOf<string>();
    // @ts-expect-error entity_id is read-only: the service sets it
    const body: SAMLModuleWritable = { entity_id: 'https://idp.example' };
    expectTypeOf(body).toEqualTypeOf<SAMLModuleWritable>();
  });
});
