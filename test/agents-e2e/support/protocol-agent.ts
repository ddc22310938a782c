/**
 * An agent driven by hand over the control protocol (agent-protocol/), for the answers the
 * real agent program never gives on its own: refusing what the server allowed, never answering.
 */
import WebSocket from 'ws';
import type { CommandMessage, ServerMessage, TunnelAnnouncement } from '../../../agent-protocol/index.js';
import { waitFor } from '../../agents/helpers/wait-for.js';

export interface ProtocolAgent {
  sessionId: string;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  /** The next command the server sends (waits for it). */
  nextCommand(): Promise<CommandMessage>;
  send(message: unknown): void;
  terminate(): void;
}

/** The server closed the socket instead of welcoming the agent. */
export class RefusedError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(`the server closed the control channel with ${code} ${reason}`);
  }
}

export interface HelloFields {
  token: string;
  agent_version?: string;
  os?: string;
  transport?: 'service/v2' | 'ssh';
  update_checks?: boolean;
  metadata?: string;
  region?: string;
  /** One tunnel with these labels; `tunnels` announces several. */
  labels?: Record<string, string>;
  tunnels?: TunnelAnnouncement[];
}

export async function connectProtocolAgent(serverUrl: string, fields: HelloFields): Promise<ProtocolAgent> {
  const ws = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/agent/v1/connect`);
  const messages: ServerMessage[] = [];
  let commandsSeen = 0;
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  let closedWith: { code: number; reason: string } | undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => {
      closedWith = { code, reason: reason.toString('utf8') };
      resolve(closedWith);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const send = (message: unknown) => ws.send(JSON.stringify(message));
  const { labels, tunnels, token, ...rest } = fields;
  send({
    type: 'hello',
    token,
    agent_version: '3.0.0',
    os: 'linux',
    transport: 'service/v2',
    update_checks: true,
    ...rest,
    tunnels: tunnels ?? (labels === undefined ? [] : [{ labels }]),
  });
  const welcome = await waitFor(
    'welcome',
    () => {
      const found = messages.find((message) => message.type === 'welcome');
      if (found === undefined && closedWith !== undefined) throw new RefusedError(closedWith.code, closedWith.reason);
      return found;
    },
    5000,
  );
  return {
    sessionId: welcome.session_id,
    messages,
    closed,
    async nextCommand() {
      const command = await waitFor('a command', () => messages.filter((message): message is CommandMessage => message.type === 'command')[commandsSeen], 5000);
      commandsSeen += 1;
      return command;
    },
    send,
    terminate: () => ws.terminate(),
  };
}
