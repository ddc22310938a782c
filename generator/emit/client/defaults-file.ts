/** `defaults.gen.ts`: the default base URL, the header values derived from the spec, the default User-Agent and the error registry's codes. */
import { jsDoc } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';

export function emitDefaultsFile(headers: Readonly<Record<string, string>>, userAgent: string, errorCodes?: readonly string[], baseUrl?: string): string {
  const entries = Object.entries(headers).map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
  // Written as laid out, as the TypeScript formatter laid it out before (no ts-morph for one small file;
  // docs/decisions/0064-generator-precompiled.md).
  const doc = `${baseUrl === undefined ? '' : "The default base URL (the document's first server); "}${baseUrl === undefined ? 'H' : 'h'}eaders every operation of the spec requires with one fixed value, and the User-Agent sent by default${errorCodes === undefined ? '' : '; the codes of the error registry (errors.gen.ts types them)'}.`;
  const text = `import type { ClientDefaults } from './runtime/index.js';

${jsDoc([doc])}export const CLIENT_DEFAULTS: ClientDefaults = {${
    baseUrl === undefined
      ? ''
      : `
  baseUrl: ${JSON.stringify(baseUrl)},`
  }
  headers: {
${entries.join('\n')}
  },
  userAgent: ${JSON.stringify(userAgent)},${
    errorCodes === undefined
      ? ''
      : `
  errorCodes: [
${[...errorCodes]
  .sort()
  .map((code) => `    ${JSON.stringify(code)},`)
  .join('\n')}
  ],`
  }
};
`;
  return formatTypeScript('defaults.gen.ts', text, { layout: 'template' });
}
