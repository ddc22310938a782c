/**
 * The server's Prometheus metrics (text exposition format, served at `/metrics` by operator-routes.ts).
 * One registry per app rather than prom-client's global one, so that several apps in one process
 * (tests, or a server started twice) never share or double-register series.
 *
 * Label values are bounded: `operation` is the spec's operationId (or the route pattern of the few
 * routes outside the spec, or `unmatched`), never a raw URL, so a scan of random paths cannot grow
 * the number of series.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read on each scrape; supplied by whoever owns the numbers. */
export interface MetricSources {
  /** Agent control sockets this instance holds (online sessions it owns). */
  connectedAgents(): number;
  /** Pooled database connections, when the backend has a pool (PostgreSQL). */
  poolStats?(): { total: number; idle: number; waiting: number } | undefined;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly requests: Counter<'operation' | 'status'>;
  readonly requestDuration: Histogram<'operation'>;
  readonly rateLimited: Counter;
  readonly databaseDuration: Histogram<'kind'>;
  #sources: MetricSources = { connectedAgents: () => 0 };

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'tunnel_api_http_requests_total',
      help: 'HTTP requests answered, by operation (the spec operationId) and status code.',
      labelNames: ['operation', 'status'],
      registers,
    });
    this.requestDuration = new Histogram({
      name: 'tunnel_api_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by operation.',
      labelNames: ['operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'tunnel_api_rate_limited_requests_total',
      help: 'Requests refused with 429 because their account exceeded its rate limit.',
      registers,
    });
    this.databaseDuration = new Histogram({
      name: 'tunnel_api_db_duration_seconds',
      help: 'Database time: single statements (kind="query") and whole transactions (kind="transaction").',
      labelNames: ['kind'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'tunnel_api_agent_sessions_connected',
      help: 'Online tunnel sessions whose agent socket this instance holds (sum over instances for the service).',
      registers,
      collect() {
        this.set(sources().connectedAgents());
      },
    });
    new Gauge({
      name: 'tunnel_api_db_pool_connections',
      help: 'Pooled PostgreSQL connections by state: total open, idle, and callers waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources().poolStats?.();
        if (stats === undefined) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  /** Connects the gauges to the live numbers (the hub and the pool exist after the metrics do). */
  setSources(sources: MetricSources): void {
    this.#sources = sources;
  }

  observeRequest(operation: string, status: number, seconds: number): void {
    this.requests.inc({ operation, status: String(status) });
    this.requestDuration.observe({ operation }, seconds);
    if (status === 429) this.rateLimited.inc();
  }
}
