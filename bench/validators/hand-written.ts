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
function onlyKeys(o: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  for (const key in o) if (!allowed.has(key)) return false;
  return true;
}
const uri = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$/;
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const backendId = /^bkdtg_[0-9A-Za-z]{27}$/;

const PROVIDER_KEYS = new Set(['client_id', 'client_secret', 'scopes', 'email_addresses', 'email_domains']);
const GITHUB_KEYS = new Set([...PROVIDER_KEYS, 'teams', 'organizations']);
const PROVIDERS = new Set(['github', 'facebook', 'microsoft', 'google', 'linkedin', 'gitlab', 'twitch', 'amazon']);
const OAUTH_KEYS = new Set(['enabled', 'provider', 'options_passthrough', 'cookie_prefix', 'inactivity_timeout', 'maximum_duration', 'auth_check_interval']);

function isProvider(p: unknown, keys: ReadonlySet<string>): boolean {
  if (p === null) return true;
  if (!isObject(p) || !onlyKeys(p, keys)) return false;
  for (const key of ['client_id', 'client_secret']) {
    const v = p[key];
    if (v !== undefined && (typeof v !== 'string' || v.length === 0)) return false;
  }
  for (const key of keys) {
    if (key !== 'client_id' && key !== 'client_secret' && p[key] !== undefined && !isStringArray(p[key])) return false;
  }
  return true;
}

export function isOAuthModuleReplace(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, OAUTH_KEYS)) return false;
  const provider = v['provider'];
  if (!isObject(provider) || !onlyKeys(provider, PROVIDERS)) return false;
  for (const name in provider) if (!isProvider(provider[name], name === 'github' ? GITHUB_KEYS : PROVIDER_KEYS)) return false;
  for (const key of ['enabled', 'options_passthrough']) if (v[key] !== undefined && typeof v[key] !== 'boolean') return false;
  if (v['cookie_prefix'] !== undefined && typeof v['cookie_prefix'] !== 'string') return false;
  for (const key of ['inactivity_timeout', 'maximum_duration', 'auth_check_interval']) if (v[key] !== undefined && !isUint32(v[key])) return false;
  return true;
}

const LIST_KEYS = new Set(['backends', 'uri', 'next_page_uri']);
const BACKEND_KEYS = new Set(['id', 'uri', 'created_at', 'description', 'metadata', 'labels', 'tunnels']);
const REF_KEYS = new Set(['id', 'uri']);

function isBackend(b: unknown): boolean {
  if (!isObject(b) || !onlyKeys(b, BACKEND_KEYS)) return false;
  if (typeof b['id'] !== 'string' || !backendId.test(b['id'])) return false;
  if (typeof b['uri'] !== 'string' || !uri.test(b['uri'])) return false;
  if (typeof b['created_at'] !== 'string' || !dateTime.test(b['created_at'])) return false;
  for (const key of ['description', 'metadata']) if (b[key] !== undefined && typeof b[key] !== 'string') return false;
  const labels = b['labels'];
  if (!isObject(labels)) return false;
  for (const key in labels) if (typeof labels[key] !== 'string') return false;
  const tunnels = b['tunnels'];
  if (!Array.isArray(tunnels)) return false;
  for (const t of tunnels) {
    if (!isObject(t) || !onlyKeys(t, REF_KEYS) || typeof t['id'] !== 'string' || typeof t['uri'] !== 'string' || !uri.test(t['uri'])) return false;
  }
  return true;
}

export function isTunnelGroupBackendList(v: unknown): boolean {
  if (!isObject(v) || !onlyKeys(v, LIST_KEYS)) return false;
  if (typeof v['uri'] !== 'string' || !uri.test(v['uri'])) return false;
  const next = v['next_page_uri'];
  if (next !== null && (typeof next !== 'string' || !uri.test(next))) return false;
  const backends = v['backends'];
  if (!Array.isArray(backends)) return false;
  for (const backend of backends) if (!isBackend(backend)) return false;
  return true;
}
