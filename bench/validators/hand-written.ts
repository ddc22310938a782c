/**
 * The same two checks written by hand, with no library: the ceiling of what validation can cost.
 * Same rules as the spec (closed objects, types, ranges, id pattern, RFC 3339 timestamps, URIs),
 * with cheap equivalents where a library would be thorough (a URI is "scheme:" followed by text).
 */
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
function isStringArray(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
}
const isUint32 = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 4294967295;
function onlyKeys(o: Record<string, unknown>, allowed: (key: string) => boolean): boolean {
  for (const key in o) if (!allowed(key)) return false;
  return true;
}
const uri = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const backendId = /^bkdtg_[0-9A-Za-z]{27}$/;

// Allowed keys as comparisons, the cheapest membership test for a handful of names.
const PROVIDER_LIST = ['scopes', 'email_addresses', 'email_domains'] as const;
const GITHUB_LIST = [...PROVIDER_LIST, 'teams', 'organizations'] as const;
const isProviderKey = (k: string): boolean => k === 'client_id' || k === 'client_secret' || k === 'scopes' || k === 'email_addresses' || k === 'email_domains';
const isGithubKey = (k: string): boolean => isProviderKey(k) || k === 'teams' || k === 'organizations';
const isProviderName = (k: string): boolean =>
  k === 'github' || k === 'facebook' || k === 'microsoft' || k === 'google' || k === 'linkedin' || k === 'gitlab' || k === 'twitch' || k === 'amazon';
const isOAuthKey = (k: string): boolean =>
  k === 'enabled' ||
  k === 'provider' ||
  k === 'options_passthrough' ||
  k === 'cookie_prefix' ||
  k === 'inactivity_timeout' ||
  k === 'maximum_duration' ||
  k === 'auth_check_interval';

function isProvider(p: unknown, github: boolean): boolean {
  if (p === null) return true;
  if (!isObject(p) || !onlyKeys(p, github ? isGithubKey : isProviderKey)) return false;
  const id = p['client_id'];
  if (id !== undefined && (typeof id !== 'string' || id.length === 0)) return false;
  const secret = p['client_secret'];
  if (secret !== undefined && (typeof secret !== 'string' || secret.length === 0)) return false;
  for (const key of github ? GITHUB_LIST : PROVIDER_LIST) if (p[key] !== undefined && !isStringArray(p[key])) return false;
  return true;
}

export function isOAuthModuleReplace(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, isOAuthKey)) return false;
  const provider = v['provider'];
  if (!isObject(provider) || !onlyKeys(provider, isProviderName)) return false;
  for (const name in provider) if (!isProvider(provider[name], name === 'github')) return false;
  if (v['enabled'] !== undefined && typeof v['enabled'] !== 'boolean') return false;
  if (v['options_passthrough'] !== undefined && typeof v['options_passthrough'] !== 'boolean') return false;
  if (v['cookie_prefix'] !== undefined && typeof v['cookie_prefix'] !== 'string') return false;
  if (v['inactivity_timeout'] !== undefined && !isUint32(v['inactivity_timeout'])) return false;
  if (v['maximum_duration'] !== undefined && !isUint32(v['maximum_duration'])) return false;
  if (v['auth_check_interval'] !== undefined && !isUint32(v['auth_check_interval'])) return false;
  return true;
}

const isListKey = (k: string): boolean => k === 'backends' || k === 'uri' || k === 'next_page_uri';
const isBackendKey = (k: string): boolean =>
  k === 'id' || k === 'uri' || k === 'created_at' || k === 'description' || k === 'metadata' || k === 'labels' || k === 'tunnels';
const isRefKey = (k: string): boolean => k === 'id' || k === 'uri';

function isBackend(b: unknown): boolean {
  if (!isObject(b) || !onlyKeys(b, isBackendKey)) return false;
  if (typeof b['id'] !== 'string' || !backendId.test(b['id'])) return false;
  if (typeof b['uri'] !== 'string' || !uri.test(b['uri'])) return false;
  if (typeof b['created_at'] !== 'string' || !dateTime.test(b['created_at'])) return false;
  if (b['description'] !== undefined && typeof b['description'] !== 'string') return false;
  if (b['metadata'] !== undefined && typeof b['metadata'] !== 'string') return false;
  const labels = b['labels'];
  if (!isObject(labels)) return false;
  for (const key in labels) if (typeof labels[key] !== 'string') return false;
  const tunnels = b['tunnels'];
  if (!Array.isArray(tunnels)) return false;
  for (const t of tunnels) {
    if (!isObject(t) || !onlyKeys(t, isRefKey) || typeof t['id'] !== 'string' || typeof t['uri'] !== 'string' || !uri.test(t['uri'])) return false;
  }
  return true;
}

export function isTunnelGroupBackendList(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, isListKey)) return false;
  if (typeof v['uri'] !== 'string' || !uri.test(v['uri'])) return false;
  const next = v['next_page_uri'];
  if (next !== null && (typeof next !== 'string' || !uri.test(next))) return false;
  const backends = v['backends'];
  if (!Array.isArray(backends)) return false;
  for (const backend of backends) if (!isBackend(backend)) return false;
  return true;
}
