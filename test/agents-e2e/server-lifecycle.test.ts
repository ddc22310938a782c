/**
 * The server as `npm start` runs it (server/main.ts, configuration from the environment): the agent
 * settings reach the session hub, the authoritative DNS answers on DNS_PORT for the ingress domains
 * (docs/decisions/0073-dns-on-by-default.md), and shutting down with agents connected closes their
 * sockets (1001) instead of waiting for them forever.
 */
import { Resolver } from 'node:dns/promises';
import { rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { startServer } from '../../server/main.js';
import { AgentProcesses } from '../agents/helpers/agent-processes.js';
import { freePort } from '../server/harness.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

const agents = new AgentProcesses();
const dataDirs: string[] = [];
afterEach(() => {
  agents.killAll();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('takes AGENT_RELEASES from the environment, serves DNS on DNS_PORT, and closes agent sockets on shutdown', async () => {
  const dataDir = await freshDataDir();
  dataDirs.push(dataDir);
  const dnsPort = await freePort();
  const config = loadConfig({ PORT: '0', DNS_PORT: String(dnsPort), DATA_DIR: dataDir, LOG_LEVEL: 'silent', AGENT_RELEASES: '3.0.0,3.7.0,4.0.0' });
  const lines: string[] = [];
  const server = await startServer(config, (line) => lines.push(line));
  const key = server.devAccount?.apiKey;
  if (key === undefined) throw new Error('a fresh data directory must create the development account');
  const headers = { 'service-version': '2', authorization: `Bearer ${key}`, 'content-type': 'application/json' };

  expect(lines).toContain(`Authoritative DNS for agent ingress domains on 127.0.0.1 port ${dnsPort} (UDP and TCP)`);
  const ingress = await fetch(`${server.url}/agent_ingresses`, { method: 'POST', headers, body: JSON.stringify({ domain: 'lifecycle.example.test' }) });
  expect(ingress.status).toBe(201);
  const resolver = new Resolver({ timeout: 5000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dnsPort}`]);
  expect(await resolver.resolve4('eu.lifecycle.example.test')).toEqual(['127.0.0.1']);

  const created = await fetch(`${server.url}/credentials`, { method: 'POST', headers, body: '{}' });
  expect(created.status).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const agent = agents.start(server.url, token, [
    '--version',
    '3.0.0',
    '--update-delay-ms',
    '600000',
    '--reconnect-min-ms',
    '60000',
    '--reconnect-max-ms',
    '60000',
  ]);
  const [, sessionId] = await agent.waitForLog(/connected: session (ts_\w+)/);

  const updated = await fetch(`${server.url}/tunnel_sessions/${sessionId}/update`, { method: 'POST', headers, body: '{}' });
  expect(updated.status).toBe(204);
  await agent.waitForLog(/update to 3\.7\.0: downloading/);

  await server.close();
  await agent.waitForLog(/disconnected \(1001 server shutting down\)/);
});
