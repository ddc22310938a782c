/**
 * OAuth module of an HTTPS edge route (spec/paths/edges_https_{edge_id}_routes_{id}_oauth.yaml): login with an
 * identity provider in front of the route. Replace applies the defaults of every omitted field (cookie prefix
 * `service.`, timeouts 0).
 */
import type { OAuthModule, OAuthModuleReplace } from '@tunnel-api/validators';
import type { ModuleKind } from './module-kind.js';
import { providerToApi, type StoredProvider, storedProvider } from './oauth-provider.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  provider: StoredProvider;
  options_passthrough: boolean;
  cookie_prefix: string;
  inactivity_timeout: number;
  maximum_duration: number;
  auth_check_interval: number;
}

export const DEFAULT_COOKIE_PREFIX = 'service.';

export const oauthModule: ModuleKind<OAuthModule, OAuthModuleReplace, Config, unknown> = {
  key: 'oauth',
  what: 'OAuth',
  configure: ({ body }) => ({
    config: {
      enabled: body.enabled ?? true,
      provider: storedProvider(body.provider),
      options_passthrough: body.options_passthrough ?? false,
      cookie_prefix: body.cookie_prefix ?? DEFAULT_COOKIE_PREFIX,
      inactivity_timeout: body.inactivity_timeout ?? 0,
      maximum_duration: body.maximum_duration ?? 0,
      auth_check_interval: body.auth_check_interval ?? 0,
    },
  }),
  toApi: (config) => ({
    enabled: config.enabled,
    provider: providerToApi(config.provider),
    options_passthrough: config.options_passthrough,
    cookie_prefix: config.cookie_prefix,
    inactivity_timeout: config.inactivity_timeout,
    maximum_duration: config.maximum_duration,
    auth_check_interval: config.auth_check_interval,
  }),
};
