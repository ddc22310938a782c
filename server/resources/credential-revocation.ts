/**
 * Closes the gap between an agent's token check and its session going online: an agent whose token was checked
 * just before its credential was deleted would come online after the delete handler dropped the credential's
 * sessions, and stay. So every session that comes online checks once more that its credential still exists.
 * Together with the drop after the delete commits, no interleaving leaves a session of a deleted credential
 * online (docs/decisions/0014-agent-sessions.md: a deleted credential's agents go). The same holds for an ACL
 * narrowed meanwhile: the credential's current ACL is read again, and a session it no longer allows is closed
 * (docs/decisions/0058-credential-acl-enforcement.md).
 */

import { deniedLabel } from '../agents/credential-acl.js';
import type { SessionHub } from '../agents/index.js';
import type { Queryable } from '../storage/index.js';
import { credentialAcl } from './credential-tokens.js';

/** Watches `hub` until the returned function is called. */
export function dropSessionsOfDeletedCredentials(hub: SessionHub, db: Queryable): () => void {
  return hub.onChange((change) => {
    if (change.type !== 'online') return;
    const { account_id: accountId, credential } = change.session;
    void credentialAcl(db, accountId, credential.id).then(
      (acl) => {
        if (acl === undefined) hub.disconnectCredential(credential.id);
        else if (deniedLabel(acl, change.session.tunnels) !== undefined) void hub.recheckCredential(credential.id).catch(() => undefined);
      },
      // The token was valid a moment ago; a failed re-check (a database going away at shutdown)
      // is no reason to drop the session.
      () => undefined,
    );
  });
}
