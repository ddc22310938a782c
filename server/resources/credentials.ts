/**
 * Credentials (docs/decisions/0010-referenced-resources.md): the agent authtokens tunnel sessions name in
 * `credential` (spec/components/schemas/TunnelSession.yaml). `description`, `metadata` and `acl` (`bind:`
 * rules) are stored; the secret `token` is made here, shown once in the create response and `null` everywhere
 * else — only its hash is kept (credential-tokens.ts).
 */
import { resources } from '@tunnel-api/server';
import type { Credential, CredentialCreate, CredentialUpdate } from '@tunnel-api/validators';
import { credentialTokenUnique, generateCredentialToken } from './credential-tokens.js';
import { describedBy, describedPatch, patched, type ResourceKind, resourceHead } from './crud.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  acl: string[];
}

export interface CredentialKind {
  readonly kind: ResourceKind<'credential', Credential, CredentialCreate, CredentialUpdate, Stored>;
  /** The token issued while creating from `request` (the create request body), once. */
  takeIssuedToken(request: object): string;
}

export function credentialKind(): CredentialKind {
  // The shared create (crud.ts) stores what `create` returns and shows what `toApi` returns, and
  // neither may hold the token. The token travels from `create` to the create handler keyed by the
  // request body object, which both see; a WeakMap forgets it if the create fails.
  const issued = new WeakMap<object, string>();
  const kind: ResourceKind<'credential', Credential, CredentialCreate, CredentialUpdate, Stored> = {
    resource: resources.credential,
    create: ({ body }) => {
      const token = generateCredentialToken();
      issued.set(body, token);
      return { body: { ...describedBy(body), acl: body.acl ?? [] }, uniques: [credentialTokenUnique(token)] };
    },
    update: ({ body, current }) => ({
      body: { ...describedPatch(body, current.body), acl: patched(body.acl, current.body.acl) },
    }),
    toApi: (record, uri) =>
      Object.assign(resourceHead(record, uri), {
        token: null,
        acl: record.body.acl,
      }),
  };
  return {
    kind,
    takeIssuedToken(request) {
      const token = issued.get(request);
      if (token === undefined) throw new Error('credentials: no token was issued for this create request');
      issued.delete(request);
      return token;
    },
  };
}
