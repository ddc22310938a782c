/**
 * How a hub reaches sessions held by other instances: a command goes to the owning instance and its
 * answer comes back; a credential's drop goes to every instance. Only instances sharing PostgreSQL
 * have one (server/cluster/notify-relay.ts); a single process needs none.
 */
import type { CommandName } from '../../agent-protocol/index.js';

export interface RelayedCommand {
  accountId: string;
  sessionId: string;
  name: CommandName;
}

/** What a hub does for other instances. */
export interface RelayHandlers {
  /** Runs a command on a session this instance holds; rejects with AgentCommandError as locally. */
  command(request: RelayedCommand): Promise<void>;
  dropCredential(credentialId: string): void;
  /** The credential's ACL changed: close this instance's sessions it no longer allows. */
  recheckCredential(credentialId: string): void;
}

export interface CommandRelay {
  /** Sends the command to instance `owner`; settles as the owner's hub did, or AGENT_COMMAND_TIMEOUT. */
  forward(owner: string, request: RelayedCommand): Promise<void>;
  /** Tells every other instance to drop the agents of this credential. */
  broadcastCredentialDrop(credentialId: string): Promise<void>;
  /** Tells every other instance that the credential's ACL changed. */
  broadcastCredentialRecheck(credentialId: string): Promise<void>;
  serve(handlers: RelayHandlers): void;
}
