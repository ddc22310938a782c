// The spec is as strict as the server where JSON Schema can say it: what the server refuses, the
// schema refuses too, so a request valid per the spec is not refused for its shape.
import { describe, expect, it } from 'vitest';
import bundle from '../../generated/openapi.json' with { type: 'json' };
import { createSpecAjv } from './spec-ajv.js';

const { compile } = createSpecAjv(bundle as never);

describe('edge hostports', () => {
  const hostports = ['HTTPSEdgeCreate', 'HTTPSEdgeUpdate', 'TCPEdgeCreate', 'TCPEdgeUpdate', 'TLSEdgeCreate', 'TLSEdgeUpdate'];
  const refused = [
    '0:0',
    '.8:68',
    'example.com:65536',
    'example.com:0',
    'example.com',
    '-bad.example.com:443',
    'a..b:443',
    `${'a'.repeat(64)}.com:443`,
    `${'a'.repeat(254)}:80`,
  ];
  const accepted = ['a.example.com:1', 'b.example.com.:65535', 'localhost:8080', `${`${'a'.repeat(63)}.`.repeat(3)}${'a'.repeat(61)}:443`];
  it.each(hostports)('%s refuses what the server refuses and admits what it accepts', (name) => {
    const validate = compile({ $ref: `#/components/schemas/${name}` });
    for (const value of refused) expect(validate({ hostports: [value] }), value).toBe(false);
    for (const value of accepted) expect(validate({ hostports: [value] }), value).toBe(true);
  });
});

describe('text fields of request bodies', () => {
  // Text with rules of its own, checked when parsed (a certificate, XML metadata, an OpenSSH key, SSH option
  // values): a NUL there is refused with that rule's code.
  const structured = new Set([
    'CertificateAuthorityCreate.ca_pem',
    'SAMLModuleReplace.idp_metadata',
    'SSHUserCertificateCreate.public_key',
    'SSHUserCertificateCreate.critical_options.additionalProperties',
    'SSHUserCertificateCreate.extensions.additionalProperties',
  ]);
  const schemas = (bundle as any).components.schemas as Record<string, any>;
  const requestSchemas = new Set<string>();
  for (const item of Object.values((bundle as any).paths) as any[]) {
    for (const operation of Object.values(item) as any[]) {
      const ref = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
      if (typeof ref === 'string') requestSchemas.add(ref.split('/').pop()!);
    }
  }
  /** Every string schema without a pattern, enum, const or format, by `Schema.field.…`. */
  function freeText(schema: any, where: string, seen: Set<string>, out: string[]): string[] {
    if (typeof schema?.$ref === 'string') {
      const name = schema.$ref.split('/').pop()!;
      if (!seen.has(name)) freeText(schemas[name], name, seen.add(name), out);
      return out;
    }
    if (schema === null || typeof schema !== 'object') return out;
    if ([schema.type].flat().includes('string') && !['enum', 'const', 'format'].some((k) => k in schema)) out.push(where);
    for (const [name, property] of Object.entries(schema.properties ?? {})) freeText(property, `${where}.${name}`, seen, out);
    for (const keyword of ['items', 'additionalProperties']) freeText(schema[keyword], `${where}.${keyword}`, seen, out);
    for (const member of schema.oneOf ?? []) freeText(member, where, seen, out);
    return out;
  }
  const fields = [...requestSchemas]
    .flatMap((name) => freeText({ $ref: `#/components/schemas/${name}` }, name, new Set(), []))
    .filter((where) => !structured.has(where));
  it('free text refuses the NUL character with the storable-text pattern (TEXT_NOT_STORABLE)', () => {
    expect(fields.length).toBeGreaterThan(70);
    const resolve = (path: string) =>
      path
        .split('.')
        .slice(1)
        .reduce((node: any, key) => (key === 'items' || key === 'additionalProperties' ? node[key] : node.properties[key]), schemas[path.split('.')[0]!]);
    const without = fields.filter((where) => resolve(where)?.pattern === undefined);
    expect(without).toEqual([]);
    for (const where of fields.filter((w) => resolve(w).pattern === '^[^\\u0000]*$')) expect(compile(resolve(where))('a\u0000b'), where).toBe(false);
  });
});
