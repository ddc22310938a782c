/**
 * The agent program's side of the control protocol, driven by a hand-written server: what a real
 * agent does with commands the hub would never send (defence in depth), a silent server and a
 * malformed message.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AgentMessage, parseAgentMessage } from '../../agent-protocol/index.js';
import { AgentProcesses } from './helpers/agent-processes.js';
import { waitFor } from './helpers/wait-for.js';

interface FakeConnection {
  ws: WebSocket;
  received: AgentMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

const agents = new AgentProcesses();
let server: http.Server | undefined;
let wss: WebSocketServer | undefined;

afterEach(async () => {
  agents.killAll();
  wss?.close();
  server?.closeAllConnections();
  if (server !== undefined) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  wss = undefined;
});

/** A server that welcomes every agent with `heartbeatMs` and then does only what the test says. */
async function fakeServer(heartbeatMs = 60_000): Promise<{ url: string; connections: FakeConnection[] }> {
  const connections: FakeConnection[] = [];
  server = http.createServer();
  wss = new WebSocketServer({ server, path: '/agent/v1/connect' });
  wss.on('connection', (ws) => {
    const connection: FakeConnection = {
      ws,
      received: [],
      closed: new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }))),
    };
    connections.push(connection);
    ws.on('message', (data) => {
      const message = parseAgentMessage(String(data));
      connection.received.push(message);
      if (message.type === 'hello') {
        ws.send(JSON.stringify({ type: 'welcome', session_id: `ts_fake${connections.length}`, heartbeat_ms: heartbeatMs }));
      }
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections };
}

async function welcomed(connections: FakeConnection[], index = 0): Promise<FakeConnection> {
  return waitFor(`connection ${index} to say hello`, () => {
    const connection = connections[index];
    return connection?.received.some((message) => message.type === 'hello') ? connection : undefined;
  });
}

describe('agent program protocol', () => {
  it('announces itself in hello with its labels, version and settings', async () => {
    const { url, connections } = await fakeServer();
    agents.start(url, 'tok', ['--label', 'app=web', '--version', '3.1.0', '--os', 'linux', '--region', 'eu', '--metadata', 'm']);
    const connection = await welcomed(connections);
    expect(connection.received[0]).toEqual({
      type: 'hello',
      token: 'tok',
      agent_version: '3.1.0',
      os: 'linux',
      transport: 'service/v2',
      update_checks: true,
      metadata: 'm',
      region: 'eu',
      tunnels: [{ labels: { app: 'web' } }],
    });
  });

  it('refuses on its own side what the server should never have sent', async () => {
    const { url, connections } = await fakeServer();
    agents.start(url, 'tok', ['--version', '3.1.0', '--os', 'windows']);
    const connection = await welcomed(connections);
    const send = (command: object) => connection.ws.send(JSON.stringify({ type: 'command', ...command }));
    send({ command_id: 'c1', name: 'update', version: '4.0.0' });
    send({ command_id: 'c2', name: 'update', version: '3.0.0' });
    send({ command_id: 'c3', name: 'restart' });
    const refusals = await waitFor('three refusals', () => {
      const found = connection.received.filter((message) => message.type === 'command_refused');
      return found.length === 3 ? found : undefined;
    });
    expect(refusals).toEqual([
      {
        type: 'command_refused',
        command_id: 'c1',
        code: 'AGENT_UPDATE_UNAVAILABLE',
        message: 'No release newer than 3.1.0 exists within major version 3; updates never cross a major version.',
      },
      expect.objectContaining({ command_id: 'c2', code: 'AGENT_UPDATE_UNAVAILABLE' }),
      expect.objectContaining({ command_id: 'c3', code: 'AGENT_RESTART_UNSUPPORTED_OS' }),
    ]);
  });

  it('drops a silent server and reconnects', async () => {
    const { url, connections } = await fakeServer(100);
    const agent = agents.start(url, 'tok');
    await welcomed(connections, 0);
    // The fake server never answers heartbeats: after three intervals the agent gives up on it.
    await agent.waitForLog(/server stopped answering; dropping the connection/);
    await welcomed(connections, 1);
    expect(connections[0]?.received.filter((message) => message.type === 'heartbeat').length).toBeGreaterThan(0);
  });

  it('closes with 4400 naming the fault on a malformed server message, and exits 1', async () => {
    const { url, connections } = await fakeServer();
    const agent = agents.start(url, 'tok');
    const connection = await welcomed(connections);
    connection.ws.send(JSON.stringify({ type: 'command', command_id: 'c1', name: 'reboot' }));
    expect(await connection.closed).toEqual({ code: 4400, reason: 'command.name must be one of restart, stop, update' });
    expect(await agent.exited).toBe(1);
    await agent.waitForLog(/protocol error: command\.name must be one of restart, stop, update; closing/);
  });
});
