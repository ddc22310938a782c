/** Websocket TCP converter module of an HTTPS edge route (spec/paths/edges_https_{edge_id}_routes_{id}_websocket_tcp_converter.yaml): `{ enabled }` only. */
import type { WebsocketTCPConverterModule, WebsocketTCPConverterModuleReplace } from '@tunnel-api/validators';
import type { ModuleKind } from './module-kind.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
}

export const websocketTcpConverterModule: ModuleKind<WebsocketTCPConverterModule, WebsocketTCPConverterModuleReplace, Config, unknown> = {
  key: 'websocket_tcp_converter',
  what: 'websocket TCP converter',
  configure: ({ body }) => ({ config: { enabled: body.enabled ?? true } }),
  toApi: (config) => ({ enabled: config.enabled }),
};
