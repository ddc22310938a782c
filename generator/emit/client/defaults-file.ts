/** `defaults.gen.ts`: the header values derived from the spec and the default User-Agent. */
import { GENERATED_BANNER } from '../../render/banner.js';
import { formatTypeScript } from '../../render/format-typescript.js';

export function emitDefaultsFile(headers: Readonly<Record<string, string>>, userAgent: string): string {
  const entries = Object.entries(headers).map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)},`);
  const text = `${GENERATED_BANNER}
import type { ClientDefaults } from './runtime/index.js';

/** Headers every operation of the spec requires with one fixed value, and the User-Agent sent by default. */
export const CLIENT_DEFAULTS: ClientDefaults = {
  headers: {
${entries.join('\n')}
  },
  userAgent: ${JSON.stringify(userAgent)},
};
`;
  return formatTypeScript('defaults.gen.ts', text);
}
