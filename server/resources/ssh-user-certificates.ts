/**
 * SSH user certificates (spec/components/schemas/SSHUserCertificate.yaml): real OpenSSH user certificates
 * signed at creation by one of the account's SSH certificate authorities, with key id = the certificate's id
 * (docs/decisions/0019-ssh-certificates.md). The signed content is fixed; only description and metadata change
 * afterwards.
 */
import { resources } from '@tunnel-api/server';
import type { SSHUserCertificate, SSHUserCertificateCreate, SSHUserCertificateUpdate } from '@tunnel-api/validators';
import { timestamp } from '../context.js';
import { DEFAULT_EXTENSIONS, type KeyType, openPrivateKey, parseAuthorizedKey, SshError, signUserCertificate } from '../ssh/index.js';
import { getResource, type Queryable } from '../storage/index.js';
import { describedBy, describedPatch, headAndBody, type ResourceKind } from './crud.js';
import { referencesNotFound, requireReferences } from './references.js';
import type { StoredSshCertificateAuthority } from './ssh-certificate-authorities.js';
import { sshApiError } from './ssh-errors.js';
import { SSH_CERTIFICATE_AUTHORITY_KIND } from './ssh-kinds.js';
import { validityOf } from './ssh-validity.js';

interface Stored {
  [key: string]: unknown;
  description?: string;
  metadata?: string;
  public_key: string;
  key_type: KeyType;
  ssh_certificate_authority_id: string;
  principals: string[];
  critical_options: Record<string, string>;
  extensions: Record<string, string>;
  valid_after: string;
  valid_until: string;
  certificate: string;
}

const CA_POINTER = '/ssh_certificate_authority_id';

export const sshUserCertificates: ResourceKind<'ssh_user_certificate', SSHUserCertificate, SSHUserCertificateCreate, SSHUserCertificateUpdate, Stored> = {
  resource: resources.ssh_user_certificate,
  async create({ body, account, tx, ctx, id }) {
    const authority = await findAuthority(tx, account.id, body.ssh_certificate_authority_id);
    const publicKey = body.public_key.trim();
    const { keyType } = withSshErrors(() => parseAuthorizedKey(publicKey));
    const { validAfter, validUntil } = validityOf(body, ctx.now());
    // spec/components/schemas/SSHUserCertificateCreate.yaml `extensions`: unspecified extensions are permit-pty
    // and permit-user-rc; an explicit {} is none.
    const extensions = body.extensions ?? { ...DEFAULT_EXTENSIONS };
    const principals = body.principals ?? [];
    const criticalOptions = body.critical_options ?? {};
    const certificate = withSshErrors(() =>
      signUserCertificate({
        caPrivateKeyPem: openPrivateKey(authority.sealed_private_key, ctx.kek),
        userPublicKey: publicKey,
        keyId: id,
        principals,
        validAfter,
        validBefore: validUntil,
        criticalOptions,
        extensions,
      }),
    );
    return {
      body: {
        ...describedBy(body),
        public_key: publicKey,
        key_type: keyType,
        ssh_certificate_authority_id: body.ssh_certificate_authority_id,
        principals,
        critical_options: criticalOptions,
        extensions,
        valid_after: timestamp(validAfter),
        valid_until: timestamp(validUntil),
        certificate,
      },
      // The CA cannot be deleted while this certificate exists (docs/decisions/0019-ssh-certificates.md).
      references: [{ id: body.ssh_certificate_authority_id, pointer: CA_POINTER }],
    };
  },
  update: ({ body, current }) => ({ body: { ...current.body, ...describedPatch(body, current.body) } }),
  // The stored body is the API's JSON after the head: reads answer with its text (crud.ts), the largest list page
  // there is (7.6 MiB at every request bound) as it was stored (docs/decisions/0086-worst-case-list-memory.md).
  storedBodyIsApi: true,
  toApi: headAndBody,
};

/** The signing CA: one of the account's (400 SSH_CERTIFICATE_AUTHORITY_REFERENCE_NOT_FOUND otherwise). */
async function findAuthority(db: Queryable, accountId: string, caId: string): Promise<StoredSshCertificateAuthority> {
  await requireReferences(db, accountId, [{ id: caId, pointer: CA_POINTER }]);
  const record = await getResource<StoredSshCertificateAuthority>(db, SSH_CERTIFICATE_AUTHORITY_KIND, accountId, caId);
  // Deleted between the two reads (PostgreSQL runs a delete beside them): the same answer, naming the field.
  if (record === undefined) throw referencesNotFound([{ id: caId, pointer: CA_POINTER }]);
  return record.body;
}

function withSshErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw error instanceof SshError ? sshApiError(error) : error;
  }
}
