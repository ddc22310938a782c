/**
 * The committed package agrees with the spec: every request example passes its operation's body
 * validator, and every systematic mutation of it fails with the expected pointer and rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { operations, utf8ByteLength } from '@tunnel-api/validators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../generator/index.js';
import { mutationsOf } from './mutations.js';

type Schema = Record<string, unknown>;
type Media = Record<string, { schema?: Schema; examples?: Record<string, { value?: unknown }> }>;
type Operation = { operationId: string; requestBody?: { content?: Media }; responses?: Record<string, { content?: Media }> };

const bundle = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (ref: string): Schema => {
  const name = decodeURIComponent(ref.replace('#/components/schemas/', ''));
  const schema = bundle.components.schemas[name];
  if (schema === undefined) throw new Error(`unresolvable ${ref}`);
  return schema;
};
type Guard = { is(v: unknown): boolean; check(v: unknown): Array<{ pointer: string; rule: string; message: string }> };
const validators = operations as unknown as Record<string, { body?: Guard; responses: Record<string, Guard | undefined> }>;

const examples = Object.values(bundle.paths)
  .flatMap((item) => Object.values(item))
  .flatMap((operation) => {
    const media = operation.requestBody?.content?.['application/json'];
    if (media?.schema === undefined) return [];
    return Object.entries(media.examples ?? {}).map(([name, example]) => ({
      name: `${operation.operationId} ${name}`,
      operationId: operation.operationId,
      value: example.value,
      schema: media.schema as Schema,
    }));
  });

describe('request examples of the spec', () => {
  it('exist for the operations that take a body', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples.map((e) => [e.name, e] as const))('%s passes', (_name, example) => {
    const body = validators[example.operationId]?.body;
    expect(body, `no body validator for ${example.operationId}`).toBeDefined();
    expect(body?.check(example.value)).toEqual([]);
  });
});

const responseExamples = Object.values(bundle.paths)
  .flatMap((item) => Object.values(item))
  .flatMap((operation) =>
    Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
      Object.entries(response.content?.['application/json']?.examples ?? {}).map(
        ([name, example]) => [`${operation.operationId} ${status} ${name}`, operation.operationId, status, example.value] as const,
      ),
    ),
  );

describe('response examples of the spec', () => {
  it('exist', () => {
    expect(responseExamples.length).toBeGreaterThan(60);
  });

  it.each(responseExamples)('%s passes', (_name, operationId, status, value) => {
    expect(validators[operationId]?.responses[status]?.check(value)).toEqual([]);
  });
});

describe('mutations of the request examples fail with the expected pointer and rule', () => {
  const cases = examples.flatMap((example) =>
    mutationsOf(example.value, example.schema, resolve).map((m) => [`${example.name}: ${m.description}`, example.operationId, m] as const),
  );

  it('cover every kind of mutation', () => {
    const rules = new Set(cases.map(([, , m]) => m.rule));
    expect([...rules].sort()).toEqual(
      expect.arrayContaining(['additionalProperties', 'enum', 'maximum', 'minimum', 'pattern', 'required', 'type', 'x-max-bytes']),
    );
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('%s', (_name, operationId, mutation) => {
    const problems = validators[operationId]?.body?.check(mutation.value) ?? [];
    expect(problems.map(({ pointer, rule }) => ({ pointer, rule }))).toContainEqual({ pointer: mutation.pointer, rule: mutation.rule });
    for (const problem of problems) expect(problem.message.startsWith(`${problem.pointer || '(root)'}: `)).toBe(true);
  });
});

describe('byte limits, property-based', () => {
  it('a description is accepted exactly when it fits in 255 UTF-8 bytes and holds no NUL (which storage cannot keep)', () => {
    const body = validators['createSSHCertificateAuthority']?.body ?? validators['createSshCertificateAuthority']?.body;
    expect(body).toBeDefined();
    const example = examples.find((e) => e.operationId.toLowerCase() === 'createsshcertificateauthority')?.value as Schema;
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: fc.constantFrom('a', 'é', '€', '😀'), maxLength: 140 }));
    fc.assert(
      fc.property(anyText, (description) => {
        expect(body?.is({ ...example, description })).toBe(utf8ByteLength(description) <= 255 && !description.includes('\u0000'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('is() and check() agree on any value, property-based', () => {
  const bodies = Object.entries(validators).flatMap(([operationId, parts]) => (parts.body === undefined ? [] : [[operationId, parts.body] as const]));
  // Arbitrary JSON, and the spec's examples with arbitrary JSON spliced in at a random field.
  const spliced = fc.constantFrom(...examples).chain((example) =>
    fc.tuple(fc.constant(example.value), fc.jsonValue({ maxDepth: 2 })).map(([value, noise]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return noise;
      const keys = Object.keys(value);
      return keys.length === 0 ? { ...value, extra: noise } : { ...value, [keys[Math.abs(JSON.stringify(noise).length) % keys.length]!]: noise };
    }),
  );

  it.each(bodies)('%s: a value is valid exactly when it has no problems, and every problem is worded', (_operationId, body) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue({ maxDepth: 3 }), spliced), (value) => {
        const problems = body.check(value);
        expect(body.is(value)).toBe(problems.length === 0);
        for (const problem of problems) expect(problem.message.startsWith(`${problem.pointer === '' ? '(root)' : problem.pointer}: `)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
