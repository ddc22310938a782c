/**
 * The identity provider of an OAuth module (spec/components/schemas/OAuthProvider.yaml and the error codes
 * OAUTH_* in spec/components/x-error-codes.yaml): exactly one provider is set; without `client_id` and
 * `client_secret` the service's managed application is used (rule 1); a `client_id` needs its `client_secret`
 * (rule 2), and a secret alone identifies nothing; `scopes` need the caller's own application (rule 3). In
 * responses every provider key is present, unset ones null.
 */
import type { EndpointOAuthProvider, EndpointOAuthProviderInput, OAuthGitHubProviderInput } from '@tunnel-api/validators';
import { fieldError } from '../field-error.js';

export const OAUTH_PROVIDERS = ['github', 'facebook', 'microsoft', 'google', 'linkedin', 'gitlab', 'twitch', 'amazon'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

export interface StoredProvider {
  [key: string]: unknown;
  name: OAuthProviderName;
  client_id?: string;
  client_secret?: string;
  scopes: string[];
  email_addresses: string[];
  email_domains: string[];
  /** GitHub only. */
  teams?: string[];
  organizations?: string[];
}

export function storedProvider(input: EndpointOAuthProviderInput): StoredProvider {
  const set = OAUTH_PROVIDERS.filter((name) => input[name] !== undefined && input[name] !== null);
  if (set.length !== 1) throw fieldError('OAUTH_PROVIDER_INVALID', { count: set.length }, '/provider', 'one-provider');
  const name = set[0]!;
  const settings = input[name] as OAuthGitHubProviderInput;
  const at = `/provider/${name}`;
  if (settings.client_id !== undefined && settings.client_secret === undefined) {
    throw fieldError('OAUTH_CLIENT_SECRET_REQUIRED', { pointer: `${at}/client_secret` }, `${at}/client_secret`, 'required');
  }
  if (settings.client_secret !== undefined && settings.client_id === undefined) {
    throw fieldError('OAUTH_CLIENT_ID_REQUIRED', { pointer: `${at}/client_id` }, `${at}/client_id`, 'required');
  }
  const scopes = settings.scopes ?? [];
  // An empty list asks for nothing beyond the default, which the managed application allows.
  if (scopes.length > 0 && settings.client_id === undefined) {
    throw fieldError('OAUTH_SCOPES_REQUIRE_CLIENT', { pointer: `${at}/scopes` }, `${at}/scopes`, 'own-client');
  }
  return {
    name,
    ...(settings.client_id !== undefined ? { client_id: settings.client_id, client_secret: settings.client_secret } : {}),
    scopes,
    email_addresses: settings.email_addresses ?? [],
    email_domains: settings.email_domains ?? [],
    ...(name === 'github' ? { teams: settings.teams ?? [], organizations: settings.organizations ?? [] } : {}),
  };
}

export function providerToApi(stored: StoredProvider): EndpointOAuthProvider {
  const { name, teams, organizations, ...common } = stored;
  const api = Object.fromEntries(OAUTH_PROVIDERS.map((key) => [key, null])) as unknown as EndpointOAuthProvider;
  const settings = name === 'github' ? { ...common, teams: teams ?? [], organizations: organizations ?? [] } : common;
  return { ...api, [name]: settings } as EndpointOAuthProvider;
}
