/**
 * SSH certificate authorities (spec/components/schemas/SSHCertificateAuthority.yaml). The service generates the
 * key pair (docs/decisions/0019-ssh-certificates.md: ed25519 by default, ecdsa p256/p384/p521, rsa 2048/4096)
 * and stores the private key sealed under the server's key-encryption key; the API shows only `public_key` and
 * `key_type`. Only description and metadata change after creation, and a CA that has issued certificates cannot
 * be deleted (409 SSH_CA_HAS_CERTIFICATES).
 */
import { resources } from '@tunnel-api/server';
import type { SSHCertificateAuthority, SSHCertificateAuthorityCreate, SSHCertificateAuthorityUpdate } from '@tunnel-api/validators';
import { ApiError } from '../errors/api-error.js';
import { type CaKey, generateCaKeyAsync, type KeyType, type RsaKeySize, SshError, sealPrivateKey } from '../ssh/index.js';
import { type Queryable, referrerCount } from '../storage/index.js';
import { describedBy, describedPatch, type ResourceKind, resourceHead } from './crud.js';
import { sshApiError } from './ssh-errors.js';
import { SSH_USER_CERTIFICATE_KIND } from './ssh-kinds.js';

export interface StoredSshCertificateAuthority {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  public_key: string;
  key_type: KeyType;
  /** sealPrivateKey output; never copied into a response. */
  sealed_private_key: string;
}

/** A create request with its key pair, generated before the write transaction opens. */
export interface NewSshCertificateAuthority {
  readonly request: SSHCertificateAuthorityCreate;
  readonly key: CaKey;
}

/**
 * The authority's key pair for a create request, off the event loop and outside any transaction:
 * an RSA 4096 key can take seconds to find. Option mistakes (elliptic_curve without ecdsa, key_size
 * without rsa) are 400 SSH_KEY_OPTION_MISMATCH.
 */
export async function generateAuthorityKey(request: SSHCertificateAuthorityCreate): Promise<CaKey> {
  try {
    return await generateCaKeyAsync({
      // `||`: the zero values "" and 0 are "not set" (docs/decisions/0032-zero-values-on-create.md).
      privateKeyType: request.private_key_type || undefined,
      ellipticCurve: request.elliptic_curve || undefined,
      keySize: (request.key_size || undefined) as RsaKeySize | undefined,
    });
  } catch (error) {
    throw error instanceof SshError ? sshApiError(error) : error;
  }
}

export const sshCertificateAuthorities: ResourceKind<
  'ssh_certificate_authority',
  SSHCertificateAuthority,
  NewSshCertificateAuthority,
  SSHCertificateAuthorityUpdate,
  StoredSshCertificateAuthority
> = {
  resource: resources.ssh_certificate_authority,
  create: ({ body: { request, key }, ctx }) => ({
    body: {
      ...describedBy(request),
      public_key: key.publicKey,
      key_type: key.keyType,
      sealed_private_key: sealPrivateKey(key.privateKeyPem, ctx.kek),
    },
  }),
  update: ({ body, current }) => ({ body: { ...current.body, ...describedPatch(body, current.body) } }),
  async beforeDelete(record, tx) {
    const count = await issuedCertificateCount(tx, record.id);
    if (count > 0) throw hasCertificatesError(record.id, count);
  },
  // Fields are picked one by one so the sealed private key cannot slip into a response.
  toApi: (record, uri) =>
    Object.assign(resourceHead(record, uri), {
      public_key: record.body.public_key,
      key_type: record.body.key_type,
    }),
};

export function hasCertificatesError(id: string, count: number): ApiError {
  return new ApiError('SSH_CA_HAS_CERTIFICATES', { id, count }, { count });
}

function issuedCertificateCount(db: Queryable, caId: string): Promise<number> {
  return referrerCount(db, caId, SSH_USER_CERTIFICATE_KIND);
}
