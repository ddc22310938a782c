/**
 * The control-channel URL for an API base URL: the agent is given the address users know
 * (`http://127.0.0.1:4010`) and derives the WebSocket one (`ws://127.0.0.1:4010/agent/v1/connect`),
 * keeping a path prefix the API may be served under.
 */
import { AGENT_CONNECT_PATH } from '../agent-protocol/index.js';

const SCHEMES: Readonly<Record<string, string>> = { 'http:': 'ws:', 'https:': 'wss:', 'ws:': 'ws:', 'wss:': 'wss:' };

/** Throws TypeError naming the problem when `serverUrl` is not an http(s) or ws(s) URL. */
export function agentConnectUrl(serverUrl: string): string {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new TypeError(`--server ${JSON.stringify(serverUrl)} is not a URL (e.g. http://127.0.0.1:4010)`);
  }
  const scheme = SCHEMES[url.protocol];
  if (scheme === undefined) throw new TypeError(`--server must be an http or https URL, not ${url.protocol}`);
  url.protocol = scheme;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${AGENT_CONNECT_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
