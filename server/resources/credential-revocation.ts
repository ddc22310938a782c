/**
 * Closes the gap between an agent's token check and its session going online: an agent whose token was checked
 * just before its credential was deleted would come online after the delete handler dropped the credential's
 * sessions, and stay. So every session that comes online checks once more that its credential still exists.
 * Together with the drop after the delete commits, no interleaving leaves a session of a deleted credential
 * online (docs/decisions/0014-agent-sessions.md: a deleted credential's agents go).
 */
import type { SessionHub } from '../agents/index.js';
import { resourceExists, type Queryable } from '../storage/index.js';
import { CREDENTIAL_KIND } from './credential-tokens.js';

/** Watches `hub` until the returned function is called. */
export function dropSessionsOfDeletedCredentials(hub: SessionHub, db: Queryable): () => void {
  return hub.onChange((change) => {
    if (change.type !== 'online') return;
    const { account_id: accountId, credential } = change.session;
    void credentialExists(db, accountId, credential.id).then(
      (exists) => {
        if (!exists) hub.disconnectCredential(credential.id);
      },
      // The token was valid a moment ago; a failed re-check (a database going away at shutdown)
      // is no reason to drop the session.
      () => undefined,
    );
  });
}

function credentialExists(db: Queryable, accountId: string, credentialId: string): Promise<boolean> {
  return resourceExists(db, CREDENTIAL_KIND, accountId, credentialId);
}
