/**
 * Valid request bodies generated from the spec's request schemas: types, enums, patterns, ranges,
 * byte limits (`x-max-bytes`), maps with `propertyNames`, nullable `oneOf`s; rules between the fields of
 * an object (`dependentSchemas`, `if`/`then`/`else`, `allOf`, `not`) by keeping the objects the schema
 * admits (checked with ajv against the bundled spec). Ids are drawn from real
 * resources of the world, so references resolve. What a schema cannot say (a public key must be a
 * real key, an OAuth provider is exactly one, …) comes from the overrides below, each citing its rule.
 */
import fc from 'fast-check';
import { createSpecAjv } from '../../spec/spec-ajv.js';
import { refName, resolve, type Schema, schemaNamed, spec } from './spec-operations.js';
import { dnsLabel, storableText, textWithinBytes } from './text.js';
import { IDP_METADATA, USER_PUBLIC_KEY, unique, type World } from './world.js';

export interface ValueContext {
  world: World;
  caPem: string;
  /** Id of the resource a PATCH/PUT targets (a weighted backend may not contain itself). */
  targetId?: string;
  /** Every optional property present, every list and map non-empty, nullable values not null. */
  complete?: boolean;
}

type Override = (ctx: ValueContext) => fc.Arbitrary<unknown>;

const port = fc.integer({ min: 1, max: 65535 });
const hostport = fc.tuple(fc.array(dnsLabel, { minLength: 1, maxLength: 3 }), port).map(([labels, p]) => `${labels.join('.')}:${p}`);

const OAUTH_PROVIDERS = ['github', 'facebook', 'microsoft', 'google', 'linkedin', 'gitlab', 'twitch', 'amazon'] as const;
const shortList = fc.array(storableText({ minLength: 1, maxLength: 12 }), { maxLength: 3 });

/** spec/components/schemas/OAuthProvider.yaml: exactly one provider; client_id and client_secret together; scopes only with them. */
function oauthProvider(): fc.Arbitrary<unknown> {
  return fc
    .record({
      name: fc.constantFrom(...OAUTH_PROVIDERS),
      own: fc.option(fc.record({ client_id: storableText({ minLength: 1 }), client_secret: storableText({ minLength: 1 }), scopes: shortList }), {
        nil: undefined,
      }),
      email_addresses: shortList,
      email_domains: shortList,
      teams: shortList,
      organizations: shortList,
      nulls: fc.subarray([...OAUTH_PROVIDERS]),
    })
    .map(({ name, own, teams, organizations, nulls, ...rest }) => {
      const settings = { ...rest, ...(own ?? {}), ...(name === 'github' ? { teams, organizations } : {}) };
      return { ...Object.fromEntries(nulls.filter((other) => other !== name).map((other) => [other, null])), [name]: settings };
    });
}

/** Overrides keyed `Schema.property` (a property of one schema) or `Schema` (the whole schema). */
const OVERRIDES: Record<string, Override> = {
  // The domain must be unique across accounts (spec/components/schemas/AgentIngress.yaml); the schema's
  // pattern uses a lookahead.
  'AgentIngressCreate.domain': () => fc.array(dnsLabel, { minLength: 1, maxLength: 2 }).map((labels) => `${labels.join('.')}.example.com`),
  // spec/components/schemas/SSHUserCertificateCreate.yaml: the key is parsed; critical options and extensions
  // follow PROTOCOL.certkeys.
  'SSHUserCertificateCreate.public_key': () => fc.constantFrom(USER_PUBLIC_KEY, USER_PUBLIC_KEY.split(' ').slice(0, 2).join(' ')),
  'SSHUserCertificateCreate.critical_options': () =>
    fc.record(
      {
        'force-command': storableText({ minLength: 1 }).filter((c) => c.trim() !== ''),
        'source-address': fc.constantFrom('10.0.0.0/8', '192.168.1.7,10.1.0.0/16', '2001:db8::/32'),
      },
      { requiredKeys: [] },
    ),
  'SSHUserCertificateCreate.extensions': () =>
    fc
      .tuple(
        fc.subarray(['permit-pty', 'permit-user-rc', 'permit-X11-forwarding', 'permit-agent-forwarding', 'permit-port-forwarding', 'no-touch-required']),
        fc.option(storableText(), { nil: undefined }),
      )
      .map(([flags, custom]) => ({ ...Object.fromEntries(flags.map((flag) => [flag, ''])), ...(custom === undefined ? {} : { 'login@example.com': custom }) })),
  'AbuseReportCreate.urls': () =>
    fc.array(
      fc
        .tuple(fc.constantFrom('http', 'https'), fc.array(dnsLabel, { minLength: 1, maxLength: 2 }), fc.stringMatching(/^(\/[a-z0-9._~-]{0,8}){0,3}$/))
        .map(([scheme, labels, path]) => `${scheme}://${labels.join('.')}.example.net${path}`),
      { minLength: 1, maxLength: 3 },
    ),
  'CertificateAuthorityCreate.ca_pem': (ctx) => fc.constant(ctx.caPem),
  'SAMLModuleReplace.idp_metadata': () => fc.constantFrom('', IDP_METADATA),
  'OAuthModuleReplace.provider': () => oauthProvider(),
  // Children of a weighted backend: non-weighted ones, so that no generated map makes a cycle
  // (docs/decisions/0010-referenced-resources.md).
  'WeightedBackendCreate.backends': (ctx) => weights(ctx),
  'WeightedBackendUpdate.backends': (ctx) => weights(ctx),
  // Edge hostports: a DNS name and a port 1–65535 (docs/decisions/0010-referenced-resources.md); the schema's
  // pattern admits the characters only.
  ...Object.fromEntries(
    ['HTTPSEdgeCreate', 'HTTPSEdgeUpdate', 'TCPEdgeCreate', 'TCPEdgeUpdate', 'TLSEdgeCreate', 'TLSEdgeUpdate'].map((name) => [
      `${name}.hostports`,
      () => fc.array(hostport, { maxLength: 3 }),
    ]),
  ),
};

function weights(ctx: ValueContext): fc.Arbitrary<unknown> {
  const children = [ctx.world.ids.TunnelGroupBackendId!, ctx.world.ids.HTTPResponseBackendId!];
  return fc
    .subarray(children)
    .chain((ids) => fc.tuple(...ids.map(() => fc.integer({ min: 0, max: 10_000 }))).map((ws) => Object.fromEntries(ids.map((id, i) => [id, ws[i]]))));
}

/** Ids of real resources for an id schema (`BackendId` stands for every backend kind). */
function idsFor(name: string, ctx: ValueContext): string[] {
  const names = name === 'BackendId' ? ['TunnelGroupBackendId', 'HTTPResponseBackendId', 'WeightedBackendId'] : [name];
  const ids = names.map((n) => ctx.world.ids[n]).filter((id): id is string => id !== undefined && id !== ctx.targetId);
  if (ids.length === 0) throw new Error(`no real id for ${name}`);
  return ids;
}

function isIdSchemaName(name: string): boolean {
  return /Id$/.test(name) && typeof schemaNamed(name).pattern === 'string';
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const any = fc.bigInt(BigInt(min), BigInt(max)).map(Number);
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(min, max) }, { weight: 3, arbitrary: any });
}

function dateTime(): fc.Arbitrary<string> {
  return fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 }).map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
}

function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !/\p{Cs}/u.test(text);
}

function stringValue(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return dateTime();
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    // A negated class (`^[^\r\n\u0000]*$`) admits anything else: generate text (within the byte limit) and
    // keep what fits.
    if (schema.pattern.startsWith('^[^')) return unpatterned(schema).filter((text) => pattern.test(text));
    return fc.stringMatching(pattern).filter((text) => isStorable(text) && text.length <= (schema.maxLength ?? Infinity));
  }
  return unpatterned(schema);
}

function unpatterned(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema['x-max-bytes'] === 'number') return textWithinBytes(schema['x-max-bytes'], schema.minLength ?? 0);
  return storableText({ minLength: schema.minLength ?? 0 });
}

/** Keys of a map: header names are case-insensitive, so two that differ only in case are one name. */
function mapValue(schema: Schema, ctx: ValueContext, at: string): fc.Arbitrary<Record<string, unknown>> {
  const keys = schema.propertyNames
    ? (validValue(schema.propertyNames, ctx, `${at}{}`) as fc.Arbitrary<string>)
    : storableText({ minLength: 1, maxLength: 12 });
  const caseless = schema.propertyNames?.['x-error-code'] === 'HEADER_NAME_INVALID';
  return fc
    .uniqueArray(fc.tuple(keys, validValue(schema.additionalProperties, ctx, `${at}[]`)), {
      minLength: ctx.complete ? 1 : 0,
      maxLength: 3,
      selector: ([key]) => (caseless ? key.toLowerCase() : key),
    })
    .map((entries) => Object.fromEntries(entries.filter(([key]) => key !== '__proto__')));
}

function objectValue(schema: Schema, ctx: ValueContext, name: string): fc.Arbitrary<unknown> {
  if (!schema.properties) return schema.additionalProperties === false ? fc.constant({}) : mapValue(schema, ctx, name);
  // A field that repeats a path id (`x-path-parameter`) must hold that id: left out, as most clients do.
  const entries = Object.entries(schema.properties as Record<string, Schema>).filter(
    ([, property]) => !('not' in property) && !('x-path-parameter' in property),
  );
  const record = Object.fromEntries(entries.map(([key, property]) => [key, OVERRIDES[`${name}.${key}`]?.(ctx) ?? validValue(property, ctx, `${name}.${key}`)]));
  const objects = fc.record(record, { requiredKeys: ctx.complete ? Object.keys(record) : (schema.required ?? []) });
  return CROSS_FIELD_KEYWORDS.some((keyword) => keyword in schema) ? objects.filter(admittedBy(schema)) : objects;
}

/** Keywords that relate the fields of one object; generated objects are kept when the whole schema admits them. */
const CROSS_FIELD_KEYWORDS = ['dependentSchemas', 'dependentRequired', 'if', 'allOf', 'not'];
const specAjv = createSpecAjv(spec as never);
const compiled = new WeakMap<Schema, (value: unknown) => boolean>();

function admittedBy(schema: Schema): (value: unknown) => boolean {
  if (!compiled.has(schema)) {
    const validate = specAjv.compile(schema);
    compiled.set(schema, (value) => validate(value) === true);
  }
  return compiled.get(schema)!;
}

/** Values valid for `schema`; `name` is the component name (or a path below it) for overrides. */
export function validValue(schema: Schema, ctx: ValueContext, name: string): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') {
    const target = refName(schema.$ref);
    if (isIdSchemaName(target)) return fc.constantFrom(...idsFor(target, ctx));
    return OVERRIDES[target]?.(ctx) ?? validValue(resolve(schema), ctx, target);
  }
  if (schema.oneOf) {
    const members = (schema.oneOf as Schema[]).filter((member) => !ctx.complete || member.type !== 'null');
    return fc.oneof(...members.map((member) => validValue(member, ctx, name)));
  }
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, ctx, name)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integer(schema);
    case 'string':
      return stringValue(schema);
    case 'array':
      return fc.array(validValue(schema.items, ctx, `${name}[]`), {
        minLength: Math.max(schema.minItems ?? 0, ctx.complete ? 1 : 0),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectValue(schema, ctx, name);
    default:
      throw new Error(`${name}: cannot generate values for ${JSON.stringify(schema).slice(0, 120)}`);
  }
}

/**
 * Rules between fields of one body that no schema states — a certificate's window is ordered
 * (spec/components/schemas/SSHUserCertificateCreate.yaml) — and RSA keys limited to 2048 bits, as
 * 4096-bit keys take seconds to make.
 */
function consistent(schemaName: string, body: Record<string, any>): Record<string, any> {
  const out = { ...body };
  // The schema relates the options to the key type (dependentSchemas); RSA keys are made 2048 bits here.
  if (schemaName === 'SSHCertificateAuthorityCreate' && out.private_key_type === 'rsa') out.key_size = 2048;
  // Without valid_until the window ends 24 hours after now
  // (spec/components/schemas/SSHUserCertificateCreate.yaml): start it in the past.
  if (schemaName === 'SSHUserCertificateCreate' && out.valid_until === undefined && Date.parse(out.valid_after) > Date.now() - 60_000)
    out.valid_after = '2020-02-29T23:59:59Z';
  // Without valid_after the window starts now: end it in the future.
  if (schemaName === 'SSHUserCertificateCreate' && out.valid_after === undefined && Date.parse(out.valid_until) < Date.now() + 60_000)
    out.valid_until = '2100-01-01T00:00:00Z';
  if (schemaName === 'SSHUserCertificateCreate' && out.valid_after !== undefined && out.valid_until !== undefined) {
    const [a, b] = [out.valid_after, out.valid_until].sort();
    out.valid_after = a;
    out.valid_until = a === b ? new Date(Date.parse(b) + 1000).toISOString().replace('.000Z', 'Z') : b;
  }
  return out;
}

/** Valid bodies for a request schema of the spec. */
export function validBody(schemaName: string, ctx: ValueContext): fc.Arbitrary<Record<string, any>> {
  return (validValue(schemaNamed(schemaName), ctx, schemaName) as fc.Arbitrary<Record<string, any>>).map((body) => consistent(schemaName, body));
}

/**
 * The body as sent: agent ingress domains are unique across accounts
 * (spec/components/schemas/AgentIngress.yaml), so each send gets a label of its own (fast-check may run one
 * generated value more than once).
 */
export function fresh<T extends Record<string, any>>(schemaName: string, body: T): T {
  if (schemaName === 'AgentIngressCreate' && typeof body.domain === 'string') return { ...body, domain: `u${unique()}.${body.domain}` };
  return body;
}

/** One valid body of the schema with every field it can hold (for field-by-field mutation). */
export function completeBody(schemaName: string, ctx: ValueContext, seed: number): Record<string, any> {
  return fc.sample(validBody(schemaName, { ...ctx, complete: true }), { seed, numRuns: 1 })[0]!;
}
