import { isIP } from 'node:net';
import path from 'node:path';
import { isSemver } from '../agent-protocol/index.js';

/*
 * The server's configuration, read from environment variables only (twelve-factor). Every variable is
 * optional; an invalid value stops the start with an error naming the variable, never a silent default.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface Config {
  /** `PORT`: TCP port the HTTP server listens on, 0–65535 (0 picks a free one). Default `4010`. */
  port: number;
  /** `HOST`: address the HTTP server binds. Default `127.0.0.1` (loopback only); `0.0.0.0` for all. */
  host: string;
  /**
   * `DATA_DIR`: directory for the embedded database (PGlite, in `<DATA_DIR>/pgdata`) and other local
   * state. Created when missing. Default `./.data`, resolved against the working directory.
   */
  dataDir: string;
  /**
   * `DATABASE_URL`: a PostgreSQL connection URL (`postgres://user:password@host:5432/db`). When set the
   * server uses that database instead of the embedded one, and several server instances may share it.
   * Unset by default (embedded PGlite).
   */
  databaseUrl: string | undefined;
  /**
   * `DATABASE_POOL_SIZE`: connections to PostgreSQL this instance keeps at most, 1–1000 (several instances may
   * share one PostgreSQL: keep the sum under its `max_connections`). Default `10`.
   * `DATABASE_CONNECT_TIMEOUT_MS`: how long a statement waits for one of them (all busy, or PostgreSQL not accepting
   * new ones) before the request is answered 503 DATABASE_UNAVAILABLE, 100–600000. Default `5000`.
   * Unused with the embedded database.
   */
  databasePool: { maxConnections: number; connectTimeoutMs: number };
  /**
   * `PUBLIC_URL`: the absolute base URL clients reach the API at, used for resource `uri`s and list
   * `next_page_uri`s (e.g. `https://api.example.com`; a path prefix is kept, a trailing `/` dropped).
   * Default `http://HOST:PORT`.
   */
  publicUrl: string;
  /** `RATE_LIMIT_PER_MINUTE`: requests allowed per account per rolling 60 seconds, ≥ 1. Default `120`. */
  rateLimitPerMinute: number;
  /** `LOG_LEVEL`: one of fatal, error, warn, info, debug, trace, silent. Default `info`. */
  logLevel: LogLevel;
  /**
   * `LOG_FORMAT`: `pretty` (one readable line per request) or `json` (one JSON object per line).
   * Default `pretty` when standard output is a terminal, else `json`.
   */
  logFormat: LogFormat;
  /**
   * `AGENT_RELEASES`: comma-separated semantic versions of the agent the server can deliver, the pool
   * an update command picks from (newest within the agent's major version, docs/decisions/0015-agent-commands.md).
   * Default `3.0.0,3.1.0,3.2.0`.
   */
  agentReleases: string[];
  /**
   * `AGENT_HEARTBEAT_MS`: heartbeat interval told to agents, 100–600000; a session silent for two
   * intervals goes offline. Default `10000`.
   */
  agentHeartbeatMs: number;
  /**
   * `AGENT_COMMAND_TIMEOUT_MS`: how long restart/stop/update wait for the agent's acknowledgement
   * before answering 504, 100–600000. Default `10000`.
   */
  agentCommandTimeoutMs: number;
  /**
   * `MAX_TUNNELS_PER_ACCOUNT`: tunnels an account may have online at once, over all its agents and every instance;
   * an agent that would go over is refused (server/agents/tunnel-limit.ts). 1–100. Default `100`.
   */
  maxTunnelsPerAccount: number;
  /**
   * `METRICS_TOKEN`: when set, `GET /metrics` requires `Authorization: Bearer <token>`. Unset by
   * default (the metrics are open, like `/healthz` and `/readyz`).
   */
  metricsToken: string | undefined;
  /**
   * `DRAIN_DELAY_MS`: on SIGTERM, how long `/readyz` answers 503 while requests are still served,
   * before the server stops taking new ones; set it to what your load balancer needs to notice
   * (interval × failure threshold). 0–600000. Default `0`.
   */
  drainDelayMs: number;
  /** How long a client may take to send a request, and how many connections it may hold (docs/decisions/0039-slow-clients.md). */
  connections: ConnectionSettings;
  /**
   * `AUTH_FAILURES_PER_MINUTE`: requests with an invalid API key one client address may make per rolling
   * 60 seconds before it is answered 429 (docs/decisions/0041-key-guessing.md), 1–1000000. Default `30`.
   */
  authFailuresPerMinute: number;
  /** Agent ingress DNS and certificates (docs/decisions/0060-ingress-certificates.md). */
  ingress: IngressConfig;
}

/** The service's name servers and certificate authority (docs/decisions/0060-ingress-certificates.md). */
export interface IngressConfig {
  /** `DNS_HOST`: address the authoritative DNS server binds (UDP and TCP). Default `127.0.0.1`. */
  dnsHost: string;
  /**
   * `DNS_PORT`: its port, 0–65535 (0 picks a free one; delegation from the internet needs 53), or `off` for no DNS server.
   * Default `8053` (unprivileged; docs/decisions/0073-dns-on-by-default.md). Undefined: off.
   */
  dnsPort: number | undefined;
  /** `NS_TARGETS`: comma-separated names of the name servers, published by the operator for the DNS address; every ingress's `ns_targets`. */
  nsTargets: string[];
  /** `AGENT_INGRESS_ADDRESS`: the IPv4 or IPv6 address region domains resolve to (the agent endpoint). Default: `HOST`, or `127.0.0.1` when HOST is a wildcard or a name. */
  agentAddress: string;
  /** `ACME_DIRECTORY_URL`: the ACME directory certificates are ordered from. Default Let's Encrypt's. */
  acmeDirectoryUrl: string;
  /** `ACME_CA_FILE`: a PEM file of CA certificates to trust for the directory's HTTPS besides the system's. */
  acmeCaFile: string | undefined;
  /** `DNS_RESOLVER`: comma-separated `ip[:port]` resolvers asked whether a domain is delegated. Default: the system's. */
  resolverServers: string[] | undefined;
  /** `CERTIFICATE_RETRY_MS`: first retry delay of a failing job (doubling up to an hour) and the re-check interval of an undelegated domain, 100–86400000. Default `60000`. */
  retryMs: number;
  /** `CERTIFICATE_POLL_MS`: how often due certificate jobs are looked for, 50–3600000. Default `5000`. */
  pollMs: number;
  /** `AGENT_TLS_PORT`: port on `HOST` where agents connect over TLS to region domains (SNI picks the ingress's certificate). Unset: none. */
  agentTlsPort: number | undefined;
}

/**
 * The default `NS_TARGETS`: the names the customer delegates an agent ingress `domain` to with NS records
 * (spec/components/schemas/AgentIngress.yaml `ns_targets`). An operator sets its own: names it publishes for the
 * address its DNS server answers on.
 */
export const DEFAULT_NS_TARGETS: readonly string[] = ['ns1.tunnel-dns.net', 'ns2.tunnel-dns.net', 'ns3.tunnel-dns.net', 'ns4.tunnel-dns.net'];

/**
 * The default `DNS_PORT`: the authoritative DNS answers on `DNS_HOST` (loopback by default) without administrator
 * rights, so `npm start` serves it and the agent can ask it (`--dns-server 127.0.0.1:8053`). Not 5353, which is
 * multicast DNS's and often taken (docs/decisions/0073-dns-on-by-default.md).
 */
export const DEFAULT_DNS_PORT = 8053;

/** Let's Encrypt's production directory: the `letsencrypt` authority (spec/components/schemas/AgentIngressCertPolicy.yaml). */
export const LETS_ENCRYPT_DIRECTORY = 'https://acme-v02.api.letsencrypt.org/directory';

/** Limits on slow, idle and numerous connections (docs/decisions/0039-slow-clients.md). */
export interface ConnectionSettings {
  /** `HEADERS_TIMEOUT_MS`: time from a connection's first byte (or a keep-alive request's) to the end of its headers, 100–600000. Default `10000`. */
  headersTimeoutMs: number;
  /** `REQUEST_TIMEOUT_MS`: time to receive a whole request, headers and body, ≥ the headers timeout, 100–3600000. Default `30000`. */
  requestTimeoutMs: number;
  /** `KEEP_ALIVE_TIMEOUT_MS`: how long an idle keep-alive connection stays open between requests, 100–600000. Default `5000`. */
  keepAliveTimeoutMs: number;
  /** `MAX_CONNECTIONS`: open HTTP connections in total (agents' WebSockets included), 1–1000000. Default `1000`. */
  maxConnections: number;
  /** `MAX_CONNECTIONS_PER_ADDRESS`: open HTTP connections from one client address (agents' WebSockets not counted), 1–1000000. Default `100`. */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 100,
};
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 30;

export const DEFAULT_AGENT_RELEASES = ['3.0.0', '3.1.0', '3.2.0'];
/** The one definition of these defaults: the app and the session hub fall back to them too. */
export const DEFAULT_AGENT_HEARTBEAT_MS = 10_000;
/**
 * `MAX_TUNNELS_PER_ACCOUNT`'s default and its largest value: above it a page of tunnel group backends could be
 * larger than 8 MiB (docs/decisions/0100-online-tunnels-per-account.md).
 */
export const MAX_TUNNELS_PER_ACCOUNT = 100;
export const DEFAULT_AGENT_COMMAND_TIMEOUT_MS = 10_000;

/** Thrown for an invalid environment variable; `variable` names it. */
export class ConfigError extends Error {
  readonly code = 'invalid_config';
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`invalid ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, stdoutIsTerminal = process.stdout.isTTY === true): Config {
  const port = readInteger(env, 'PORT', 4010, 0, 65_535);
  const host = readString(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(readString(env, 'DATA_DIR') ?? './.data');
  const databaseUrl = readDatabaseUrl(env);
  const databasePool = {
    maxConnections: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    connectTimeoutMs: readInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
  };
  const publicUrl = readPublicUrl(env) ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const rateLimitPerMinute = readInteger(env, 'RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000);
  const logLevel = readLogLevel(env);
  const logFormat = readLogFormat(env, stdoutIsTerminal);
  const agentReleases = readAgentReleases(env);
  const agentHeartbeatMs = readInteger(env, 'AGENT_HEARTBEAT_MS', DEFAULT_AGENT_HEARTBEAT_MS, 100, 600_000);
  const agentCommandTimeoutMs = readInteger(env, 'AGENT_COMMAND_TIMEOUT_MS', DEFAULT_AGENT_COMMAND_TIMEOUT_MS, 100, 600_000);
  const maxTunnelsPerAccount = readInteger(env, 'MAX_TUNNELS_PER_ACCOUNT', MAX_TUNNELS_PER_ACCOUNT, 1, MAX_TUNNELS_PER_ACCOUNT);
  const metricsToken = readString(env, 'METRICS_TOKEN');
  const drainDelayMs = readInteger(env, 'DRAIN_DELAY_MS', 0, 0, 600_000);
  const connections = readConnectionSettings(env);
  const authFailuresPerMinute = readInteger(env, 'AUTH_FAILURES_PER_MINUTE', DEFAULT_AUTH_FAILURES_PER_MINUTE, 1, 1_000_000);
  const ingress = readIngressConfig(env, host);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePool,
    publicUrl,
    rateLimitPerMinute,
    logLevel,
    logFormat,
    agentReleases,
    agentHeartbeatMs,
    agentCommandTimeoutMs,
    maxTunnelsPerAccount,
    metricsToken,
    drainDelayMs,
    connections,
    authFailuresPerMinute,
    ingress,
  };
}

function readIngressConfig(env: Env, host: string): IngressConfig {
  const dnsPort = readDnsPort(env);
  const nsTargets = readList(env, 'NS_TARGETS') ?? [...DEFAULT_NS_TARGETS];
  const badTarget = nsTargets.find((name) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(name.replace(/\.$/, '')));
  if (badTarget !== undefined) throw new ConfigError('NS_TARGETS', `${JSON.stringify(badTarget)} is not a host name`);
  const agentAddress = readString(env, 'AGENT_INGRESS_ADDRESS') ?? (isIP(host) !== 0 && host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1');
  if (isIP(agentAddress) === 0) throw new ConfigError('AGENT_INGRESS_ADDRESS', `${JSON.stringify(agentAddress)} is not an IP address`);
  const directory = readString(env, 'ACME_DIRECTORY_URL') ?? LETS_ENCRYPT_DIRECTORY;
  if (parseUrl(directory)?.protocol !== 'https:') throw new ConfigError('ACME_DIRECTORY_URL', `${JSON.stringify(directory)} is not an https URL`);
  const resolverServers = readList(env, 'DNS_RESOLVER');
  const badResolver = resolverServers?.find((server) => isIP(server.replace(/^\[(.*)\](:\d+)?$/, '$1').replace(/^([\d.]+):\d+$/, '$1')) === 0);
  if (badResolver !== undefined) throw new ConfigError('DNS_RESOLVER', `${JSON.stringify(badResolver)} is not an IP address with an optional port`);
  return {
    dnsHost: readString(env, 'DNS_HOST') ?? '127.0.0.1',
    dnsPort,
    nsTargets: nsTargets.map((name) => name.toLowerCase().replace(/\.$/, '')),
    agentAddress,
    acmeDirectoryUrl: directory,
    acmeCaFile: readString(env, 'ACME_CA_FILE'),
    resolverServers,
    retryMs: readInteger(env, 'CERTIFICATE_RETRY_MS', 60_000, 100, 86_400_000),
    pollMs: readInteger(env, 'CERTIFICATE_POLL_MS', 5_000, 50, 3_600_000),
    agentTlsPort: readString(env, 'AGENT_TLS_PORT') === undefined ? undefined : readInteger(env, 'AGENT_TLS_PORT', 0, 0, 65_535),
  };
}

/** `DNS_PORT`: a port, `off` (undefined), or the default when unset. */
function readDnsPort(env: Env): number | undefined {
  const text = readString(env, 'DNS_PORT');
  if (text?.toLowerCase() === 'off') return undefined;
  if (text !== undefined && !/^\d+$/.test(text)) throw new ConfigError('DNS_PORT', `${JSON.stringify(text)} is neither a port number nor off`);
  return readInteger(env, 'DNS_PORT', DEFAULT_DNS_PORT, 0, 65_535);
}

/** A comma-separated list without empty items; undefined when unset. */
function readList(env: Env, name: string): string[] | undefined {
  const text = readString(env, name);
  return text === undefined
    ? undefined
    : text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
}

function readConnectionSettings(env: Env): ConnectionSettings {
  const defaults = DEFAULT_CONNECTION_SETTINGS;
  const headersTimeoutMs = readInteger(env, 'HEADERS_TIMEOUT_MS', defaults.headersTimeoutMs, 100, 600_000);
  const requestTimeoutMs = readInteger(env, 'REQUEST_TIMEOUT_MS', Math.max(defaults.requestTimeoutMs, headersTimeoutMs), 100, 3_600_000);
  // Node refuses a headers timeout longer than the whole request's.
  if (requestTimeoutMs < headersTimeoutMs)
    throw new ConfigError('REQUEST_TIMEOUT_MS', `${requestTimeoutMs} is shorter than HEADERS_TIMEOUT_MS (${headersTimeoutMs})`);
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: readInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', defaults.keepAliveTimeoutMs, 100, 600_000),
    maxConnections: readInteger(env, 'MAX_CONNECTIONS', defaults.maxConnections, 1, 1_000_000),
    maxConnectionsPerAddress: readInteger(env, 'MAX_CONNECTIONS_PER_ADDRESS', defaults.maxConnectionsPerAddress, 1, 1_000_000),
  };
}

/** The variable's value, or undefined when unset or empty (an empty variable means "use the default"). */
function readString(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = readString(env, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new ConfigError(name, `${JSON.stringify(text)} is not a whole number`);
  const value = Number(text);
  if (value < min || value > max) throw new ConfigError(name, `${value} is outside ${min}–${max}`);
  return value;
}

function readDatabaseUrl(env: Env): string | undefined {
  const text = readString(env, 'DATABASE_URL');
  if (text === undefined) return undefined;
  const url = parseUrl(text);
  if (url === undefined || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    // The URL may hold a password: say what is wrong without echoing it.
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// or postgresql:// URL');
  }
  return text;
}

function readPublicUrl(env: Env): string | undefined {
  const text = readString(env, 'PUBLIC_URL');
  if (text === undefined) return undefined;
  const url = parseUrl(text);
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError('PUBLIC_URL', `${JSON.stringify(text)} is not an absolute http(s) URL`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigError('PUBLIC_URL', `${JSON.stringify(text)} must not have a query or a fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

function readLogFormat(env: Env, stdoutIsTerminal: boolean): LogFormat {
  const text = readString(env, 'LOG_FORMAT');
  if (text === undefined) return stdoutIsTerminal ? 'pretty' : 'json';
  const format = LOG_FORMATS.find((candidate) => candidate === text.toLowerCase());
  if (format === undefined) throw new ConfigError('LOG_FORMAT', `${JSON.stringify(text)} is not one of ${LOG_FORMATS.join(', ')}`);
  return format;
}

function readLogLevel(env: Env): LogLevel {
  const text = readString(env, 'LOG_LEVEL');
  if (text === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === text.toLowerCase());
  if (level === undefined) throw new ConfigError('LOG_LEVEL', `${JSON.stringify(text)} is not one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function readAgentReleases(env: Env): string[] {
  const text = readString(env, 'AGENT_RELEASES');
  if (text === undefined) return [...DEFAULT_AGENT_RELEASES];
  const releases = text.split(',').map((release) => release.trim());
  const invalid = releases.find((release) => !isSemver(release));
  if (invalid !== undefined) throw new ConfigError('AGENT_RELEASES', `${JSON.stringify(invalid)} is not a semantic version such as 3.1.0`);
  return [...new Set(releases)];
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
