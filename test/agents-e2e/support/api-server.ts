/**
 * The real reference app (test/server/harness.ts) listening on 127.0.0.1 on a free port, so agents
 * can reach its control channel (`/agent/v1/connect`) and tests can call the API over real HTTP.
 * Responses are still checked against the spec by the app itself (harness: validateResponses).
 */
import type { AddressInfo } from 'node:net';
import type { AgentSettings } from '../../../server/app.js';
import { type CallOptions, startTestServer, type TestServer } from '../../server/harness.js';

export interface HttpResponse {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

export interface ListeningServer extends TestServer {
  /** `http://127.0.0.1:<port>`: what agents get as `--server`. */
  url: string;
  /** A request over the socket with the headers every request carries (the main account's key by default). */
  http(method: string, path: string, options?: Pick<CallOptions, 'body' | 'key'>): Promise<HttpResponse>;
  /** Creates a credential over HTTP with the main account's key (another account's with `key`). */
  createCredential(key?: string): Promise<{ id: string; token: string }>;
}

export async function startListeningServer(agents: AgentSettings): Promise<ListeningServer> {
  const server = await startTestServer({ app: { agents } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  async function http(method: string, path: string, options: Pick<CallOptions, 'body' | 'key'> = {}): Promise<HttpResponse> {
    const headers: Record<string, string> = { 'service-version': '2', authorization: `Bearer ${options.key ?? server.apiKey}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: Object.fromEntries(response.headers) };
  }

  return {
    ...server,
    url,
    http,
    async createCredential(key = server.apiKey) {
      const response = await http('POST', '/credentials', { key, body: { description: 'test agent' } });
      if (response.status !== 201) throw new Error(`creating a credential failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { id: response.body.id as string, token: response.body.token as string };
    },
  };
}
