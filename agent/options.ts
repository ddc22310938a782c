import type { Transport } from '../agent-protocol/index.js';

/** Everything an agent needs to run; the CLI (cli-args.ts) builds it from the command line. */
export interface AgentOptions {
  /** The API base URLs as given (`--server`, repeatable): instances of one service, tried in turn. */
  serverUrls: string[];
  /** The control-channel WebSocket URL derived from each, in the same order. */
  connectUrls: string[];
  token: string;
  /** Labels of the agent's one tunnel; no labels means no tunnel (a control-only session). */
  labels: Record<string, string>;
  os: string;
  transport: Transport;
  updateChecks: boolean;
  /** The version of the running code. */
  version: string;
  region?: string;
  metadata?: string;
  /** Simulated download time of an update. */
  updateDelayMs: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  /** `--ca`: a PEM file of CA certificates trusted for wss servers besides the system's. */
  caFile?: string;
  /** `--dns-server`: `ip[:port]` of the DNS server that resolves the server names instead of the system's resolver. */
  dnsServer?: string;
}
