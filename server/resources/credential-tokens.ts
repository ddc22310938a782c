/**
 * Credential tokens (docs/decisions/0010-referenced-resources.md: the secret `token` appears only in the
 * create response): `tat_` + 32 random bytes in base62. Only the SHA-256 is kept, as the unique value
 * `credential_token` of the credential, so an agent's token (server/agents, `hello.token`) resolves
 * to its credential and account with one indexed lookup and a leaked database leaks no usable token.
 * A plain hash is enough for the same reason as for API keys (server/accounts/api-key.ts): 256 bits
 * of entropy cannot be guessed back from the hash.
 */
import { resources } from '@tunnel-api/server';
import type { AgentIdentity } from '../agents/index.js';
import { hashSecret, newSecret } from '../ids/secret.js';
import { getResource, type Queryable, resourceHoldingUnique, type UniqueValue } from '../storage/index.js';

export const CREDENTIAL_TOKEN_PREFIX = 'tat_';
/** The unique-value namespace holding token hashes (storage `unique_values`). */
export const CREDENTIAL_TOKEN_NAMESPACE = 'credential_token';
export const CREDENTIAL_KIND = resources.credential.kind;

export function generateCredentialToken(): string {
  return newSecret(CREDENTIAL_TOKEN_PREFIX);
}

/** The unique value a credential holds for its token: the lower-case hex SHA-256 of its UTF-8 bytes. */
export function credentialTokenUnique(token: string): UniqueValue {
  return { namespace: CREDENTIAL_TOKEN_NAMESPACE, value: hashSecret(token) };
}

/** The credential, account and ACL a token belongs to; undefined for an unknown or deleted credential. */
export async function authenticateCredentialToken(db: Queryable, token: string): Promise<AgentIdentity | undefined> {
  const { value } = credentialTokenUnique(token);
  const holder = await resourceHoldingUnique(db, CREDENTIAL_TOKEN_NAMESPACE, value, CREDENTIAL_KIND);
  if (holder === undefined) return undefined;
  const acl = await credentialAcl(db, holder.accountId, holder.id);
  return acl === undefined ? undefined : { accountId: holder.accountId, credentialId: holder.id, acl };
}

/** The credential's ACL as stored; undefined when the credential is gone. */
export async function credentialAcl(db: Queryable, accountId: string, credentialId: string): Promise<readonly string[] | undefined> {
  const record = await getResource<{ acl?: string[] }>(db, CREDENTIAL_KIND, accountId, credentialId);
  return record === undefined ? undefined : (record.body.acl ?? []);
}
