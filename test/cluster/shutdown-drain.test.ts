/**
 * SIGTERM drains (server/main.ts, server/ops/drain.ts): `/readyz` turns 503 while requests are still
 * served for DRAIN_DELAY_MS, a request in flight (an agent command waiting for its agent) gets its
 * real answer, the agents are told to go (1001), then the process exits 0. The operator endpoints
 * stay out of the info-level access log.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { AgentProcesses } from '../agents/helpers/agent-processes.js';
import { eventually } from '../agents-e2e/support/eventually.js';
import { freshDataDir } from '../support/fresh-data-dir.js';
import { api, killAllInstances, startInstance } from './support/server-instance.js';

const agents = new AgentProcesses();
const dataDirs: string[] = [];
afterAll(async () => {
  agents.killAll();
  await killAllInstances();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it('turns /readyz 503, finishes the request in flight, tells the agents, exits', async () => {
  const dataDir = await freshDataDir();
  dataDirs.push(dataDir);
  const server = await startInstance({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DRAIN_DELAY_MS: '1500', AGENT_COMMAND_TIMEOUT_MS: '2500' }, true);
  const key = server.devKey!;
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  const credential = await api(server.url, key, 'POST', '/credentials', {});
  const agent = agents.start(server.url, credential.body.token, ['--update-delay-ms', '600000', '--reconnect-min-ms', '60000', '--reconnect-max-ms', '60000']);
  const [, sessionId] = await agent.waitForLog(/connected: session (ts_\w+)/);

  // A hung agent: the update below waits for it until the command timeout.
  agents.signal(agent, 'SIGSTOP');
  const update = api(server.url, key, 'POST', `/tunnel_sessions/${sessionId}/update`, {});
  // In flight once the server marked the update as running: a second one is then refused.
  await eventually(
    'the update to be in flight',
    async () => (await api(server.url, key, 'POST', `/tunnel_sessions/${sessionId}/update`, {})).body?.error_code === 'AGENT_UPDATE_IN_PROGRESS',
  );
  server.kill('SIGTERM');

  const draining = await eventually('/readyz to answer 503', async () => {
    const response = await fetch(`${server.url}/readyz`);
    return response.status === 503 ? ((await response.json()) as object) : undefined;
  });
  expect(draining).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', draining: true } });
  // Still serving while load balancers notice.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await api(server.url, key, 'GET', '/tunnel_sessions')).status).toBe(200);

  // The command in flight gets its own answer (the agent's silence), not a 503 or a 404.
  const answered = await update;
  expect(answered.status).toBe(504);
  expect(answered.body.error_code).toBe('AGENT_COMMAND_TIMEOUT');

  agents.signal(agent, 'SIGCONT');
  expect(await server.exited).toBe(0);
  await agent.waitForLog(/disconnected \(1001 server shutting down\)/).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${agent.log()}`);
  });

  // Info-level access log: the API requests are there, the probes are not.
  const log = server.output();
  expect(log).toContain('/tunnel_sessions');
  expect(log).not.toMatch(/\/(healthz|readyz|metrics)\b/);
});
