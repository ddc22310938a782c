/**
 * Credentials (docs/decisions/0010-referenced-resources.md): the agent authtokens tunnel sessions name in
 * `credential` (spec/components/schemas/TunnelSession.yaml). `description`, `metadata` and `acl` (`bind:`
 * rules) are stored; the secret `token` is made here, shown once in the create response and `null` everywhere
 * else — only its hash is kept (credential-tokens.ts).
 */
import { resources } from '@tunnel-api/server';
import type { Credential, CredentialCreate, CredentialUpdate } from '@tunnel-api/validators';
import { credentialTokenUnique, generateCredentialToken } from './credential-tokens.js';
import { describedBy, describedPatch, headAndBody, patched, type ResourceKind } from './crud.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  acl: string[];
}

type Kind = ResourceKind<'credential', Credential, CredentialCreate, CredentialUpdate, Stored>;

/**
 * Reads answer with the stored answer (docs/decisions/0087-stored-answers.md) and `"token":null` before its closing
 * brace (crud.ts `readMembers`): a page of credentials at every request bound is 5.6 MiB, and answered from objects,
 * four of them at once took the server up to 90 MiB over its idle memory (docs/decisions/0086-worst-case-list-memory.md).
 */
export const credentialAnswers = {
  resource: resources.credential,
  storedBodyIsApi: true,
  readMembers: () => ',"token":null',
} satisfies Pick<Kind, 'resource' | 'storedBodyIsApi' | 'readMembers'>;

export interface CredentialKind {
  readonly kind: Kind;
  /** The token issued while creating from `request` (the create request body), once. */
  takeIssuedToken(request: object): string;
}

export function credentialKind(): CredentialKind {
  // The shared create (crud.ts) stores what `create` returns and shows what `toApi` returns, and
  // neither may hold the token. The token travels from `create` to the create handler keyed by the
  // request body object, which both see; a WeakMap forgets it if the create fails.
  const issued = new WeakMap<object, string>();
  const kind: Kind = {
    ...credentialAnswers,
    create: ({ body }) => {
      const token = generateCredentialToken();
      issued.set(body, token);
      return { body: { ...describedBy(body), acl: body.acl ?? [] }, uniques: [credentialTokenUnique(token)] };
    },
    update: ({ body, current }) => ({
      body: { ...describedPatch(body, current.body), acl: patched(body.acl, current.body.acl) },
    }),
    toApi: (record, uri) => Object.assign(headAndBody<Omit<Credential, 'token'>>(record, uri), { token: null }),
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
