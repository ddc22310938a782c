import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({}, false)).toEqual({
      port: 4010,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databasePool: { maxConnections: 10, connectTimeoutMs: 5000 },
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:4010',
      rateLimitPerMinute: 120,
      logLevel: 'info',
      logFormat: 'json',
      agentReleases: ['3.0.0', '3.1.0', '3.2.0'],
      agentHeartbeatMs: 10_000,
      agentCommandTimeoutMs: 10_000,
      maxTunnelsPerAccount: 100,
      metricsToken: undefined,
      drainDelayMs: 0,
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 1_000, maxConnectionsPerAddress: 100 },
      authFailuresPerMinute: 30,
      ingress: {
        dnsHost: '127.0.0.1',
        dnsPort: 8053,
        nsTargets: ['ns1.tunnel-dns.net', 'ns2.tunnel-dns.net', 'ns3.tunnel-dns.net', 'ns4.tunnel-dns.net'],
        agentAddress: '127.0.0.1',
        acmeDirectoryUrl: 'https://acme-v02.api.letsencrypt.org/directory',
        acmeCaFile: undefined,
        resolverServers: undefined,
        retryMs: 60_000,
        pollMs: 5_000,
        agentTlsPort: undefined,
      },
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/tunnel',
        DATABASE_URL: 'postgres://u:p@db:5432/tunnel',
        DATABASE_POOL_SIZE: '4',
        DATABASE_CONNECT_TIMEOUT_MS: '750',
        PUBLIC_URL: 'https://api.example.com/v2/',
        RATE_LIMIT_PER_MINUTE: '600',
        LOG_LEVEL: 'DEBUG',
        LOG_FORMAT: 'Pretty',
        AGENT_RELEASES: ' 4.0.0, 4.1.2-rc.1 ,4.0.0',
        AGENT_HEARTBEAT_MS: '500',
        AGENT_COMMAND_TIMEOUT_MS: '2500',
        MAX_TUNNELS_PER_ACCOUNT: '12',
        METRICS_TOKEN: ' scrape-secret ',
        DRAIN_DELAY_MS: '5000',
        HEADERS_TIMEOUT_MS: '2000',
        REQUEST_TIMEOUT_MS: '4000',
        KEEP_ALIVE_TIMEOUT_MS: '1500',
        MAX_CONNECTIONS: '500',
        MAX_CONNECTIONS_PER_ADDRESS: '20',
        AUTH_FAILURES_PER_MINUTE: '10',
        DNS_HOST: '0.0.0.0',
        DNS_PORT: '53',
        NS_TARGETS: 'NS1.Example.net., ns2.example.net',
        AGENT_INGRESS_ADDRESS: '2001:db8::7',
        ACME_DIRECTORY_URL: 'https://acme-staging-v02.api.letsencrypt.org/directory',
        ACME_CA_FILE: '/etc/tunnel/acme-ca.pem',
        DNS_RESOLVER: '192.0.2.53, [2001:db8::53]:5353,192.0.2.54:53',
        CERTIFICATE_RETRY_MS: '30000',
        CERTIFICATE_POLL_MS: '1000',
        AGENT_TLS_PORT: '8443',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/tunnel',
      databaseUrl: 'postgres://u:p@db:5432/tunnel',
      databasePool: { maxConnections: 4, connectTimeoutMs: 750 },
      publicUrl: 'https://api.example.com/v2',
      rateLimitPerMinute: 600,
      logLevel: 'debug',
      logFormat: 'pretty',
      agentReleases: ['4.0.0', '4.1.2-rc.1'],
      agentHeartbeatMs: 500,
      agentCommandTimeoutMs: 2500,
      maxTunnelsPerAccount: 12,
      metricsToken: 'scrape-secret',
      drainDelayMs: 5000,
      connections: { headersTimeoutMs: 2000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 1500, maxConnections: 500, maxConnectionsPerAddress: 20 },
      authFailuresPerMinute: 10,
      ingress: {
        dnsHost: '0.0.0.0',
        dnsPort: 53,
        nsTargets: ['ns1.example.net', 'ns2.example.net'],
        agentAddress: '2001:db8::7',
        acmeDirectoryUrl: 'https://acme-staging-v02.api.letsencrypt.org/directory',
        acmeCaFile: '/etc/tunnel/acme-ca.pem',
        resolverServers: ['192.0.2.53', '[2001:db8::53]:5353', '192.0.2.54:53'],
        retryMs: 30_000,
        pollMs: 1000,
        agentTlsPort: 8443,
      },
    });
  });

  it.each([
    ['unset', undefined, 8053],
    ['empty (the default)', '', 8053],
    ['a port', '5300', 5300],
    ['0 (a free port)', '0', 0],
    ['off', 'off', undefined],
    ['OFF', ' OFF ', undefined],
  ])('DNS_PORT %s', (_name, value, want) => {
    expect(loadConfig(value === undefined ? {} : { DNS_PORT: value }).ingress.dnsPort).toBe(want);
  });

  it('logs readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(new ConfigError('LOG_FORMAT', '"yaml" is not one of pretty, json'));
  });

  it.each([
    { env: { HOST: '::1', PORT: '0' }, want: 'http://[::1]:0' },
    { env: { HOST: 'localhost', PORT: '' }, want: 'http://localhost:4010' },
  ])('derives PUBLIC_URL from $env', ({ env, want }) => {
    expect(loadConfig(env).publicUrl).toBe(want);
  });

  it.each([
    { env: { PORT: 'abc' }, variable: 'PORT', message: 'invalid PORT: "abc" is not a whole number' },
    { env: { DRAIN_DELAY_MS: '600001' }, variable: 'DRAIN_DELAY_MS', message: 'invalid DRAIN_DELAY_MS: 600001 is outside 0–600000' },
    { env: { PORT: '-1' }, variable: 'PORT', message: 'invalid PORT: "-1" is not a whole number' },
    { env: { PORT: '65536' }, variable: 'PORT', message: 'invalid PORT: 65536 is outside 0–65535' },
    { env: { PORT: '80.5' }, variable: 'PORT', message: 'invalid PORT: "80.5" is not a whole number' },
    {
      env: { RATE_LIMIT_PER_MINUTE: '0' },
      variable: 'RATE_LIMIT_PER_MINUTE',
      message: 'invalid RATE_LIMIT_PER_MINUTE: 0 is outside 1–1000000',
    },
    {
      env: { DATABASE_URL: 'mysql://root:secret@db/x' },
      variable: 'DATABASE_URL',
      message: 'invalid DATABASE_URL: expected a postgres:// or postgresql:// URL',
    },
    {
      env: { PUBLIC_URL: 'api.example.com' },
      variable: 'PUBLIC_URL',
      message: 'invalid PUBLIC_URL: "api.example.com" is not an absolute http(s) URL',
    },
    {
      env: { PUBLIC_URL: 'https://api.example.com/?a=1' },
      variable: 'PUBLIC_URL',
      message: 'invalid PUBLIC_URL: "https://api.example.com/?a=1" must not have a query or a fragment',
    },
    { env: { DNS_PORT: '65536' }, variable: 'DNS_PORT', message: 'invalid DNS_PORT: 65536 is outside 0–65535' },
    { env: { DNS_PORT: 'none' }, variable: 'DNS_PORT', message: 'invalid DNS_PORT: "none" is neither a port number nor off' },
    { env: { NS_TARGETS: 'ns1.example.net,not a name' }, variable: 'NS_TARGETS', message: 'invalid NS_TARGETS: "not a name" is not a host name' },
    {
      env: { AGENT_INGRESS_ADDRESS: 'agents.example.net' },
      variable: 'AGENT_INGRESS_ADDRESS',
      message: 'invalid AGENT_INGRESS_ADDRESS: "agents.example.net" is not an IP address',
    },
    {
      env: { ACME_DIRECTORY_URL: 'http://ca.example/dir' },
      variable: 'ACME_DIRECTORY_URL',
      message: 'invalid ACME_DIRECTORY_URL: "http://ca.example/dir" is not an https URL',
    },
    {
      env: { DNS_RESOLVER: 'dns.example:53' },
      variable: 'DNS_RESOLVER',
      message: 'invalid DNS_RESOLVER: "dns.example:53" is not an IP address with an optional port',
    },
    { env: { CERTIFICATE_RETRY_MS: '99' }, variable: 'CERTIFICATE_RETRY_MS', message: 'invalid CERTIFICATE_RETRY_MS: 99 is outside 100–86400000' },
    {
      env: { LOG_LEVEL: 'loud' },
      variable: 'LOG_LEVEL',
      message: 'invalid LOG_LEVEL: "loud" is not one of fatal, error, warn, info, debug, trace, silent',
    },
    {
      env: { AGENT_RELEASES: '3.0.0,3.1' },
      variable: 'AGENT_RELEASES',
      message: 'invalid AGENT_RELEASES: "3.1" is not a semantic version such as 3.1.0',
    },
    {
      env: { AGENT_RELEASES: '3.0.0,,3.2.0' },
      variable: 'AGENT_RELEASES',
      message: 'invalid AGENT_RELEASES: "" is not a semantic version such as 3.1.0',
    },
    {
      env: { AGENT_HEARTBEAT_MS: '99' },
      variable: 'AGENT_HEARTBEAT_MS',
      message: 'invalid AGENT_HEARTBEAT_MS: 99 is outside 100–600000',
    },
    {
      env: { AGENT_COMMAND_TIMEOUT_MS: '10s' },
      variable: 'AGENT_COMMAND_TIMEOUT_MS',
      message: 'invalid AGENT_COMMAND_TIMEOUT_MS: "10s" is not a whole number',
    },
    {
      env: { HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '4000' },
      variable: 'REQUEST_TIMEOUT_MS',
      message: 'invalid REQUEST_TIMEOUT_MS: 4000 is shorter than HEADERS_TIMEOUT_MS (5000)',
    },
    {
      env: { MAX_TUNNELS_PER_ACCOUNT: '101' },
      variable: 'MAX_TUNNELS_PER_ACCOUNT',
      message: 'invalid MAX_TUNNELS_PER_ACCOUNT: 101 is outside 1–100',
    },
    { env: { DATABASE_POOL_SIZE: '0' }, variable: 'DATABASE_POOL_SIZE', message: 'invalid DATABASE_POOL_SIZE: 0 is outside 1–1000' },
    {
      env: { DATABASE_CONNECT_TIMEOUT_MS: '50' },
      variable: 'DATABASE_CONNECT_TIMEOUT_MS',
      message: 'invalid DATABASE_CONNECT_TIMEOUT_MS: 50 is outside 100–600000',
    },
    {
      env: { MAX_CONNECTIONS_PER_ADDRESS: '0' },
      variable: 'MAX_CONNECTIONS_PER_ADDRESS',
      message: 'invalid MAX_CONNECTIONS_PER_ADDRESS: 0 is outside 1–1000000',
    },
  ])('rejects $env', ({ env, variable, message }) => {
    const error = captureError(() => loadConfig(env));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ variable, message, code: 'invalid_config' });
  });

  it('does not echo a DATABASE_URL password in its error', () => {
    expect(captureError(() => loadConfig({ DATABASE_URL: 'http://u:hunter2@db' })).message).not.toContain('hunter2');
  });
});

function captureError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
