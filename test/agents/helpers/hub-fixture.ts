/**
 * A real HTTP server on 127.0.0.1 with a session hub attached, and an in-memory credential store
 * (token → identity) standing in for the credential storage that arrives with the HTTP API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AgentIdentity, createSessionHub, type SessionHub, type SessionHubOptions } from '../../../server/agents/index.js';

export const PUBLIC_URL = 'http://api.test';
export const RELEASES = ['2.9.0', '3.0.0', '3.1.0', '3.2.0', '4.0.0'];

export interface HubFixture {
  server: http.Server;
  hub: SessionHub;
  port: number;
  serverUrl: string;
  credentials: Map<string, AgentIdentity>;
  /** Closes hub and server; `reopen` starts both again on the same port with the same credentials. */
  stop(): Promise<void>;
  reopen(): Promise<void>;
}

export type HubSettings = Partial<Omit<SessionHubOptions, 'server' | 'authenticate'>>;

export async function startHubFixture(settings: HubSettings = {}): Promise<HubFixture> {
  const credentials = new Map<string, AgentIdentity>([
    ['token-a', { accountId: 'acct_a', credentialId: 'cr_a1' }],
    ['token-a2', { accountId: 'acct_a', credentialId: 'cr_a2' }],
    ['token-b', { accountId: 'acct_b', credentialId: 'cr_b1' }],
  ]);
  const listen = async (port: number) => {
    const server = http.createServer((_, response) => response.writeHead(404).end());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const hub = createSessionHub({
      server,
      releases: RELEASES,
      publicUrl: PUBLIC_URL,
      heartbeatMs: 2000,
      commandTimeoutMs: 5000,
      ...settings,
      authenticate: async (token) => credentials.get(token),
    });
    return { server, hub, port: (server.address() as AddressInfo).port };
  };
  const first = await listen(0);
  const fixture: HubFixture = {
    ...first,
    serverUrl: `http://127.0.0.1:${first.port}`,
    credentials,
    async stop() {
      await fixture.hub.close();
      fixture.server.closeAllConnections();
      await new Promise<void>((resolve) => fixture.server.close(() => resolve()));
    },
    async reopen() {
      const next = await listen(fixture.port);
      fixture.server = next.server;
      fixture.hub = next.hub;
    },
  };
  return fixture;
}
