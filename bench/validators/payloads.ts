/**
 * The two payloads the validators are measured on, both from the spec: (a) the OAuth module PUT body
 * with a GitHub provider (the spec's own request example), (b) a list envelope of 100 tunnel-group
 * backends built like the spec's response example. Each comes with an invalid twin, used to check
 * that every contender really rejects what it should before it is timed.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export const bundle = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'generated/openapi.json'), 'utf8')) as Record<string, unknown> & {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { examples: Record<string, { value: unknown }> }> } }>>;
};

export const oauthBody = Object.values(
  bundle.paths['/edges/https/{edge_id}/routes/{id}/oauth']?.['put']?.requestBody?.content['application/json']?.examples ?? {},
)[0]?.value as Record<string, unknown>;

export const oauthBodyInvalid = { ...oauthBody, provider: { github: { client_id: '', teams: 'acme/sre' } } };

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function id(prefix: string, n: number): string {
  let tail = '';
  for (let i = 0, x = n * 7919 + 12345; i < 27; i++, x = Math.floor(x / 3) + i * 31) tail += base62[x % 62];
  return `${prefix}_${tail}`;
}

export const backendList = {
  backends: Array.from({ length: 100 }, (_, n) => ({
    id: id('bkdtg', n),
    uri: `https://api.tunnel.example/backends/tunnel_group/${id('bkdtg', n)}`,
    created_at: `2026-11-02T09:${String(n % 60).padStart(2, '0')}:04Z`,
    description: `acme web servers ${n}`,
    metadata: `{"team":"web","n":${n}}`,
    labels: { app: 'acme-web', env: n % 2 === 0 ? 'production' : 'staging' },
    tunnels: Array.from({ length: 2 }, (_, t) => ({ id: id('tn', n * 10 + t), uri: `https://api.tunnel.example/tunnels/${id('tn', n * 10 + t)}` })),
  })),
  uri: 'https://api.tunnel.example/backends/tunnel_group',
  next_page_uri: `https://api.tunnel.example/backends/tunnel_group?before_id=${id('bkdtg', 99)}&limit=100`,
};

export const backendListInvalid = {
  ...backendList,
  backends: backendList.backends.map((b, n) => (n === 99 ? { ...b, created_at: '2026-11-02 09:15' } : b)),
};
