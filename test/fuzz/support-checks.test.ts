// The fuzz suites' own checks, on hand-made answers and bodies: each rule of support/rejection.ts and
// support/readback.ts catches what it is there to catch, and the mutations reach every field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSpecAjv } from '../spec/spec-ajv.js';
import { everyMutation } from './support/invalid-values.js';
import { readbackProblems, resourceProblems, withDefaults } from './support/readback.js';
import { refusalProblems } from './support/rejection.js';
import { operations, schemaNamed, spec } from './support/spec-operations.js';
import { validBody } from './support/valid-values.js';

const OP = 'op_2QeKtgHQLJBYKG4LsI7iKl7oF9b';
const refusal = (status: number, code: string, headerOp = OP) => ({
  status,
  body: { error_code: code, status_code: status, msg: 'm', details: { operation_id: OP } },
  headers: { 'service-operation-id': headerOp },
});

describe('refusalProblems', () => {
  it('accepts a well-formed refusal and any success', () => {
    expect(refusalProblems(refusal(404, 'NOT_FOUND'))).toEqual([]);
    expect(refusalProblems({ status: 200, body: {}, headers: {} })).toEqual([]);
  });

  it.each([
    ['a 5xx', refusal(500, 'INTERNAL_ERROR'), 'a 500'],
    ['an unregistered code', refusal(400, 'NOPE'), 'error_code "NOPE" is not in components.x-error-codes'],
    ['a code answered with another status than registered', refusal(400, 'NOT_FOUND'), 'NOT_FOUND is registered with 404, answered with 400'],
    ['another operation id in the header', refusal(404, 'NOT_FOUND', 'op_x'), `Service-Operation-Id op_x differs from details.operation_id ${OP}`],
  ])('flags %s', (_name, answer, problem) => {
    expect(refusalProblems(answer)).toContain(problem);
  });

  it('flags a status_code that is not the HTTP status', () => {
    const answer = refusal(404, 'NOT_FOUND');
    answer.body.status_code = 400;
    expect(refusalProblems(answer)).toEqual(['status_code 400 differs from the HTTP status 404']);
  });
});

describe('readback', () => {
  it('expects header names in lower case and defaults applied', () => {
    const schema = schemaNamed('HTTPResponseBackendCreate');
    const sent = withDefaults(schema, { headers: { 'X-A': '1' } });
    expect(sent).toEqual({ headers: { 'X-A': '1' }, body: '', status_code: 200 });
    expect(readbackProblems(schema, sent, { headers: { 'x-a': '1' }, body: '', status_code: 200 })).toEqual([]);
    expect(readbackProblems(schema, sent, { headers: { 'X-A': '1' }, body: '', status_code: 200 })).toEqual(['/headers: sent {"x-a":"1"}, read {"X-A":"1"}']);
  });

  it('reads references as Refs, each once, and flags a wrong one', () => {
    const schema = schemaNamed('IPRestrictionModuleReplace');
    const ref = (id: string) => ({ id, uri: `http://api.test/ip_policies/${id}` });
    expect(readbackProblems(schema, { ip_policy_ids: ['ipp_a', 'ipp_a'] }, { ip_policies: [ref('ipp_a')] })).toEqual([]);
    expect(readbackProblems(schema, { ip_policy_ids: ['ipp_a'] }, { ip_policies: [ref('ipp_b')] })).toHaveLength(1);
  });

  it('checks what a write-only input produced', () => {
    expect(resourceProblems('SSHCertificateAuthorityCreate', { private_key_type: 'rsa' }, { key_type: 'rsa' })).toEqual([]);
    expect(resourceProblems('SSHCertificateAuthorityCreate', { private_key_type: 'rsa' }, { key_type: 'ed25519' })).toEqual([
      '/key_type: asked for rsa, read ed25519',
    ]);
  });
});

describe('everyMutation', () => {
  it('gives each field a wrong type, and each limited text a value over its byte limit', () => {
    const whats = everyMutation('CredentialUpdate', { description: 'd', metadata: 'm', acl: ['bind:x'] }, ['ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b'], 1).map(
      (m) => m.what,
    );
    for (const field of ['/description', '/metadata', '/acl', '/acl/0']) expect(whats).toContain(`wrong type at ${field}`);
    expect(whats).toContain('over the byte limit at /description');
    expect(whats).toContain('over the byte limit at /metadata');
    expect(whats).toContain('NUL character at /acl/0');
    expect(whats).toContain('unknown field at /');
  });

  it('puts CR/LF into header values and bad ids into references', () => {
    const headers = everyMutation('ResponseHeadersModuleReplace', { add: { 'X-A': '1' }, remove: ['Server'] }, ['ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b'], 1);
    expect(headers.find((m) => m.what === 'CR/LF in a header value at /add/X-A')?.mustReject).toBe(true);
    const refs = everyMutation('BackendModuleReplace', { backend_id: 'bkdtg_2QeKtgHQLJBYKG4LsI7iKl7oF9b' }, ['ipp_2QeKtgHQLJBYKG4LsI7iKl7oF9b'], 1);
    expect(refs.find((m) => m.what === 'unknown id at /backend_id')?.body).toEqual({ backend_id: 'bkdtg_2QeKtgHQLJBYKG4LsI7iKl7oF9b' });
  });
});

describe('validBody', () => {
  // Ids of the right shape for every id schema: only the schemas' verdict matters here.
  const ids = Object.fromEntries(
    Object.keys(spec.components.schemas)
      .filter((name) => /Id$/.test(name) && typeof schemaNamed(name).pattern === 'string')
      .map((name) => [name, `${schemaNamed(name)['x-id-prefix'] ?? /^\^([a-z]+)_/.exec(schemaNamed(name).pattern)?.[1]}_${'2QeKtgHQLJBYKG4LsI7iKl7oF9b'}`]),
  );
  const ctx = { world: { ids }, caPem: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' };
  const { compile } = createSpecAjv(spec as never);
  const schemas = [...new Set(operations.flatMap((op) => (op.requestSchema === undefined ? [] : [op.requestSchema])))];
  // The spec's rules between fields (dependentSchemas, oneOf, propertyNames, patterns) hold for what it generates.
  it.each(schemas)('%s: every generated body is valid per its schema', (name) => {
    const validate = compile({ $ref: `#/components/schemas/${name}` });
    for (const body of fc.sample(validBody(name, ctx), { seed: 7, numRuns: 25 }))
      expect(validate(body), `${JSON.stringify(body).slice(0, 300)} ${JSON.stringify(validate.errors)}`).toBe(true);
  });
});
