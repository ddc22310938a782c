// Given/want tables for the naming module: casing, SDK namespaces and methods, argument and type names.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { clientNames } from '../../generator/emit/client/names.js';
import { serverNames } from '../../generator/emit/server/names.js';
import { validatorNames } from '../../generator/emit/validators/names.js';
import type { IrDocument, IrOperation, IrSchema } from '../../generator/ir/types.js';
import { pathArgumentNames } from '../../generator/naming/argument-names.js';
import { camelCase, pascalCase } from '../../generator/naming/casing.js';
import { ExportNames } from '../../generator/naming/export-names.js';
import { propertyKey, safeIdentifier } from '../../generator/naming/identifier.js';
import { kebabName, projectNames } from '../../generator/naming/project-names.js';
import { createNameResolver, type NameClaim, operationPart } from '../../generator/naming/resolver.js';
import { namespaceName, sdkMethodName, sdkNamespaces } from '../../generator/naming/sdk-names.js';
import { NAME_CLAIMS } from '../../generator/targets.js';

function op(operationId: string, tag = 't', extensions: Record<string, unknown> = {}): IrOperation {
  return {
    operationId,
    operationIdDerived: false,
    method: 'get',
    path: `/${operationId}`,
    tag,
    tags: [tag],
    summary: undefined,
    description: undefined,
    deprecated: false,
    pathParams: [],
    queryParams: [],
    headerParams: [],
    cookieParams: [],
    requestBody: undefined,
    responses: [],
    security: [],
    securityRequirements: [],
    extensions,
    pointer: `/paths/~1${operationId}/get`,
  };
}

function doc(operations: IrOperation[], schemas: IrSchema[] = [], title = 'Widgets'): IrDocument {
  const tags = [...new Set(operations.map((o) => o.tag))].map((name) => ({ name, displayName: undefined, description: undefined, extensions: {} }));
  return {
    openapiVersion: '3.1.0',
    info: { title, version: '1', description: undefined },
    servers: [],
    tags,
    operations,
    schemas,
    extensions: {},
    componentExtensions: {},
    bundle: {},
  };
}

const schema = (name: string): IrSchema => ({ name, schema: {}, pointer: `/components/schemas/${name}` });

/** Method names of a tag's operations, as `namespace.method`. */
function methods(operations: IrOperation[]): string[] {
  return sdkNamespaces(operations, [], new Diagnostics()).flatMap((ns) => ns.methods.map((m) => `${ns.name}.${m.name}`));
}

describe('casing', () => {
  it.each([
    ['reserved_addrs', 'reservedAddrs'],
    ['https_edge_route_oauth_module', 'httpsEdgeRouteOauthModule'],
    ['Fine-tuning', 'fineTuning'],
    ['URL', 'url'],
    ['Api20100401Account', 'api20100401Account'],
    ['APIKeys', 'apiKeys'],
    ['IPPolicies', 'ipPolicies'],
    ['VPCs', 'vpcs'],
    ['OAuthApps', 'oauthApps'],
    ['HTTPSEdge', 'httpsEdge'],
    ['1-Click Applications', 'oneClickApplications'],
    ['2fa', 'twoFa'],
    ['365days', 'threeSixFiveDays'],
    ['default', 'default'],
    ['already camelCase', 'alreadyCamelCase'],
  ])('camelCase(%s) = %s', (given, want) => expect(camelCase(given)).toBe(want));

  it.each([
    ['createTunnelGroupBackend', 'CreateTunnelGroupBackend'],
    ['tunnel_group_backend', 'TunnelGroupBackend'],
    ['Foo.Bar-baz', 'FooBarBaz'],
  ])('pascalCase(%s) = %s', (given, want) => expect(pascalCase(given)).toBe(want));

  it.each([
    ['delete', 'delete_'],
    ['class', 'class_'],
    ['2fa', '_2fa'],
    ['ok', 'ok'],
  ])('safeIdentifier(%s) = %s', (given, want) => expect(safeIdentifier(given)).toBe(want));

  it.each([
    ['edge_id', 'edge_id'],
    ['Service-Version', '"Service-Version"'],
  ])('propertyKey(%s) = %s', (given, want) => expect(propertyKey(given)).toBe(want));
});

describe('SDK namespaces', () => {
  it.each([
    // given tag → want namespace: the tag's camelCase, without a leading API version
    ['weighted_backends', 'weightedBackends'],
    ['Api20100401Account', 'account'],
    ['Api20100401IncomingPhoneNumber', 'incomingPhoneNumber'],
    ['api_v2_users', 'users'],
    ['v2 Users', 'users'],
    ['V1Models', 'models'],
    ['API Keys', 'apiKeys'],
    ['2fa', 'twoFa'],
    ['v2fa', 'v2fa'],
    ['Api2010', 'api2010'],
    ['default', 'default'],
  ])('%s → %s', (tag, want) => expect(namespaceName(tag)).toBe(want));

  it('a tag whose namespace another tag took gets its whole name (else a number), with a warning; no operation loses its method', () => {
    const diagnostics = new Diagnostics();
    const namespaces = sdkNamespaces([op('listUsers', 'Users'), op('listUsersV2', 'v2 Users'), op('getRaw', 'raw')], ['Users', 'v2 Users', 'raw'], diagnostics);
    expect(namespaces.map((ns) => [ns.tag, ns.name, ns.methods.map((m) => m.name)])).toEqual([
      ['Users', 'users', ['list']],
      ['v2 Users', 'v2Users', ['list']],
      ['raw', 'raw2', ['get']],
    ]);
    expect(diagnostics.all.map((d) => d.message)).toEqual([
      'tag "v2 Users" becomes client namespace "users", which tag "Users" already uses; its namespace is "v2Users"',
      'tag "raw" becomes client namespace "raw", which the client already uses; its namespace is "raw2"',
    ]);
  });
});

describe('SDK method names never move', () => {
  it.each([
    // given operationId, tag → want method
    ['createWeightedBackend', 'weighted_backends', 'create'],
    ['listWeightedBackends', 'weighted_backends', 'list'],
    ['getWeightedBackend', 'weighted_backends', 'get'],
    ['updateWeightedBackend', 'weighted_backends', 'update'],
    ['deleteWeightedBackend', 'weighted_backends', 'delete'],
    ['getWeightedBackendChildren', 'weighted_backends', 'getChildren'],
    ['listWeightedBackendChildren', 'weighted_backends', 'listChildren'],
    ['replaceHttpsEdgeRouteOAuthModule', 'https_edge_route_oauth_module', 'replace'],
    ['restartTunnelSession', 'tunnel_sessions', 'restart'],
    ['getAgentIngress', 'agent_ingresses', 'get'],
    ['listIpPolicies', 'ip_policies', 'list'],
    ['showPetById', 'pets', 'showById'],
    ['listPets', 'pets', 'list'],
    ['ListAccount', 'Api20100401Account', 'list'],
    ['get', 'things', 'get'],
    ['get-thing', 'things', 'get'],
  ])('%s in tag %s → %s', (operationId, tag, want) => expect(sdkMethodName(op(operationId, tag))).toBe(want));

  /** given operationId, tag, method, path → want method: names a person would choose (generator/naming/method-words.ts). */
  it.each([
    // FastAPI: <function>_<path>_<method>
    ['list_models_v1_models_get', 'models', 'get', '/v1/models', 'list'],
    ['retrieve_model_v1_models__model_id__get', 'models', 'get', '/v1/models/{model_id}', 'retrieve'],
    ['chat_completion_v1_chat_completions_post', 'chat', 'post', '/v1/chat/completions', 'createCompletion'],
    ['get_voice_sample_audio_v1_audio_voices__voice_id__sample_get', 'audio.voices', 'get', '/v1/audio/voices/{voice_id}/sample', 'getSample'],
    // <module>_api_<route>_<action>
    ['agents_api_v1_agents_list', 'beta.agents', 'get', '/v1/agents', 'list'],
    ['agents_api_v1_conversations_restart', 'beta.conversations', 'post', '/v1/conversations/{conversation_id}/restart', 'restart'],
    ['agents_api_v1_conversations_history', 'beta.conversations', 'get', '/v1/conversations/{conversation_id}/history', 'getHistory'],
    ['files_api_routes_upload_file', 'files', 'post', '/v1/files', 'upload'],
    ['jobs_api_routes_fine_tuning_cancel_fine_tuning_job', 'fine-tuning', 'post', '/v1/fine_tuning/jobs/{job_id}/cancel', 'cancelJob'],
    ['audio_api_v1_transcriptions_post', 'audio.transcriptions', 'post', '/v1/audio/transcriptions', 'create'],
    ['libraries_documents_reprocess_v1', 'beta.libraries.documents', 'post', '/v1/libraries/{library_id}/documents/{document_id}/reprocess', 'reprocess'],
    // <method>_<path>
    ['get_files_id', 'files', 'get', '/files/{file_id}', 'get'],
    ['get_files_id_comments', 'comments', 'get', '/files/{file_id}/comments', 'listForFile'],
    ['post_files_id_copy', 'files', 'post', '/files/{file_id}/copy', 'copy'],
    // …and its words are nouns unless a whole segment is a verb: `batch` of `BatchPayments` is not an action
    ['getBatchPayments', 'Accounting', 'get', '/BatchPayments', 'listBatchPayments'],
    ['getBatchPayment', 'Accounting', 'get', '/BatchPayments/{BatchPaymentID}', 'getBatchPayment'],
    ['get_search', 'default', 'get', '/search', 'search'],
    ['post_jobs_id_cancel', 'jobs', 'post', '/jobs/{id}/cancel', 'cancel'],
    // namespace words not repeated; a verb first
    ['emails_list', 'emails', 'get', '/emails', 'list'],
    ['actionsList', 'actions', 'get', '/actions', 'list'],
    ['getUserFollowers', 'users', 'get', '/users/{id}/followers', 'getFollowers'],
    ['createPost', 'posts', 'post', '/posts', 'create'],
    ['createPost', 'blog', 'post', '/blog/posts', 'createPost'],
    ['getApiKey', 'api_keys', 'get', '/api-keys/{id}', 'get'],
    ['messages', 'threads', 'get', '/threads/{id}/messages', 'listMessages'],
    ['threads', 'threads', 'get', '/threads', 'list'],
    ['unarchiveWorkflow', 'workflows', 'put', '/workflows/{id}/unarchive', 'unarchive'],
    // GET on a path that ends with a static word lists only a plural: one thing is got
    ['get_users_me', 'users', 'get', '/users/me', 'getMe'],
    ['get_ai_agent_default', 'ai', 'get', '/ai_agent_default', 'getAgentDefault'],
    ['get_files_id_watermark', 'watermarks', 'get', '/files/{file_id}/watermark', 'getForFile'],
    ['get_collections_id_items', 'collections', 'get', '/collections/{collection_id}/items', 'listItems'],
    ['get_integration_mappings_slack', 'integration_mappings', 'get', '/integration_mappings/slack', 'listSlack'],
    ['get_folders_id_metadata', 'metadata_instances', 'get', '/folders/{folder_id}/metadata', 'listForFolder'],
    [
      'get_legal_hold_policy_assignments_id_files_on_hold',
      'legal_hold_policy_assignments',
      'get',
      '/legal_hold_policy_assignments/{id}/files_on_hold',
      'listFilesOnHold',
    ],
    ['get_gateway', 'default', 'get', '/gateway', 'getGateway'],
    ['get_search', 'search', 'get', '/search', 'list'],
    // a person's leading verb stays even when the namespace says it
    ['inviteUser', 'Invites', 'post', '/organization/invites', 'inviteUser'],
    ['searchUsers', 'search', 'get', '/search/users', 'searchUsers'],
    ['check_cancel', 'Checks', 'delete', '/checks/{chk_id}', 'cancel'],
    ['ListSipCredentialList', 'Api20100401CredentialList', 'get', '/2010-04-01/Accounts/{AccountSid}/SIP/CredentialLists.json', 'list'],
    // an id that starts with its HTTP method keeps its words in order; a verb that is often a noun does not lead
    ['post_oauth2_token#refresh', 'authorization', 'post', '/oauth2/token#refresh', 'postOauth2TokenRefresh'],
    ['action_guild_join_request', 'default', 'post', '/guilds/{guild_id}/requests/{request_id}', 'actionGuildJoinRequest'],
    ['thread_search', 'default', 'get', '/channels/{channel_id}/threads/search', 'searchThread'],
    // …and `get` of the namespace in the plural on a collection is a list
    ['get_judges_v1_observability_judges_get', 'beta.observability.judges', 'get', '/v1/observability/judges', 'list'],
    ['getWidgets', 'widgets', 'get', '/widgets', 'list'],
    ['getWidget', 'widgets', 'get', '/widget', 'get'],
    ['get_campaign_status_by_id_v1_campaigns__campaign_id__status_get', 'campaigns', 'get', '/v1/campaigns/{campaign_id}/status', 'getStatus'],
    // `by id` of an operation on one item echoes its path; other `by` words tell operations apart
    ['get_judge_by_id_v1_observability_judges__judge_id__get', 'beta.observability.judges', 'get', '/v1/observability/judges/{judge_id}', 'get'],
    ['showPetById', 'pets', 'get', '/pets/{petId}', 'show'],
    ['getAccountAttachmentById', 'Accounting', 'get', '/Accounts/{AccountID}/Attachments/{AttachmentID}', 'getAccountAttachment'],
    ['getAccountAttachmentByFileName', 'Accounting', 'get', '/Accounts/{AccountID}/Attachments/{FileName}', 'getAccountAttachmentByFileName'],
    ['get_webhook_by_token', 'default', 'get', '/webhooks/{webhook_id}/{webhook_token}', 'getWebhookByToken'],
    // the resource first and the verb last: the verb leads
    ['admin-api-keys-list', 'default', 'get', '/organization/admin_api_keys', 'listAdminApiKeys'],
    ['domain_get', 'URL Shortener', 'get', '/domains/{domain_id}', 'getDomain'],
    ['link_update', 'URL Shortener', 'patch', '/links/{link_id}', 'updateLink'],
    // words before the namespace said last: a parent of the path is said with `for`, a static grouping not at all
    ['listProjectCertificates', 'Certificates', 'get', '/organization/projects/{project_id}/certificates', 'listForProject'],
    ['listOrganizationCertificates', 'Certificates', 'get', '/organization/certificates', 'list'],
    ['retrieve-project-spend-alert', 'Spend alerts', 'get', '/organization/projects/{project_id}/spend_alerts/{alert_id}', 'retrieveForProject'],
    [
      'ListRecordingAddOnResult',
      'Api20100401AddOnResult',
      'get',
      '/2010-04-01/Accounts/{AccountSid}/Recordings/{ReferenceSid}/AddOnResults.json',
      'listForRecording',
    ],
    ['ListSipDomain', 'Api20100401Domain', 'get', '/2010-04-01/Accounts/{AccountSid}/SIP/Domains.json', 'list'],
    ['ListUsageRecordAllTime', 'Api20100401AllTime', 'get', '/2010-04-01/Accounts/{AccountSid}/Usage/Records/AllTime.json', 'list'],
    ['beta_cancelResponse', 'Responses', 'post', '/responses/{response_id}/cancel?beta=true', 'betaCancel'],
    [
      'signal_workflow_execution_v1_workflows_executions__execution_id__signals_post',
      'beta.workflows.executions',
      'post',
      '/v1/workflows/executions/{execution_id}/signals',
      'createSignal',
    ],
    ['get_workflow_metrics_v1_workflows__workflow_name__metrics_get', 'beta.workflows.metrics', 'get', '/v1/workflows/{workflow_name}/metrics', 'get'],
    [
      'CreateRealtimeTranscription',
      'Api20100401CallTranscription',
      'post',
      '/2010-04-01/Accounts/{AccountSid}/Calls/{CallSid}/Transcriptions.json',
      'createRealtime',
    ],
    ['post_users_id_email_aliases', 'Email aliases', 'post', '/users/{user_id}/email_aliases', 'createForUser'],
    [
      'post_dataset_records_from_dataset_v1_datasets__dataset_id__imports_from_dataset_post',
      'datasets',
      'post',
      '/v1/datasets/{dataset_id}/imports/from-dataset',
      'createRecordsFromDataset',
    ],
  ])('%s in tag %s (%s %s) → %s', (operationId, tag, method, path, want) => {
    expect(sdkMethodName({ ...op(operationId, tag), method: method as IrOperation['method'], path })).toBe(want);
  });

  it('honours the SDK-name extensions other generators read', () => {
    expect(sdkMethodName(op('agents_api_v1_agents_get', 'agents', { 'x-speakeasy-name-override': 'fetch' }))).toBe('fetch');
    expect(sdkMethodName(op('agents_api_v1_agents_get', 'agents', { 'x-fern-sdk-method-name': 'retrieve' }))).toBe('retrieve');
    expect(sdkMethodName(op('agents_api_v1_agents_get', 'agents', { 'x-sdk-name': 'ours', 'x-speakeasy-name-override': 'theirs' }))).toBe('ours');
  });

  it('x-sdk-name overrides the rule; a value that is not an identifier is ignored', () => {
    expect(sdkMethodName(op('getWeightedBackendChildren', 'weighted_backends', { 'x-sdk-name': 'children' }))).toBe('children');
    expect(sdkMethodName(op('getWeightedBackend', 'weighted_backends', { 'x-sdk-name': 'not a name' }))).toBe('get');
  });

  const crud = ['createWeightedBackend', 'listWeightedBackends', 'getWeightedBackend', 'updateWeightedBackend', 'deleteWeightedBackend'];
  const before = ['weightedBackends.create', 'weightedBackends.list', 'weightedBackends.get', 'weightedBackends.update', 'weightedBackends.delete'];
  it.each([
    ['a second get', ['getWeightedBackendChildren'], ['weightedBackends.getChildren']],
    ['a second list', ['listWeightedBackendChildren'], ['weightedBackends.listChildren']],
    ['a command', ['restartWeightedBackend'], ['weightedBackends.restart']],
    ['another tag', ['getThing'], []],
  ])('adding %s renames nothing', (_, added, want) => {
    const operations = [...crud, ...added].map((id) => op(id, id === 'getThing' ? 'things' : 'weighted_backends'));
    const names = methods(operations);
    expect(names.slice(0, before.length)).toEqual(before);
    expect(names.slice(before.length).filter((n) => n.startsWith('weightedBackends.'))).toEqual(want);
  });

  it('adding an operation before the others in document order renames nothing either', () => {
    const names = methods([op('getWeightedBackendChildren', 'weighted_backends'), ...crud.map((id) => op(id, 'weighted_backends'))]);
    expect(names.slice(1)).toEqual(before);
  });

  it('gives the first of two operations that end with the same method that name, and every other one its whole operationId', () => {
    const diagnostics = new Diagnostics();
    const namespaces = sdkNamespaces([op('get-thing', 'things'), op('getThing', 'things'), op('get_thing', 'things')], ['things'], diagnostics);
    expect(namespaces[0]?.methods.map((m) => [m.name, m.operation.operationId])).toEqual([
      ['get', 'get-thing'],
      ['getThing', 'getThing'],
      ['getThing2', 'get_thing'],
    ]);
    expect(diagnostics.all.map((d) => [d.code, d.severity, d.message])).toEqual([
      ['GEN007', 'warning', 'operations "get-thing" and "getThing" both become method "get" of namespace for tag "things"; "getThing" is method "getThing"'],
      ['GEN007', 'warning', 'operations "get-thing" and "get_thing" both become method "get" of namespace for tag "things"; "get_thing" is method "getThing2"'],
    ]);
  });

  it('names the later of two machine-made operations that meet by its reading with the namespace kept, not its whole id', () => {
    const diagnostics = new Diagnostics();
    const event = (operationId: string, method: IrOperation['method'], path: string) => ({ ...op(operationId, 'chat_completion_events'), method, path });
    const namespaces = sdkNamespaces(
      [
        event('get_chat_completion_events_v1_chat_completion_events_search_post', 'post', '/v1/chat-completion-events/search'),
        event('get_chat_completion_event_v1_chat_completion_events__event_id__get', 'get', '/v1/chat-completion-events/{event_id}'),
      ],
      ['chat_completion_events'],
      diagnostics,
    );
    expect(namespaces[0]?.methods.map((m) => m.name)).toEqual(['get', 'getChatCompletionEvent']);
    expect(diagnostics.all.map((d) => d.code)).toEqual(['GEN007']);
  });

  it('reports tags that collide after casing, and a tag named like a client member; each still gets a namespace', () => {
    const diagnostics = new Diagnostics();
    const namespaces = sdkNamespaces([op('a', 'foo_bar'), op('b', 'foo-bar'), op('c', 'raw')], ['foo_bar', 'foo-bar', 'raw'], diagnostics);
    expect(namespaces.map((ns) => ns.name)).toEqual(['fooBar', 'fooBar2', 'raw2']);
    expect(diagnostics.all.map((d) => [d.code, d.message.replace(/;.*/, '')])).toEqual([
      ['GEN007', 'tag "foo-bar" becomes client namespace "fooBar", which tag "foo_bar" already uses'],
      ['GEN007', 'tag "raw" becomes client namespace "raw", which the client already uses'],
    ]);
  });

  it.each([
    [
      ['edge_id', 'id'],
      ['edgeId', 'id'],
    ],
    [
      ['body', 'query'],
      ['body2', 'query2'],
    ],
    [
      ['in', 'a-b', 'a_b'],
      ['in_', 'aB', 'aB2'],
    ],
  ])('pathArgumentNames(%j) = %j', (given, want) => expect(pathArgumentNames(given)).toEqual(want));
});

describe('project names', () => {
  it.each([
    ['Tunnel Infrastructure Management API', undefined, 'tunnel-infrastructure-management'],
    ['Swagger Petstore - OpenAPI 3.0', undefined, 'swagger-petstore'],
    ['OpenAI API', undefined, 'openai'],
    ['GitHub v3 REST API', undefined, 'github'],
    ['HashiCorp Vault API', undefined, 'hashicorp-vault'],
    ['PagerDuty API', undefined, 'pagerduty'],
    ['DigitalOcean API', undefined, 'digitalocean'],
    ['API', undefined, 'api'],
    ['', 'https://api.mistral.ai/v1', 'mistral'],
    ['', 'http://127.0.0.1:4010', 'api'],
    ['', undefined, 'api'],
    ['2010 Accounts', undefined, 'api-2010-accounts'],
  ])('kebabName(%j, %j) = %s', (given, server, want) => expect(kebabName(given, server)).toBe(want));

  it.each([
    [
      { name: 'tunnel-api', errorPrefix: 'Tunnel' },
      'Anything',
      '@tunnel-api/client',
      'TunnelApiError',
      'TunnelError',
      'registerTunnelApiRoutes',
      'TUNNEL_API_KEY',
    ],
    [
      {},
      'Swagger Petstore',
      '@swagger-petstore/client',
      'SwaggerPetstoreApiError',
      'SwaggerPetstoreError',
      'registerSwaggerPetstoreRoutes',
      'SWAGGER_PETSTORE_API_KEY',
    ],
    [{}, 'Box Platform API', '@box-platform/client', 'BoxPlatformApiError', 'BoxPlatformError', 'registerBoxPlatformRoutes', 'BOX_PLATFORM_API_KEY'],
    [{ name: 'acme', scope: '@corp' }, 'x', '@corp/client', 'AcmeApiError', 'AcmeError', 'registerAcmeRoutes', 'ACME_API_KEY'],
  ])('%j with title %j', (config, title, client, apiError, baseError, register, apiKey) => {
    const names = projectNames(config, title);
    expect([names.packages.client, names.errors.api, names.errors.base, names.registerRoutes, names.apiKeyVariable]).toEqual([
      client,
      apiError,
      baseError,
      register,
      apiKey,
    ]);
  });

  it.each([
    [{ name: 'Bad Name' }, 'name "Bad Name" is not a valid npm package name part'],
    [{ name: 'ok', scope: 'corp' }, 'scope "corp" must look like @name'],
    [{ name: 'ok', errorPrefix: 'lower' }, 'errorPrefix "lower" must be a PascalCase identifier'],
  ])('refuses %j', (config, message) => expect(() => projectNames(config, 't')).toThrow(message));
});

describe('type names (one resolver for every package)', () => {
  it('names operation types after the operationId and suffixes casing collisions', () => {
    const diagnostics = new Diagnostics();
    const names = createNameResolver(doc([op('getThing'), op('get-thing')]), {}, diagnostics, NAME_CLAIMS);
    expect(names.of(clientNames).operationTypes('getThing')).toEqual({
      path: 'GetThingPath',
      query: 'GetThingQuery',
      body: 'GetThingBody',
      response: 'GetThingResponse',
      item: 'GetThingItem',
      // No event type: the operation answers no event stream (docs/decisions/0050-streams-and-files.md).
      event: '',
    });
    expect(names.of(clientNames).operationTypes('get-thing').response).toBe('GetThing2Response');
    expect(names.of(validatorNames).operationTypes('get-thing').query).toBe('GetThing2Query');
    expect(diagnostics.all.map((d) => [d.code, d.severity, d.message.slice(0, 20)])).toEqual([
      ['GEN007', 'warning', 'operationId "get-thi'],
      ['GEN007', 'warning', 'operations "getThing'],
    ]);
  });

  it('gives schemas their names in every package; an operation part that meets one takes its Operation name', () => {
    const diagnostics = new Diagnostics();
    const names = createNameResolver(
      doc([op('createContainer')], [schema('CreateContainerQuery'), schema('CreateContainerResponse')]),
      {},
      diagnostics,
      NAME_CLAIMS,
    );
    expect(names.of(clientNames).schemaType('CreateContainerResponse')).toBe('CreateContainerResponse');
    expect(names.of(validatorNames).schemaType('CreateContainerQuery')).toBe('CreateContainerQuery');
    expect(names.of(clientNames).operationTypes('createContainer').response).toBe('CreateContainerOperationResponse');
    expect(names.of(clientNames).operationTypes('createContainer').query).toBe('CreateContainerOperationQuery');
    expect(names.of(validatorNames).operationTypes('createContainer').query).toBe('CreateContainerOperationQuery');
    expect(diagnostics.all).toEqual([]);
  });

  it('suffixes schemas that collide after casing or with a package export, with a warning', () => {
    const diagnostics = new Diagnostics();
    const names = createNameResolver(
      doc([], [schema('Thing'), schema('thing'), schema('ApiClient'), schema('a.b'), schema('Problem')]),
      {},
      diagnostics,
      NAME_CLAIMS,
    );
    expect(['Thing', 'thing', 'ApiClient', 'a.b', 'Problem'].map((s) => names.of(clientNames).schemaType(s))).toEqual([
      'Thing',
      'Thing2',
      'ApiClient2',
      'AB',
      'Problem',
    ]);
    expect(['Thing', 'thing', 'ApiClient', 'a.b', 'Problem'].map((s) => names.of(validatorNames).schemaType(s))).toEqual([
      'Thing',
      'Thing2',
      'ApiClient',
      'AB',
      'Problem2',
    ]);
    // Each target claims in its own package, in target order: the client's collisions, then the validators'.
    expect(diagnostics.all.map((d) => d.pointer)).toEqual([
      '/components/schemas/thing',
      '/components/schemas/ApiClient',
      '/components/schemas/thing',
      '/components/schemas/Problem',
    ]);
  });

  it('sibling packages and the error classes follow the project name', () => {
    const names = createNameResolver(doc([op('getThing')], [schema('WidgetsError')], 'Widgets'), {}, new Diagnostics(), NAME_CLAIMS);
    expect(PACKAGES.map((k) => names.packageName(k))).toEqual(['@widgets/client', '@widgets/validators', '@widgets/server']);
    expect(names.project.errors.base).toBe('WidgetsError');
    // A schema may not take an error class's name in the client.
    expect(names.of(clientNames).schemaType('WidgetsError')).toBe('WidgetsError2');
    expect(names.of(serverNames).resultType('getThing')).toBe('GetThingResult');
  });
});

describe('ExportNames', () => {
  it('gives a claimant whose every candidate is taken the first with a number, and says the name works as it is', () => {
    const diagnostics = new Diagnostics();
    const names = new ExportNames('the validators package', diagnostics, ['ValidationError']);
    expect(names.claim(['ValidationError'], 'schema "ValidationError"', '#/components/schemas/ValidationError')).toBe('ValidationError2');
    expect(diagnostics.all.map((d) => ({ code: d.code, severity: d.severity, message: d.message, hint: d.hint }))).toEqual([
      {
        code: 'GEN007',
        severity: 'warning',
        message:
          'schema "ValidationError" would be exported from the validators package as ValidationError, already taken by the validators package itself; using ValidationError2',
        hint: 'ValidationError2 works as it is; to choose the name yourself, rename the schema or operationId in the document',
      },
    ]);
  });
});

const PACKAGES = ['client', 'validators', 'server'] as const;

describe('name claims (each target claims its own names)', () => {
  // A target outside the generator: its claim is its own, and no other target's names move.
  const docsNames: NameClaim<{ anchor(operationId: string): string }> = {
    target: 'docs',
    claim: (ir, shared, diagnostics) => {
      const names = new ExportNames('the docs', diagnostics);
      const anchors = new Map(
        ir.operations.map((o) => [o.operationId, operationPart(names, shared.operationBase(o.operationId), 'Anchor', o.operationId, o.pointer)]),
      );
      return { anchor: (operationId) => anchors.get(operationId) ?? '' };
    },
  };

  it("given a new target's claim after the others, want its names and every other target's unchanged", () => {
    const ir = doc([op('getThing')], [schema('Thing')]);
    const before = createNameResolver(ir, {}, new Diagnostics(), NAME_CLAIMS);
    const after = createNameResolver(ir, {}, new Diagnostics(), [...NAME_CLAIMS, docsNames]);
    expect(after.of(docsNames).anchor('getThing')).toBe('GetThingAnchor');
    expect(after.of(clientNames).operationTypes('getThing')).toEqual(before.of(clientNames).operationTypes('getThing'));
    expect(after.of(validatorNames).schemaType('Thing')).toBe(before.of(validatorNames).schemaType('Thing'));
    expect(after.of(serverNames).resultType('getThing')).toBe('GetThingResult');
  });

  it('asking for the names of a target whose claim the resolver was not given is a generator bug', () => {
    const names = createNameResolver(doc([op('getThing')]), {}, new Diagnostics(), NAME_CLAIMS);
    expect(() => names.of(docsNames)).toThrow('the names of the docs target were not claimed');
  });
});
