/**
 * The command relay between instances sharing one PostgreSQL (server/agents/command-relay.ts), on
 * LISTEN/NOTIFY: each instance listens on its own channel for commands and answers, and on a shared
 * channel for credential drops and ACL changes. A NOTIFY is delivered only to sessions listening at that moment and
 * is lost otherwise; a lost command or answer ends as AGENT_COMMAND_TIMEOUT, which is the truth the
 * caller can act on (the agent may or may not have heard it).
 */
import { randomUUID } from 'node:crypto';
import { COMMAND_NAMES, type CommandName } from '../../agent-protocol/index.js';
import type { CommandRelay, RelayedCommand, RelayHandlers } from '../agents/command-relay.js';
import { AGENT_COMMAND_ERROR_STATUS, AgentCommandError, type AgentCommandErrorCode, commandTimeout } from '../agents/errors.js';
import type { Queryable } from '../storage/index.js';
import type { Listener } from './listener.js';

/** Extra wait beyond the owner's own command timeout, so the owner's 504 (not ours) normally arrives. */
const RELAY_SLACK_MS = 1500;
export const SHARED_CHANNEL = 'tunnel_cluster';

export function instanceChannel(instanceId: string): string {
  return `tunnel_${instanceId}`;
}

type Message =
  | { type: 'command'; id: string; reply_to: string; account_id: string; session_id: string; name: CommandName }
  | { type: 'reply'; id: string; error?: { code: string; message: string } }
  | { type: 'drop_credential' | 'recheck_credential'; from: string; credential_id: string };

interface Pending {
  timer: NodeJS.Timeout;
  resolve(): void;
  reject(error: Error): void;
}

export interface NotifyRelayOptions {
  db: Queryable;
  listener: Listener;
  instanceId: string;
  commandTimeoutMs: number;
}

export function createNotifyRelay(options: NotifyRelayOptions): CommandRelay {
  const { db, listener, instanceId } = options;
  const pending = new Map<string, Pending>();
  let handlers: RelayHandlers | undefined;

  const notify = async (channel: string, message: Message): Promise<void> => {
    await db.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(message)]);
  };

  const answer = (request: Extract<Message, { type: 'command' }>, error?: unknown): void => {
    const reply: Message = { type: 'reply', id: request.id };
    if (error !== undefined) {
      reply.error =
        error instanceof AgentCommandError
          ? { code: error.code, message: error.message }
          : { code: 'INTERNAL', message: 'the owning instance failed to run the command' };
    }
    void notify(instanceChannel(request.reply_to), reply).catch(() => undefined);
  };

  const onMessage = (payload: string): void => {
    const message = parseMessage(payload);
    if (message === undefined) return;
    switch (message.type) {
      case 'command': {
        const run = handlers?.command({ accountId: message.account_id, sessionId: message.session_id, name: message.name });
        if (run === undefined) return;
        run.then(
          () => answer(message),
          (error: unknown) => answer(message, error),
        );
        return;
      }
      case 'reply': {
        const waiting = pending.get(message.id);
        if (waiting === undefined) return;
        pending.delete(message.id);
        clearTimeout(waiting.timer);
        if (message.error === undefined) waiting.resolve();
        else waiting.reject(toError(message.error));
        return;
      }
      case 'drop_credential':
        if (message.from !== instanceId) handlers?.dropCredential(message.credential_id);
        return;
      case 'recheck_credential':
        if (message.from !== instanceId) handlers?.recheckCredential(message.credential_id);
        return;
    }
  };
  listener.on(instanceChannel(instanceId), onMessage);
  listener.on(SHARED_CHANNEL, onMessage);

  return {
    forward(owner, request: RelayedCommand) {
      const id = randomUUID();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(commandTimeout(request.name, options.commandTimeoutMs));
        }, options.commandTimeoutMs + RELAY_SLACK_MS);
        pending.set(id, { timer, resolve, reject });
        const message: Message = {
          type: 'command',
          id,
          reply_to: instanceId,
          account_id: request.accountId,
          session_id: request.sessionId,
          name: request.name,
        };
        notify(instanceChannel(owner), message).catch((error: unknown) => {
          pending.delete(id);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      });
    },
    broadcastCredentialDrop: (credentialId) => notify(SHARED_CHANNEL, { type: 'drop_credential', from: instanceId, credential_id: credentialId }),
    broadcastCredentialRecheck: (credentialId) => notify(SHARED_CHANNEL, { type: 'recheck_credential', from: instanceId, credential_id: credentialId }),
    serve(next) {
      handlers = next;
    },
  };
}

function toError(error: { code: string; message: string }): Error {
  return Object.hasOwn(AGENT_COMMAND_ERROR_STATUS, error.code)
    ? new AgentCommandError(error.code as AgentCommandErrorCode, error.message)
    : new Error(error.message);
}

/** Our own messages only; anything else on the channel is ignored rather than trusted. */
function parseMessage(payload: string): Message | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  const text = (key: string) => (typeof message[key] === 'string' ? (message[key] as string) : undefined);
  switch (message.type) {
    case 'command': {
      const [id, replyTo, accountId, sessionId, name] = [text('id'), text('reply_to'), text('account_id'), text('session_id'), text('name')];
      if (!id || !replyTo || !accountId || !sessionId || !(COMMAND_NAMES as readonly string[]).includes(name ?? '')) return undefined;
      return { type: 'command', id, reply_to: replyTo, account_id: accountId, session_id: sessionId, name: name as CommandName };
    }
    case 'reply': {
      const id = text('id');
      if (!id) return undefined;
      const error = message.error as { code?: unknown; message?: unknown } | undefined;
      if (error === undefined) return { type: 'reply', id };
      if (typeof error?.code !== 'string' || typeof error.message !== 'string') return undefined;
      return { type: 'reply', id, error: { code: error.code, message: error.message } };
    }
    case 'drop_credential':
    case 'recheck_credential': {
      const [from, credentialId] = [text('from'), text('credential_id')];
      return from && credentialId ? { type: message.type, from, credential_id: credentialId } : undefined;
    }
    default:
      return undefined;
  }
}
