/**
 * The parameters a registered message template needs beyond `{pointer}`, for a validation problem the
 * spec codes with `x-error-code` (spec/components/x-error-codes.yaml): read from the problem and the
 * request body, so a rule the schema states reads the same as when the server's own check words it
 * ("/urls/1: ftp://x is not an absolute http or https URL with a hostname."). Undefined when the
 * problem is another rule under the same code (an empty URL is "at least 1 characters"): the
 * validator's own words then.
 */

import type { CodedProblem } from '@tunnel-api/server';
import { OAUTH_PROVIDERS } from '../resources/modules/oauth-provider.js';
import { unknownExtensionReason } from '../ssh/index.js';

type Derive = (problem: CodedProblem, value: unknown) => Record<string, string> | undefined;

const KEY_TYPE_OF_OPTION: Readonly<Record<string, string>> = { elliptic_curve: 'ecdsa', key_size: 'rsa' };

const DERIVED: Readonly<Record<string, Derive>> = {
  ABUSE_REPORT_URL_INVALID: (problem, value) => (problem.rule === 'pattern' || problem.rule === 'format' ? { url: String(value) } : undefined),
  // spec/components/schemas/SSHCertificateAuthorityCreate.yaml `dependentSchemas`: the option is at the pointer.
  SSH_KEY_OPTION_MISMATCH: (problem) => {
    const field = lastSegment(problem.pointer);
    const keyType = KEY_TYPE_OF_OPTION[field];
    return keyType === undefined ? undefined : { field, key_type: keyType };
  },
  // spec/components/schemas/SSHUserCertificateCreate.yaml `extensions.propertyNames`: the name is at fault.
  SSH_EXTENSION_INVALID: (problem) => (problem.rule === 'pattern' ? { reason: unknownExtensionReason(lastSegment(problem.pointer)) } : undefined),
  // spec/components/schemas/EndpointOAuthProviderInput.yaml: exactly one provider that is not null (an
  // unknown name is an unknown field, not a provider).
  OAUTH_PROVIDER_INVALID: (problem, value) =>
    problem.rule === 'oneOf' && typeof value === 'object' && value !== null
      ? { count: String(OAUTH_PROVIDERS.filter((name) => Object.hasOwn(value, name) && (value as Record<string, unknown>)[name] !== null).length) }
      : undefined,
};

export function templateParams(problem: CodedProblem, body: unknown): Record<string, string> | undefined {
  const derive = problem.errorCode === undefined ? undefined : DERIVED[problem.errorCode];
  return derive?.(problem, valueAt(body, problem.pointer));
}

/** RFC 6901: the value a pointer names in `root` (undefined when there is none). */
export function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const token of pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, token)) return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

function lastSegment(pointer: string): string {
  return (pointer.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}
