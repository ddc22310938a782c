/**
 * `/healthz`, `/readyz` and `/metrics` on the API port (server/ops): no API key, outside the rate
 * limit, `/readyz` 503 while draining, `/metrics` counting known traffic and guarded by METRICS_TOKEN.
 * On a real PostgreSQL, with real processes (database down, SIGTERM): test/cluster/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Drain } from '../../server/ops/drain.js';
import { expectError, startTestServer, type TestServer } from '../server/harness.js';

/** The value of one series in the Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('operator endpoints', () => {
  let server: TestServer;
  const drain = new Drain();
  beforeAll(async () => {
    server = await startTestServer({ rateLimitPerMinute: 3, app: { operators: { drain } } });
  });
  afterAll(() => server.close());

  const bare = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('answer without an API key, and are neither rate limited nor counted against the limit', async () => {
    for (let round = 0; round < 5; round += 1) {
      const health = await bare('/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await bare('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', draining: false } });
      expect((await bare('/metrics')).statusCode).toBe(200);
    }
    // Fifteen probes later the account still has its whole budget of 3.
    for (let request = 0; request < 3; request += 1) expect((await server.call('GET', '/backends/tunnel_group')).status).toBe(200);
    expectError(await server.call('GET', '/backends/tunnel_group'), 429, 'RATE_LIMITED');
  });

  it('count requests by operation and status, their latency, and the rate-limited ones', async () => {
    const text = (await bare('/metrics')).body;
    expect(sample(text, 'tunnel_api_http_requests_total{operation="listTunnelGroupBackends",status="200"}')).toBe(3);
    expect(sample(text, 'tunnel_api_http_requests_total{operation="listTunnelGroupBackends",status="429"}')).toBe(1);
    expect(sample(text, 'tunnel_api_http_request_duration_seconds_count{operation="listTunnelGroupBackends"}')).toBe(4);
    expect(sample(text, 'tunnel_api_http_requests_total{operation="/healthz",status="200"}')).toBe(5);
    expect(sample(text, 'tunnel_api_rate_limited_requests_total')).toBe(1);
    expect(sample(text, 'tunnel_api_agent_sessions_connected')).toBe(0);
    // Each list ran at least one statement; process metrics come with prom-client's defaults.
    expect(sample(text, 'tunnel_api_db_duration_seconds_count{kind="query"}')).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // PGlite has no pool: the pool gauge has no series rather than made-up numbers.
    expect(text).not.toMatch(/^tunnel_api_db_pool_connections\{/m);
    expect((await bare('/metrics')).headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('label unknown paths as unmatched instead of one series per URL', async () => {
    // A path no route matches is answered 404 before the key and rate-limit checks (the account's budget is spent).
    await server.call('GET', '/no/such/path/1');
    await server.call('GET', '/no/such/path/2');
    const text = (await bare('/metrics')).body;
    expect(sample(text, 'tunnel_api_http_requests_total{operation="unmatched",status="404"}')).toBe(2);
    expect(text).not.toContain('/no/such/path');
  });

  it('/readyz answers 503 once draining, while /healthz stays 200', async () => {
    drain.begin();
    const ready = await bare('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', draining: true } });
    expect((await bare('/healthz')).statusCode).toBe(200);
  });
});

describe('METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ app: { operators: { metricsToken: 'scrape-secret' } } });
  });
  afterAll(() => server.close());

  it('requires the bearer token on /metrics only', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.body).toBe('Metrics require Authorization: Bearer <METRICS_TOKEN>.\n');

    const wrong = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secreT' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(wrong.body).toBe('The metrics token is not valid.\n');
    // An API key is not the metrics token.
    const apiKey = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${server.apiKey}` } });
    expect(apiKey.statusCode).toBe(401);

    const right = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE tunnel_api_http_requests_total counter');

    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
