/**
 * Endpoint configurations (docs/decisions/0010-referenced-resources.md): the API names them only as what a
 * reserved address attaches (spec/components/schemas/ReservedAddr.yaml), so they get minimal CRUD with `type`
 * (`cloud` by default, fixed at creation — the update schema refuses it with IMMUTABLE_FIELD), `description`
 * and `metadata`. A configuration attached to a reserved address is referenced by it and cannot be deleted (409
 * RESOURCE_IN_USE, the storage's foreign key decides).
 */
import { resources } from '@tunnel-api/server';
import type { EndpointConfiguration, EndpointConfigurationCreate, EndpointConfigurationUpdate } from '@tunnel-api/validators';
import { describedBy, describedPatch, headAndBody, type ResourceKind } from './crud.js';

export const ENDPOINT_CONFIGURATIONS_PATH = '/endpoint_configurations';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  type: EndpointConfiguration['type'];
}

export const endpointConfigurations: ResourceKind<
  'endpoint_configuration',
  EndpointConfiguration,
  EndpointConfigurationCreate,
  EndpointConfigurationUpdate,
  Stored
> = {
  resource: resources.endpoint_configuration,
  create: ({ body }) => ({ body: { ...describedBy(body), type: body.type || 'cloud' } }),
  update: ({ body, current }) => ({ body: { ...describedPatch(body, current.body), type: current.body.type } }),
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts).
  storedBodyIsApi: true,
  toApi: headAndBody,
};
