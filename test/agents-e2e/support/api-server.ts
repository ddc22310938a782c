/**
 * The real reference app (test/server/harness.ts) listening on 127.0.0.1 on a free port, so agents
 * can reach its control channel (`/agent/v1/connect`) while the test drives the HTTP API.
 */
import type { AddressInfo } from 'node:net';
import type { AgentSettings } from '../../../server/app.js';
import { startTestServer, type TestServer } from '../../server/harness.js';

export interface ListeningServer extends TestServer {
  /** `http://127.0.0.1:<port>`: what agents get as `--server`. */
  url: string;
  /** Creates a credential over the API with the account's key (the other account's with `key`). */
  createCredential(key?: string): Promise<{ id: string; token: string }>;
}

export async function startListeningServer(agents: AgentSettings): Promise<ListeningServer> {
  const server = await startTestServer({ app: { agents } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    async createCredential(key = server.apiKey) {
      const response = await server.call('POST', '/credentials', { key, body: { description: 'test agent' } });
      if (response.status !== 201) throw new Error(`creating a credential failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { id: response.body.id as string, token: response.body.token as string };
    },
  };
}
