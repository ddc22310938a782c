/**
 * What a credential's ACL lets its agents bind (spec/components/schemas/Credential.yaml `acl`;
 * docs/decisions/0058-credential-acl-enforcement.md). Decided when an agent connects and again whenever the
 * credential's ACL changes:
 *
 * - an empty ACL allows everything (a credential created without one keeps working as before);
 * - a bare `*` allows everything;
 * - `bind:<key>=<value>` allows the label `key=value`; `*` in either part matches any run of characters
 *   (`bind:env=*`, `bind:app=web-*`, `bind:*=ci`);
 * - every label of every tunnel the agent announces must be allowed by some rule. A rule without `=` names a
 *   domain or an address, which allows no label: an agent with a labeled tunnel and only such rules is refused.
 *
 * An agent that binds nothing (no tunnels, or tunnels without labels) is allowed whatever the ACL says: it
 * serves nothing a rule could forbid.
 */
import type { TunnelAnnouncement } from '../../agent-protocol/index.js';

/** The refusal code and message the agent prints, modelled on the real service's label refusal. */
export const ACL_REFUSAL_CODE = 'CREDENTIAL_ACL_BIND_DENIED';

/** The first label the ACL does not allow as `key=value`, or undefined when every one is allowed. */
export function deniedLabel(acl: readonly string[], tunnels: readonly Pick<TunnelAnnouncement, 'labels'>[]): string | undefined {
  if (acl.length === 0 || acl.includes('*')) return undefined;
  const rules = acl.flatMap(labelRule);
  for (const tunnel of tunnels) {
    for (const [key, value] of Object.entries(tunnel.labels)) {
      if (!rules.some((rule) => rule.key.test(key) && rule.value.test(value))) return `${key}=${value}`;
    }
  }
  return undefined;
}

/** The message of a refusal: what the real service says, with the credential and the label. */
export function aclRefusalMessage(credentialId: string, label: string): string {
  return `The credential ACL policy does not permit binding this label. Credential ID: ${credentialId} Label: ${label}`;
}

interface LabelRule {
  key: RegExp;
  value: RegExp;
}

/** `bind:k=v` as two anchored globs; [] for `*`, domain and address rules (they allow no label). */
function labelRule(rule: string): LabelRule[] {
  if (!rule.startsWith('bind:')) return [];
  const body = rule.slice('bind:'.length);
  const equals = body.indexOf('=');
  if (equals <= 0) return [];
  return [{ key: glob(body.slice(0, equals)), value: glob(body.slice(equals + 1)) }];
}

function glob(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 's');
}
