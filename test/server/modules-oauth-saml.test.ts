// OAuth and SAML modules of HTTPS edge routes (spec/paths/edges_https_{edge_id}_routes_{id}_oauth.yaml,
// _saml.yaml) through the real server: defaults, the OAuth rules with their messages, IdP metadata checks,
// the service-provider values and a real request-signing certificate kept across replaces, isolation.
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceProviderMetadata } from '../../server/resources/modules/saml-service-provider.js';
import { openPrivateKey } from '../../server/ssh/index.js';
import { expectError, PUBLIC_URL, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function newRoute(): Promise<{ edge: string; route: string; base: string }> {
  const edge = (await server.call('POST', '/edges/https', { body: { hostports: ['login.example.com:443'] } })).body.id;
  const route = (await server.call('POST', `/edges/https/${edge}/routes`, { body: { match_type: 'path_prefix', match: '/' } })).body.id;
  return { edge, route, base: `/edges/https/${edge}/routes/${route}` };
}

const NO_PROVIDERS = { github: null, facebook: null, microsoft: null, google: null, linkedin: null, gitlab: null, twitch: null, amazon: null };
const OAUTH_DEFAULTS = {
  enabled: true,
  options_passthrough: false,
  cookie_prefix: 'service.',
  inactivity_timeout: 0,
  maximum_duration: 0,
  auth_check_interval: 0,
};

describe('OAuth module', () => {
  it('the managed application with every default; get, delete', async () => {
    const { route, base } = await newRoute();
    const path = `${base}/oauth`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The OAuth module is not configured on ${route}.`);
    const replaced = await server.call('PUT', path, { body: { provider: { google: {} } } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...OAUTH_DEFAULTS, provider: { ...NO_PROVIDERS, google: { scopes: [], email_addresses: [], email_domains: [] } } });
    expect((await server.call('GET', path)).body).toEqual(replaced.body);
    expect((await server.call('DELETE', path)).status).toBe(204);
    expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED');
    expect(expectError(await server.call('DELETE', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The OAuth module is not configured on ${route}.`);
  });

  it('GitHub with its own application, scopes, teams and organizations; a replace overwrites everything', async () => {
    const { base } = await newRoute();
    const path = `${base}/oauth`;
    const github = {
      client_id: 'Iv1.0123',
      client_secret: 's3cret',
      scopes: ['read:org'],
      email_addresses: ['ada@example.com'],
      email_domains: ['example.com'],
      teams: ['example/ops'],
      organizations: ['example'],
    };
    const body = {
      enabled: false,
      provider: { github, google: null },
      options_passthrough: true,
      cookie_prefix: 'sso.',
      inactivity_timeout: 1800,
      maximum_duration: 86400,
      auth_check_interval: 4294967295,
    };
    const replaced = await server.call('PUT', path, { body });
    expect(replaced.body).toEqual({ ...body, provider: { ...NO_PROVIDERS, github } });

    const managed = await server.call('PUT', path, { body: { provider: { github: { organizations: ['example'] } } } });
    expect(managed.body).toEqual({
      ...OAUTH_DEFAULTS,
      provider: { ...NO_PROVIDERS, github: { scopes: [], email_addresses: [], email_domains: [], teams: [], organizations: ['example'] } },
    });
    expect((await server.call('GET', path)).body).toEqual(managed.body);
  });

  it.each([
    ['no provider', {}, 0],
    ['only null providers', { github: null, amazon: null }, 0],
    ['two providers', { github: {}, gitlab: {} }, 2],
  ])('400 OAUTH_PROVIDER_INVALID for %s', async (_name, provider, count) => {
    const { base } = await newRoute();
    const body = expectError(await server.call('PUT', `${base}/oauth`, { body: { provider } }), 400, 'OAUTH_PROVIDER_INVALID');
    expect(body.msg).toBe(`/provider: exactly one identity provider must be set (got ${count}).`);
    // The schema states the rule (spec/components/schemas/EndpointOAuthProviderInput.yaml): the problem is its oneOf.
    expect(body.details.problems).toEqual([{ pointer: '/provider', rule: 'oneOf', error_code: 'OAUTH_PROVIDER_INVALID', message: body.msg }]);
  });

  it('400 OAUTH_CLIENT_SECRET_REQUIRED (rule 2), OAUTH_CLIENT_ID_REQUIRED, OAUTH_SCOPES_REQUIRE_CLIENT (rule 3); the previous configuration stays', async () => {
    const { base } = await newRoute();
    const path = `${base}/oauth`;
    const before = (await server.call('PUT', path, { body: { provider: { microsoft: { email_domains: ['example.com'] } } } })).body;

    const secret = expectError(await server.call('PUT', path, { body: { provider: { google: { client_id: 'id' } } } }), 400, 'OAUTH_CLIENT_SECRET_REQUIRED');
    expect(secret.msg).toBe('/provider/google/client_secret: client_secret is required when client_id is set.');
    expect(secret.details.problems[0]).toMatchObject({ pointer: '/provider/google/client_secret', error_code: 'OAUTH_CLIENT_SECRET_REQUIRED' });

    const id = expectError(await server.call('PUT', path, { body: { provider: { twitch: { client_secret: 's' } } } }), 400, 'OAUTH_CLIENT_ID_REQUIRED');
    expect(id.msg).toBe('/provider/twitch/client_id: client_id is required when client_secret is set.');

    const scopes = expectError(await server.call('PUT', path, { body: { provider: { github: { scopes: ['repo'] } } } }), 400, 'OAUTH_SCOPES_REQUIRE_CLIENT');
    expect(scopes.msg).toBe('/provider/github/scopes: scopes may be set only with your own client_id and client_secret.');
    expect(scopes.details.problems[0].pointer).toBe('/provider/github/scopes');

    expect((await server.call('GET', path)).body).toEqual(before);
    // An empty scope list asks for nothing and is allowed with the managed application.
    expect((await server.call('PUT', path, { body: { provider: { amazon: { scopes: [] } } } })).status).toBe(200);
  });

  it('400 from the schema for a missing provider, an unknown provider and a negative timeout', async () => {
    const { base } = await newRoute();
    expect(expectError(await server.call('PUT', `${base}/oauth`, { body: {} }), 400, 'FIELD_REQUIRED').details.problems[0].pointer).toBe('/provider');
    expect(expectError(await server.call('PUT', `${base}/oauth`, { body: { provider: { okta: {} } } }), 400, 'UNKNOWN_FIELD').details.problems[0].pointer).toBe(
      '/provider/okta',
    );
    const negative = await server.call('PUT', `${base}/oauth`, { body: { provider: { google: {} }, inactivity_timeout: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body.details.problems[0].pointer).toBe('/inactivity_timeout');
  });

  it("another account's route answers 404 on every operation", async () => {
    const { edge, base } = await newRoute();
    await server.call('PUT', `${base}/oauth`, { body: { provider: { google: {} } } });
    const key = server.otherKey;
    const msg = `No HTTPS edge with id ${edge} exists.`;
    expect(expectError(await server.call('GET', `${base}/oauth`, { key }), 404, 'NOT_FOUND').msg).toBe(msg);
    expectError(await server.call('PUT', `${base}/oauth`, { key, body: { provider: { gitlab: {} } } }), 404, 'NOT_FOUND');
    expectError(await server.call('DELETE', `${base}/oauth`, { key }), 404, 'NOT_FOUND');
    expect((await server.call('GET', `${base}/oauth`)).body.provider.google).not.toBeNull();
  });
});

const IDP_METADATA =
  '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">' +
  '<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
  '<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>' +
  '</IDPSSODescriptor></EntityDescriptor>';

const PREFIXED_METADATA =
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported by the IdP -->\n' +
  '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.org">' +
  '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/>' +
  '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/>' +
  '</md:EntityDescriptor>';

describe('SAML module', () => {
  it('service-provider values, defaults and a real self-signed RSA signing certificate', async () => {
    const { edge, route, base } = await newRoute();
    const path = `${base}/saml`;
    expect(expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED').msg).toBe(`The SAML module is not configured on ${route}.`);
    const replaced = await server.call('PUT', path, { body: { idp_metadata: IDP_METADATA, authorized_groups: ['engineering'] } });
    expect(replaced.status).toBe(200);
    const sp = `${PUBLIC_URL}/edges/https/${edge}/routes/${route}/saml`;
    expect(replaced.body).toEqual({
      enabled: true,
      options_passthrough: false,
      cookie_prefix: 'service.',
      inactivity_timeout: 0,
      maximum_duration: 0,
      idp_metadata: IDP_METADATA,
      force_authn: false,
      allow_idp_initiated: false,
      authorized_groups: ['engineering'],
      nameid_format: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      idp_metadata_url: '',
      entity_id: `${sp}/metadata`,
      assertion_consumer_service_url: `${sp}/acs`,
      single_logout_url: `${sp}/slo`,
      metadata_url: `${sp}/metadata`,
      request_signing_certificate_pem: expect.stringMatching(/^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----\n?$/),
    });
    const certificate = new X509Certificate(replaced.body.request_signing_certificate_pem);
    expect(certificate.subject).toBe(`CN=SAML request signing ${route}`);
    expect(certificate.checkIssued(certificate)).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.publicKey.asymmetricKeyType).toBe('rsa');
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificate.ca).toBe(false);
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now() + 9 * 365 * 86_400_000);
    expect((await server.call('GET', path)).body).toEqual(replaced.body);

    // The private key is stored sealed under the server's KEK, and it is the certificate's key.
    const { rows } = await server.db.query<{ body: { modules: { saml: { config: { signing: Record<string, string> } } } } }>(
      'SELECT body FROM resources WHERE id = $1',
      [route],
    );
    const signing = rows[0]!.body.modules.saml.config.signing;
    expect(Object.keys(signing).sort()).toEqual(['certificate_pem', 'sealed_private_key']);
    expect(signing.sealed_private_key).not.toContain('PRIVATE KEY');
    const privateKey = createPrivateKey(openPrivateKey(signing.sealed_private_key!, server.ctx.kek));
    expect(createPublicKey(privateKey).export({ format: 'jwk' })).toEqual(certificate.publicKey.export({ format: 'jwk' }));
  });

  it('an empty idp_metadata is the same as none: the IdP metadata can be added later', async () => {
    const { base } = await newRoute();
    const { status, body } = await server.call('PUT', `${base}/saml`, { body: { idp_metadata: '' } });
    expect(status).toBe(200);
    expect(body.idp_metadata).toBe('');
    expect(body.idp_metadata_url).toBe('');
  });

  it('keeps the signing certificate across replaces, never returns the private key, and makes a new one after delete', async () => {
    const { base } = await newRoute();
    const path = `${base}/saml`;
    const first = (await server.call('PUT', path, { body: {} })).body;
    expect(first.idp_metadata).toBe('');
    const body = {
      enabled: false,
      options_passthrough: true,
      cookie_prefix: 'idp.',
      inactivity_timeout: 600,
      maximum_duration: 3600,
      idp_metadata: PREFIXED_METADATA,
      force_authn: true,
      allow_idp_initiated: true,
      authorized_groups: [],
      nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    } as const;
    const second = await server.call('PUT', path, { body });
    expect(second.body).toEqual({ ...first, ...body });
    expect(second.body.request_signing_certificate_pem).toBe(first.request_signing_certificate_pem);
    expect(JSON.stringify([first, second.body, (await server.call('GET', path)).body])).not.toContain('PRIVATE KEY');

    expect((await server.call('DELETE', path)).status).toBe(204);
    expectError(await server.call('GET', path), 404, 'MODULE_NOT_CONFIGURED');
    const third = (await server.call('PUT', path, { body: {} })).body;
    expect(third.request_signing_certificate_pem).not.toBe(first.request_signing_certificate_pem);
  });

  it.each([
    [
      'malformed XML',
      '<EntityDescriptor><IDPSSODescriptor></EntityDescriptor>',
      "the XML is not well-formed: Expected closing tag 'IDPSSODescriptor' (opened in line 1, col 19) instead of closing tag 'EntityDescriptor' (line 1)",
    ],
    ['text that is not XML', 'https://idp.example.com/metadata', "the XML is not well-formed: char 'h' is not expected (line 1)"],
    ['a DOCTYPE', `<!DOCTYPE EntityDescriptor [<!ENTITY x "y">]>${IDP_METADATA}`, 'a DOCTYPE is not allowed in SAML metadata'],
    ['two root elements', IDP_METADATA + IDP_METADATA, 'the XML is not well-formed: Multiple possible root nodes found (line 1)'],
    // The parser's own check misses empty elements; the server counts the roots itself.
    [
      'two empty root elements',
      '<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/><IDPSSODescriptor/>',
      'the XML has 2 root elements; expected one EntityDescriptor',
    ],
    [
      'another root element',
      '<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata"/>',
      'the root element is EntitiesDescriptor, not a SAML 2.0 metadata EntityDescriptor (namespace urn:oasis:names:tc:SAML:2.0:metadata)',
    ],
    [
      'an EntityDescriptor outside the metadata namespace',
      IDP_METADATA.replace('urn:oasis:names:tc:SAML:2.0:metadata', 'urn:example'),
      'the root element is EntityDescriptor, not a SAML 2.0 metadata EntityDescriptor (namespace urn:oasis:names:tc:SAML:2.0:metadata)',
    ],
    ['no entityID', IDP_METADATA.replace(' entityID="https://idp.example.com/metadata"', ''), 'the EntityDescriptor has no entityID attribute'],
    [
      "a service provider's metadata",
      IDP_METADATA.replaceAll('IDPSSODescriptor', 'SPSSODescriptor'),
      'the EntityDescriptor has no IDPSSODescriptor (it does not describe an identity provider)',
    ],
    [
      'an IDPSSODescriptor of another namespace',
      PREFIXED_METADATA.replace('<md:IDPSSODescriptor', '<ds:IDPSSODescriptor xmlns:ds="urn:example"'),
      'the EntityDescriptor has no IDPSSODescriptor (it does not describe an identity provider)',
    ],
  ])('400 SAML_IDP_METADATA_INVALID for %s, and nothing is configured', async (_name, xml, reason) => {
    const { base } = await newRoute();
    const body = expectError(await server.call('PUT', `${base}/saml`, { body: { idp_metadata: xml } }), 400, 'SAML_IDP_METADATA_INVALID');
    expect(body.msg).toBe(`/idp_metadata: ${reason}.`);
    expect(body.details.problems).toEqual([{ pointer: '/idp_metadata', rule: 'saml-metadata', error_code: 'SAML_IDP_METADATA_INVALID', message: body.msg }]);
    expectError(await server.call('GET', `${base}/saml`), 404, 'MODULE_NOT_CONFIGURED');
  });

  it('400 VALUE_NOT_ALLOWED for an unsupported nameid_format', async () => {
    const { base } = await newRoute();
    const body = expectError(await server.call('PUT', `${base}/saml`, { body: { nameid_format: 'urn:example:format' } }), 400, 'VALUE_NOT_ALLOWED');
    expect(body.details.problems[0].pointer).toBe('/nameid_format');
  });

  it("another account's or another edge's route answers 404 on every operation", async () => {
    const { edge, route, base } = await newRoute();
    await server.call('PUT', `${base}/saml`, { body: {} });
    const other = await newRoute();
    const key = server.otherKey;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? {} : undefined;
      expect(expectError(await server.call(method, `${base}/saml`, { key, body }), 404, 'NOT_FOUND').msg).toBe(`No HTTPS edge with id ${edge} exists.`);
      expect(expectError(await server.call(method, `/edges/https/${other.edge}/routes/${route}/saml`, { body }), 404, 'NOT_FOUND').msg).toBe(
        `No HTTPS edge route with id ${route} exists.`,
      );
    }
    expect((await server.call('GET', `${base}/saml`)).status).toBe(200);
  });
});

describe('SAML service-provider metadata', () => {
  it('describes the configured module: entity id, ACS, SLO, name id format and the signing certificate', async () => {
    const { edge, route, base } = await newRoute();
    const saml = (await server.call('PUT', `${base}/saml`, { body: { nameid_format: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient' } })).body;
    const xml = await serviceProviderMetadata(server.db, PUBLIC_URL, edge, route);
    expect(XMLValidator.validate(xml!)).toBe(true);
    const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml!);
    const entity = document['md:EntityDescriptor'];
    expect(entity['xmlns:md']).toBe('urn:oasis:names:tc:SAML:2.0:metadata');
    expect(entity.entityID).toBe(saml.entity_id);
    const sp = entity['md:SPSSODescriptor'];
    expect(sp).toMatchObject({ AuthnRequestsSigned: 'true', protocolSupportEnumeration: 'urn:oasis:names:tc:SAML:2.0:protocol' });
    expect(sp['md:AssertionConsumerService']).toMatchObject({
      Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
      Location: saml.assertion_consumer_service_url,
    });
    expect(sp['md:SingleLogoutService'].Location).toBe(saml.single_logout_url);
    expect(sp['md:NameIDFormat']).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:transient');
    const embedded = sp['md:KeyDescriptor']['ds:KeyInfo']['ds:X509Data']['ds:X509Certificate'];
    expect(embedded).toBe(new X509Certificate(saml.request_signing_certificate_pem).raw.toString('base64'));
    expect(xml).not.toContain('PRIVATE');
  });

  it('is undefined for a route without SAML, under another edge, or after the module is deleted', async () => {
    const { edge, route, base } = await newRoute();
    const other = await newRoute();
    expect(await serviceProviderMetadata(server.db, PUBLIC_URL, edge, route)).toBeUndefined();
    await server.call('PUT', `${base}/saml`, { body: {} });
    expect(await serviceProviderMetadata(server.db, PUBLIC_URL, other.edge, route)).toBeUndefined();
    expect(await serviceProviderMetadata(server.db, PUBLIC_URL, edge, route)).toContain('md:SPSSODescriptor');
    await server.call('DELETE', `${base}/saml`);
    expect(await serviceProviderMetadata(server.db, PUBLIC_URL, edge, route)).toBeUndefined();
  });
});
