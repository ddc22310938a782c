// The spec is complete and exact: lint is clean (which enforces the house rules, see redocly.yaml and
// test/spec/house-rules.test.ts), the bundle is current, every described operation is there with its success
// status, every example validates with the project's own ajv setup, and the described fields are as described.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type Resource, resources } from '@tunnel-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedListKeys, describedOperations } from './described-operations.js';
import { createSpecAjv } from './spec-ajv.js';

type Json = any;
const root = join(import.meta.dirname, '..', '..');
const bundle: Json = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(): Array<{ method: string; path: string; op: Json; item: Json }> {
  const out = [];
  for (const [path, item] of Object.entries<Json>(bundle.paths)) {
    for (const method of methods) if (item[method]) out.push({ method, path, op: item[method], item });
  }
  return out;
}

/** Follows one local `$ref` of the bundle. */
function deref(node: Json): Json {
  if (node && typeof node.$ref === 'string') {
    const parts = node.$ref.replace(/^#\//, '').split('/');
    return deref(parts.reduce((acc: Json, key: string) => acc[key.replace(/~1/g, '/').replace(/~0/g, '~')], bundle));
  }
  return node;
}

function paramsOf(item: Json, op: Json): Json[] {
  return [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
}

describe('lint', () => {
  it('redocly lint reports zero errors and zero warnings', () => {
    const res = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', '--config', 'redocly.yaml', '--format', 'summary', 'spec/openapi.yaml'], {
      cwd: root,
      encoding: 'utf8',
    });
    const output = `${res.stdout}\n${res.stderr}`;
    expect(output, output).not.toMatch(/\b(error|warning)s? was generated/i);
    expect(res.status, output).toBe(0);
    expect(output).toMatch(/valid/i);
  }, 120_000);
});

describe('bundle', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'bundle-'));
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--target', 'bundle', '--out', out], { cwd: root, stdio: 'pipe' });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it.each(['openapi.json', 'openapi.yaml'])('generated/%s is up to date with spec/', (file) => {
    const fresh = readFileSync(join(out, file), 'utf8');
    const committed = readFileSync(join(root, 'generated', file), 'utf8');
    expect(committed === fresh, `generated/${file} is stale: run npm run generate`).toBe(true);
  });

  it('every component file under spec/components is used', () => {
    const text = readFileSync(join(root, 'generated/openapi.json'), 'utf8');
    const unused: string[] = [];
    for (const kind of ['schemas', 'parameters', 'responses', 'headers']) {
      const dir = join(root, 'spec/components', kind);
      for (const file of readdirSync(dir)) {
        const name = file.replace(/\.yaml$/, '');
        if (!text.includes(`"#/components/${kind}/${name}"`)) unused.push(relative(root, join(dir, file)));
      }
    }
    expect(unused).toEqual([]);
  });
});

describe('operations', () => {
  it('is OpenAPI 3.1', () => {
    expect(bundle.openapi).toBe('3.1.0');
  });

  it.each(describedOperations)('%s %s is present and answers %i on success', (method, path, status) => {
    const op = bundle.paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path} missing`).toBeDefined();
    const successes = Object.keys(op.responses).filter((s) => s.startsWith('2'));
    expect(successes).toEqual([String(status)]);
    const response = deref(op.responses[String(status)]);
    if (status === 204) expect(response.content).toBeUndefined();
    else expect(Object.keys(response.content)).toEqual(['application/json']);
  });

  it.each(Object.entries(describedListKeys))('the list at %s puts its items under "%s"', (path, key) => {
    const schema = deref(deref(bundle.paths[path].get.responses['200']).content['application/json'].schema);
    expect(schema.required.sort()).toEqual([key, 'next_page_uri', 'uri'].sort());
    expect(schema.properties.next_page_uri.type).toEqual(['string', 'null']);
  });
});

describe('fields as described', () => {
  const s = (name: string) => bundle.components.schemas[name];
  // Byte limits where the API states them (docs/decisions/0005-byte-limits.md).
  const limited = {
    description: ['SSHUserCertificate', 'AgentIngress', 'SSHCertificateAuthority'],
    metadata: ['SSHUserCertificate', 'AgentIngress', 'SSHCertificateAuthority', 'ReservedAddr', 'AbuseReport'],
  };
  it.each([...limited.description.map((n) => [n, 'description', 255]), ...limited.metadata.map((n) => [n, 'metadata', 4096])] as Array<
    [string, string, number]
  >)('%s.%s is limited to %i bytes in the resource and its request bodies', (name, field, limit) => {
    for (const variant of [name, `${name}Create`, `${name}Update`]) {
      const schema = s(variant);
      if (!schema?.properties[field]) continue;
      expect(schema.properties[field]['x-max-bytes'], variant).toBe(limit);
    }
  });

  it('weights range from 0 to 10000', () => {
    for (const n of ['WeightedBackend', 'WeightedBackendCreate', 'WeightedBackendUpdate']) {
      expect(s(n).properties.backends.additionalProperties).toMatchObject({ type: 'integer', minimum: 0, maximum: 10000 });
    }
  });

  // On create, the zero values "" and 0 are listed too: they mean "not set" (docs/decisions/0032-zero-values-on-create.md).
  it('RSA key sizes are 2048 or 4096, key types rsa/ecdsa/ed25519', () => {
    expect(s('SSHCertificateAuthorityCreate').properties.key_size.enum).toEqual([0, 2048, 4096]);
    expect(s('SSHCertificateAuthorityCreate').properties.private_key_type.enum).toEqual(['', 'rsa', 'ecdsa', 'ed25519']);
    expect(s('SSHUserCertificate').properties.key_type.enum).toEqual(['rsa', 'ecdsa', 'ed25519']);
  });

  it('reserved address regions, default us', () => {
    expect(s('ReservedAddrCreate').properties.region).toMatchObject({ enum: ['', 'au', 'eu', 'ap', 'us', 'jp', 'in', 'sa'], default: 'us' });
    expect(s('ReservedAddr').properties.endpoint_configuration.oneOf).toEqual([{ $ref: '#/components/schemas/Ref' }, { type: 'null' }]);
  });

  it('HTTP response backend headers are null when unset and description is optional', () => {
    expect(s('HTTPResponseBackend').properties.headers.type).toEqual(['object', 'null']);
    expect(s('HTTPResponseBackend').required).not.toContain('description');
  });

  it('OAuth providers: eight members, null when unset in responses; GitHub adds teams and organizations', () => {
    const providers = ['github', 'facebook', 'microsoft', 'google', 'linkedin', 'gitlab', 'twitch', 'amazon'];
    expect(Object.keys(s('EndpointOAuthProvider').properties)).toEqual(providers);
    expect(s('EndpointOAuthProvider').required).toEqual(providers);
    for (const p of providers) expect(s('EndpointOAuthProvider').properties[p].oneOf[1]).toEqual({ type: 'null' });
    for (const f of ['client_id', 'client_secret', 'scopes', 'email_addresses', 'email_domains']) expect(s('OAuthProvider').properties[f]).toBeDefined();
    expect(Object.keys(s('OAuthGitHubProvider').properties)).toEqual(expect.arrayContaining(['teams', 'organizations']));
    expect(s('OAuthProvider').properties.teams).toBeUndefined();
  });

  it('SAML: the response adds the service-assigned fields the request does not take', () => {
    const readOnly = [
      'idp_metadata_url',
      'entity_id',
      'assertion_consumer_service_url',
      'single_logout_url',
      'request_signing_certificate_pem',
      'metadata_url',
    ];
    for (const f of readOnly) {
      expect(s('SAMLModule').properties[f], f).toBeDefined();
      expect(s('SAMLModuleReplace').properties[f], f).toBeUndefined();
    }
    expect(s('SAMLModuleReplace').properties.cookie_prefix.default).toBe('service.');
    expect(s('SAMLModuleReplace').properties.nameid_format.default).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:persistent');
  });

  it('every module has enabled defaulting to true in its request', () => {
    for (const name of Object.keys(bundle.components.schemas).filter((n) => n.endsWith('ModuleReplace'))) {
      expect(s(name).properties.enabled, name).toMatchObject({ type: 'boolean', default: true });
    }
  });

  it('agent ingress certificate policy, status and job', () => {
    expect(s('AgentIngress').required).toEqual(
      expect.arrayContaining(['certificate_management_policy', 'certificate_management_status', 'ns_targets', 'region_domains']),
    );
    expect(s('AgentIngressCertPolicyInput').properties.private_key_type).toMatchObject({ enum: ['rsa', 'ecdsa'], default: 'rsa' });
    expect(s('AgentIngressCertPolicyInput').properties.authority).toMatchObject({ enum: ['letsencrypt'] });
    expect(s('AgentIngressCertJob').properties.error_code.enum).toEqual(['INTERNAL_ERROR', 'DNS_ERROR']);
    expect(s('AgentIngress').properties.uri.pattern).toMatch(/^\^\/agent_ingresses\//);
  });

  it("ids carry their prefix in a pattern, and each prefix the introduction names is its resource's", () => {
    // "`bkdtg_` tunnel group backend, `bkdhr_` HTTP response backend, …": the prefixes the API description
    // promises, checked against the registry the server derives its behaviour from (resources.gen.ts).
    const introduction = (bundle.info.description as string).replace(/\s+/g, ' ');
    const introduced = [...introduction.matchAll(/`([a-z]+)_` ([A-Za-z ]+?)(?=[,.])/g)].map((m) => [m[1]!, m[2]!]);
    expect(introduced.length).toBeGreaterThan(10);
    const registry = Object.values<Resource>(resources);
    for (const [prefix, name] of introduced) expect(registry.find((r) => r.idPrefix === prefix)?.name, prefix).toBe(name);
    for (const resource of registry) {
      const get = bundle.paths[`${resource.collectionPath}/{${resource.idParameter}}`].get;
      const id = paramsOf(bundle.paths[`${resource.collectionPath}/{${resource.idParameter}}`], get).find((p: Json) => p.name === resource.idParameter);
      expect(deref(id.schema).pattern, resource.kind).toBe(`^${resource.idPrefix}_[0-9A-Za-z]{27}$`);
    }
  });
});

describe('examples', () => {
  const { compile } = createSpecAjv(bundle);
  const cases: Array<[string, Json, Json]> = [];
  const collect = (where: string, mediaType: Json) => {
    for (const [name, ex] of Object.entries<Json>(mediaType.examples ?? {})) cases.push([`${where} example ${name}`, mediaType.schema, ex.value]);
  };
  for (const { method, path, op, item } of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    if (op.requestBody) collect(`${where} request`, op.requestBody.content['application/json']);
    for (const [status, r] of Object.entries<Json>(op.responses)) {
      const response = deref(r);
      if (response.content) collect(`${where} ${status}`, response.content['application/json']);
    }
    for (const p of paramsOf(item, op)) if (p.example !== undefined) cases.push([`${where} parameter ${p.name}`, p.schema, p.example]);
  }

  it('collects the examples of every operation', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('%s validates against its schema', (_where, schema, value) => {
    const validate = compile(schema);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('error registry', () => {
  const registry: Array<{ code: string; status: number; message: string; description: string }> = bundle.components['x-error-codes'];

  it('registers the failures the API rules call out', () => {
    const codes = new Set(registry.map((e) => e.code));
    for (const c of [
      'SERVICE_VERSION_MISSING',
      'UNKNOWN_FIELD',
      'BYTE_LIMIT_EXCEEDED',
      'WEIGHT_OUT_OF_RANGE',
      'BACKEND_REFERENCE_NOT_FOUND',
      'SSH_CA_HAS_CERTIFICATES',
      'AGENT_RESTART_UNSUPPORTED_OS',
      'AGENT_UPDATE_IN_PROGRESS',
      'AGENT_UPDATE_AWAITING_RESTART',
      'AGENT_UPDATE_CHECKS_DISABLED',
      'AGENT_UPDATE_UNAVAILABLE',
      'AGENT_COMMAND_TIMEOUT',
      'RATE_LIMITED',
      'BODY_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'METHOD_NOT_ALLOWED',
      'NOT_FOUND',
      'ABUSE_REPORTS_NOT_PERMITTED',
      'OAUTH_CLIENT_SECRET_REQUIRED',
      'OAUTH_SCOPES_REQUIRE_CLIENT',
      'AGENT_INGRESS_DOMAIN_TAKEN',
      'RESOURCE_IN_USE',
      'IMMUTABLE_FIELD',
    ])
      expect(codes.has(c), c).toBe(true);
  });
});
