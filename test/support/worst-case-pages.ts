/**
 * The largest list page of every stored kind the API lists (docs/decisions/0051-request-bounds.md): each created
 * through the API at every request bound, every character one that JSON writes as six bytes where the field allows
 * it. Used by test/chaos/worst-case-list-memory.test.ts; the bodies come from worst-case-bodies.ts.
 *
 * Not here: tunnel sessions and tunnels, which are not stored but the online agents' (docs/decisions/0014-agent-
 * sessions.md); abuse reports, which have no list.
 */
import { generateCaKey } from '../../server/ssh/index.js';
import { connectProtocolAgent, type ProtocolAgent } from '../agents-e2e/support/protocol-agent.js';
import { testCertificatePem } from '../server/edges-test-certificates.js';
import { boundedName, ESCAPED, worstAnnouncedLabels, worstDescribed, worstHttpResponseBackend, worstTunnelGroupBackend } from './worst-case-bodies.js';

/** Creates a resource through the API and returns its answer (throws on anything but 201). */
export type Create = (path: string, body: unknown) => Promise<{ id: string; [field: string]: unknown }>;

export interface WorstPage {
  /**
   * Creates the resources of the page (and what they need: parents, references, agents online at `serverUrl`, which
   * stay connected until the server stops); returns the list's path, whose worst page is `GET <path>?limit=100`.
   */
  fill(create: Create, serverUrl: string): Promise<string>;
  /** The page's bytes are at least this (it is the worst page, not an ordinary one). */
  readonly atLeastMiB: number;
}

const PAGE = 100;

/** `count` creates, twenty at a time (the embedded database commits what arrives together in one transaction). */
async function twentyAtATime(count: number, create: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < count; i += 20) await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, j) => create(i + j)));
}

/** 253 characters of hostname, a trailing dot and the longest port: the 260 the pattern allows. */
export const worstHostport = (i: number) => `${boundedName('h', i, 63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.:65535`;
const worstEdge = () => ({ ...worstDescribed(), hostports: Array.from({ length: 32 }, (_, i) => worstHostport(i)) });
const worstRoute = () => ({ ...worstDescribed(), match_type: 'path_prefix', match: `/${ESCAPED.repeat(2047)}` });

/** A page of `count` resources created at `path` from `body`, listed at `path`. */
const many =
  (path: string, body: (i: number) => unknown, count = PAGE) =>
  async (create: Create): Promise<string> => {
    await twentyAtATime(count, (i) => create(path, body(i)));
    return path;
  };

/**
 * A page of tunnel group backends while the account has its 100 tunnels online (docs/decisions/0100-online-tunnels-
 * per-account.md): every other backend the largest that matches all of them (31 of their 32 labels, the ones they
 * share), the rest the largest that cannot match.
 */
export const worstTunnelGroupBackendBesideTunnels = (i: number) =>
  i % 2 === 0 ? { ...worstDescribed(), labels: Object.fromEntries(Object.entries(worstAnnouncedLabels()).slice(0, 31)) } : worstTunnelGroupBackend();

/**
 * The account's 100 tunnels online, each with the largest labels an agent can announce, the last of them different
 * for every tunnel (so that a page's selection carries 100 label sets, not one), through agents of `token` that stay
 * connected until terminated (they send no heartbeat: the server must be told a long interval). Three such tunnels
 * make a hello of 56 KB, under the protocol's 64 KiB message: 34 agents.
 */
export function announceWorstTunnels(serverUrl: string, token: string): Promise<ProtocolAgent[]> {
  const labels = (n: number) => {
    const all = worstAnnouncedLabels();
    const last = Object.keys(all).at(-1)!;
    return { ...all, [last]: `${String(n)}${'"'.repeat(255 - String(n).length)}` };
  };
  const counts = [...Array<number>(33).fill(3), 1];
  let n = 0;
  return Promise.all(
    counts.map((count) => connectProtocolAgent(serverUrl, { token, tunnels: Array.from({ length: count }, () => ({ labels: labels(n++) })) })),
  );
}

/** Each kind's worst page, by its kind. */
export const WORST_PAGES: Readonly<Record<string, WorstPage>> = {
  http_response_backend: { atLeastMiB: 7, fill: many('/backends/http_response', worstHttpResponseBackend) },
  tunnel_group_backend: { atLeastMiB: 7, fill: many('/backends/tunnel_group', worstTunnelGroupBackend) },
  tunnel_group_backend_with_tunnels_online: {
    atLeastMiB: 5.5,
    fill: async (create, serverUrl) => {
      const path = await many('/backends/tunnel_group', worstTunnelGroupBackendBesideTunnels)(create);
      const { token } = await create('/credentials', {});
      await announceWorstTunnels(serverUrl, String(token));
      return path;
    },
  },
  weighted_backend: {
    atLeastMiB: 2.5,
    fill: async (create) => {
      const children: string[] = [];
      await twentyAtATime(64, async () => children.push((await create('/backends/tunnel_group', {})).id));
      const backends = Object.fromEntries(children.map((id) => [id, 10_000]));
      return many('/backends/weighted', () => ({ ...worstDescribed(), backends }))(create);
    },
  },
  ssh_certificate_authority: { atLeastMiB: 2.5, fill: many('/ssh_certificate_authorities', () => ({ ...worstDescribed(), private_key_type: 'ed25519' })) },
  ssh_user_certificate: {
    atLeastMiB: 6.5,
    fill: async (create) => {
      const authority = await create('/ssh_certificate_authorities', {});
      const key = generateCaKey().publicKey;
      return many('/ssh_user_certificates', () => ({
        ...worstDescribed(),
        ssh_certificate_authority_id: authority.id,
        public_key: `${key} ${ESCAPED.repeat(2048 - key.length - 1)}`,
        principals: Array.from({ length: 32 }, (_, i) => String(i).padEnd(64, ESCAPED)),
        critical_options: { 'force-command': ESCAPED.repeat(512), 'source-address': '10.0.0.0/8' },
        // Vendor extensions `name@domain` of printable ASCII: a quote is two bytes of JSON.
        extensions: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`${i}${'"'.repeat(127)}@${'"'.repeat(128)}`, ESCAPED.repeat(128)])),
      }))(create);
    },
  },
  agent_ingress: {
    // The longest domain whose regional domains are names too (server/resources/agent-ingress-domain.ts): 250.
    atLeastMiB: 2.5,
    fill: many('/agent_ingresses', (i) => ({
      ...worstDescribed(),
      domain: `${boundedName('d', i, 63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'e'.repeat(58)}`,
    })),
  },
  reserved_addr: { atLeastMiB: 2.5, fill: many('/reserved_addrs', () => ({ ...worstDescribed(), region: 'eu' })) },
  credential: {
    atLeastMiB: 5,
    // Rules on a label's value, of any character but controls: a quote is two bytes of JSON.
    fill: many('/credentials', () => ({
      ...worstDescribed(),
      acl: Array.from({ length: 64 }, (_, i) => `bind:k${String(i).padStart(2, '0')}=`.padEnd(255, '"')),
    })),
  },
  https_edge: {
    atLeastMiB: 7,
    // Ten edges a page, twenty routes to an edge (docs/decisions/0061-edge-routes-bound.md).
    fill: async (create) => {
      const edges: { id: string }[] = [];
      await twentyAtATime(10, async () => edges.push(await create('/edges/https', worstEdge())));
      for (let i = 0; i < 20; i += 1) await Promise.all(edges.map((edge) => create(`/edges/https/${edge.id}/routes`, worstRoute())));
      return '/edges/https';
    },
  },
  https_edge_route: {
    // One edge's routes: at most twenty of them.
    atLeastMiB: 0.7,
    fill: async (create) => {
      const edge = await create('/edges/https', worstEdge());
      return many(`/edges/https/${edge.id}/routes`, worstRoute, 20)(create);
    },
  },
  tcp_edge: { atLeastMiB: 3, fill: many('/edges/tcp', worstEdge) },
  tls_edge: { atLeastMiB: 3, fill: many('/edges/tls', worstEdge) },
  ip_policy: { atLeastMiB: 2.5, fill: many('/ip_policies', worstDescribed) },
  certificate_authority: {
    atLeastMiB: 6.5,
    fill: async (create) => {
      const pem = await testCertificatePem({
        name: 'CN=Worst Root CA',
        ca: true,
        notBefore: new Date('2025-01-01T00:00:00Z'),
        notAfter: new Date('2035-01-01T00:00:00Z'),
      });
      // Text before the PEM block is kept as sent: the rest of the 8192 characters, each six bytes of JSON.
      return many('/certificate_authorities', () => ({ ...worstDescribed(), ca_pem: `${ESCAPED.repeat(8192 - pem.length)}${pem}` }))(create);
    },
  },
  endpoint_configuration: { atLeastMiB: 2.5, fill: many('/endpoint_configurations', () => ({ ...worstDescribed(), type: 'cloud' })) },
};
