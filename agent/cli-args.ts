/**
 * The agent's command line (docs/decisions/0015-agent-commands.md:
 * `npm run agent -- --server <API base URL> --token <credential token> --label k=v`). Mistakes throw
 * UsageError; the CLI prints it with USAGE and exits 2.
 */
import { parseArgs } from 'node:util';
import { isSemver, LABEL_KEY_PATTERN, OS_PATTERN, REGION_PATTERN, TRANSPORTS, type Transport } from '../agent-protocol/index.js';
import { agentConnectUrl } from './connect-url.js';
import { dnsServerResolver } from './dns-lookup.js';
import type { AgentOptions } from './options.js';
import { hostOs } from './platform.js';
import { AGENT_VERSION } from './version.js';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage: npm run agent -- --server URL --token TOKEN [options]

Connects to the Tunnel API server's agent control channel and obeys restart, stop and update.

Required:
  --server URL            API base URL, e.g. http://127.0.0.1:4010 (https gives wss); repeat it for
                          several instances of one service: a lost connection moves to the next
  --token TOKEN           credential token the session authenticates with

Options:
  --label KEY=VALUE       label of the agent's tunnel; repeat for more labels
  --os NAME               OS to report (default: this host's, e.g. linux; windows cannot restart)
  --transport T           service/v2 (default) or ssh (ssh cannot restart)
  --no-update-checks      refuse update commands, as when update checks are disabled
  --version X.Y.Z         agent version to report (default ${AGENT_VERSION})
  --region ID             region to start the session in (default: the server's)
  --metadata TEXT         user-defined data shown on the session (max 4096 bytes)
  --update-delay-ms N     simulated update download time (default 3000)
  --reconnect-min-ms N    first reconnect delay; doubles per failure, with jitter (default 500)
  --reconnect-max-ms N    longest reconnect delay (default 30000)
  --ca FILE               PEM certificates to trust for an https/wss server besides the system's
                          (a private or test CA issuing the agent ingress's certificate)
  --dns-server IP[:PORT]  resolve the --server names with this DNS server, not the system's
                          (e.g. the service's own, 127.0.0.1:8053, before the domain is delegated)
  --help                  show this help
`;

const OPTIONS = {
  server: { type: 'string', multiple: true },
  token: { type: 'string' },
  label: { type: 'string', multiple: true },
  os: { type: 'string' },
  transport: { type: 'string' },
  'no-update-checks': { type: 'boolean' },
  version: { type: 'string' },
  region: { type: 'string' },
  metadata: { type: 'string' },
  'update-delay-ms': { type: 'string' },
  'reconnect-min-ms': { type: 'string' },
  'reconnect-max-ms': { type: 'string' },
  ca: { type: 'string' },
  'dns-server': { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** The options, or 'help' when --help was given. */
export function parseAgentArgs(args: readonly string[]): AgentOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return 'help';
  const servers = (values.server ?? []).filter((server) => server.trim() !== '');
  if (servers.length === 0) throw new UsageError('--server is required');
  const options: AgentOptions = {
    serverUrls: servers,
    connectUrls: servers.map((server) => usage(() => agentConnectUrl(server))),
    token: required(values.token, '--token'),
    labels: parseLabels(values.label ?? []),
    os: matching(values.os, '--os', OS_PATTERN, 'a lower-case OS name such as linux or windows') ?? hostOs(),
    transport: parseTransport(values.transport),
    updateChecks: values['no-update-checks'] !== true,
    version: parseVersion(values.version) ?? AGENT_VERSION,
    updateDelayMs: milliseconds(values['update-delay-ms'], '--update-delay-ms') ?? 3000,
    reconnectMinMs: milliseconds(values['reconnect-min-ms'], '--reconnect-min-ms') ?? 500,
    reconnectMaxMs: milliseconds(values['reconnect-max-ms'], '--reconnect-max-ms') ?? 30_000,
  };
  const region = matching(values.region, '--region', REGION_PATTERN, 'a lower-case region id such as us or eu');
  if (region !== undefined) options.region = region;
  if (values.ca !== undefined) options.caFile = required(values.ca, '--ca');
  if (values['dns-server'] !== undefined) {
    const server = required(values['dns-server'], '--dns-server');
    usage(() => dnsServerResolver(server));
    options.dnsServer = server;
  }
  if (values.metadata !== undefined) {
    if (Buffer.byteLength(values.metadata, 'utf8') > 4096) throw new UsageError('--metadata must be at most 4096 bytes');
    options.metadata = values.metadata;
  }
  if (options.reconnectMinMs < 1 || options.reconnectMinMs > options.reconnectMaxMs) {
    throw new UsageError('--reconnect-min-ms must be at least 1 and at most --reconnect-max-ms');
  }
  return options;
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required`);
  return value;
}

function usage<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function matching(value: string | undefined, flag: string, pattern: RegExp, hint: string): string | undefined {
  if (value === undefined) return undefined;
  if (!pattern.test(value)) throw new UsageError(`${flag} must be ${hint}, not ${JSON.stringify(value)}`);
  return value;
}

function parseLabels(specs: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const spec of specs) {
    const separator = spec.indexOf('=');
    const key = spec.slice(0, separator);
    const value = spec.slice(separator + 1);
    if (separator < 1 || value === '') throw new UsageError(`--label must be KEY=VALUE, not ${JSON.stringify(spec)}`);
    if (!LABEL_KEY_PATTERN.test(key)) throw new UsageError(`--label key ${JSON.stringify(key)} must be letters, digits, . _ / -`);
    if (Object.hasOwn(labels, key)) throw new UsageError(`--label ${key} is given twice`);
    labels[key] = value;
  }
  return labels;
}

function parseTransport(value: string | undefined): Transport {
  if (value === undefined) return 'service/v2';
  if (!(TRANSPORTS as readonly string[]).includes(value)) {
    throw new UsageError(`--transport must be one of ${TRANSPORTS.join(', ')}, not ${JSON.stringify(value)}`);
  }
  return value as Transport;
}

function parseVersion(value: string | undefined): string | undefined {
  if (value !== undefined && !isSemver(value)) {
    throw new UsageError(`--version must be a semantic version such as 3.1.0, not ${JSON.stringify(value)}`);
  }
  return value;
}

function milliseconds(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new UsageError(`${flag} must be a whole number of milliseconds`);
  return Number(value);
}
