// The agent ingress domain rules and certificate status as functions (given/want tables).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors/api-error.js';
import { certificatePolicy, statusAfter } from '../../server/resources/agent-ingress-certificates.js';
import { normalizeAgentIngressDomain, regionDomains } from '../../server/resources/agent-ingress-domain.js';

describe('normalizeAgentIngressDomain', () => {
  const accepted: Array<[string, string]> = [
    ['example.com', 'example.com'],
    ['Agents.Example.COM', 'agents.example.com'],
    ['example.com.', 'example.com'], // an absolute name's trailing dot (the schema refuses it before; kept for direct callers)
    ['a-b.x1.io', 'a-b.x1.io'],
    ['1.example.com', '1.example.com'],
  ];
  for (const [given, want] of accepted) {
    it(`${given} → ${want}`, () => expect(normalizeAgentIngressDomain(given)).toBe(want));
  }

  const refused = [
    'com',
    'example',
    '.',
    'example..com',
    '-x.example.com',
    'x-.example.com',
    'a_b.example.com',
    '1.2.3.4',
    `${'a'.repeat(64)}.com`,
    `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
  ];
  for (const given of refused) {
    it(`refuses ${given.length > 40 ? `${given.slice(0, 20)}… (${given.length} chars)` : JSON.stringify(given)}`, () => {
      let error: unknown;
      try {
        normalizeAgentIngressDomain(given);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('AGENT_INGRESS_DOMAIN_INVALID');
      expect((error as ApiError).message).toBe(`/domain: ${given} is not a valid domain name.`);
    });
  }
});

describe('regionDomains', () => {
  it("one subdomain per region, in the spec's order", () => {
    expect(regionDomains('example.com')).toEqual([
      'au.example.com',
      'eu.example.com',
      'ap.example.com',
      'us.example.com',
      'jp.example.com',
      'in.example.com',
      'sa.example.com',
    ]);
  });
});

describe('certificate management', () => {
  const T1 = new Date('2026-01-01T00:00:00.900Z');
  const T2 = new Date('2026-02-01T00:00:00Z');
  const rsa = { authority: 'letsencrypt', private_key_type: 'rsa' } as const;
  const ecdsa = { authority: 'letsencrypt', private_key_type: 'ecdsa' } as const;
  const job = (at: string) => ({
    renews_at: null,
    provisioning_job: { msg: 'Waiting for the NS records of e.com to point at the ns_targets.', started_at: at },
  });

  it('policy defaults', () => {
    expect(certificatePolicy(undefined)).toBeNull();
    expect(certificatePolicy(null)).toBeNull();
    expect(certificatePolicy({})).toEqual(rsa);
    expect(certificatePolicy({ private_key_type: 'ecdsa' })).toEqual(ecdsa);
  });

  it('status transitions', () => {
    expect(statusAfter('e.com', { policy: null, status: null }, null, T1)).toBeNull();
    expect(statusAfter('e.com', { policy: null, status: null }, rsa, T1)).toEqual(job('2026-01-01T00:00:00Z'));
    expect(statusAfter('e.com', { policy: rsa, status: job('2026-01-01T00:00:00Z') }, { ...rsa }, T2)).toEqual(job('2026-01-01T00:00:00Z'));
    expect(statusAfter('e.com', { policy: rsa, status: job('2026-01-01T00:00:00Z') }, ecdsa, T2)).toEqual(job('2026-02-01T00:00:00Z'));
    expect(statusAfter('e.com', { policy: rsa, status: job('2026-01-01T00:00:00Z') }, null, T2)).toBeNull();
  });
});
