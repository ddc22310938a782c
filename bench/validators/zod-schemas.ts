/** The same two schemas written by hand in zod 4, as a developer would without a spec. */
import { z } from 'zod';

const uint32 = z.int().min(0).max(4294967295);

const githubProvider = z.strictObject({
  client_id: z.string().min(1).optional(),
  client_secret: z.string().min(1).optional(),
  scopes: z.array(z.string()).optional(),
  email_addresses: z.array(z.string()).optional(),
  email_domains: z.array(z.string()).optional(),
  teams: z.array(z.string()).optional(),
  organizations: z.array(z.string()).optional(),
});

const provider = z.strictObject({
  client_id: z.string().min(1).optional(),
  client_secret: z.string().min(1).optional(),
  scopes: z.array(z.string()).optional(),
  email_addresses: z.array(z.string()).optional(),
  email_domains: z.array(z.string()).optional(),
});

export const oauthModuleReplace = z.strictObject({
  enabled: z.boolean().optional(),
  provider: z.strictObject({
    github: githubProvider.nullable().optional(),
    facebook: provider.nullable().optional(),
    microsoft: provider.nullable().optional(),
    google: provider.nullable().optional(),
    linkedin: provider.nullable().optional(),
    gitlab: provider.nullable().optional(),
    twitch: provider.nullable().optional(),
    amazon: provider.nullable().optional(),
  }),
  options_passthrough: z.boolean().optional(),
  cookie_prefix: z.string().optional(),
  inactivity_timeout: uint32.optional(),
  maximum_duration: uint32.optional(),
  auth_check_interval: uint32.optional(),
});

const ref = z.strictObject({ id: z.string(), uri: z.url() });

export const tunnelGroupBackendList = z.strictObject({
  backends: z.array(
    z.strictObject({
      id: z.string().regex(/^bkdtg_[0-9A-Za-z]{27}$/u),
      uri: z.url(),
      created_at: z.iso.datetime({ offset: true }),
      description: z.string().optional(),
      metadata: z.string().optional(),
      labels: z.record(z.string(), z.string()),
      tunnels: z.array(ref),
    }),
  ),
  uri: z.url(),
  next_page_uri: z.url().nullable(),
});
