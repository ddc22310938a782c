/**
 * `options.gen.ts`: what `createClient` takes for this document — `ClientOptions`, with the credentials its
 * security schemes ask for (`apiKey`, or `auth` by scheme: `ClientAuth`) and `baseUrl`, optional when the document
 * names a server — and `CLIENT_SECURITY`, the schemes and requirements the runtime sends them by
 * (docs/decisions/0047-client-auth.md).
 */
import { propertyKey, stringLiteral } from '../../naming/identifier.js';
import { jsDoc, jsDocLines } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import type { ClientAuth, ClientScheme } from './client-auth.js';

export function emitOptionsFile(auth: ClientAuth, baseUrl: string | undefined, title: string): string {
  const runtimeTypes = [
    'ClientSecurity',
    'TransportOptions',
    ...(auth.schemes.some((s) => s.kind !== 'basic') ? ['Token'] : []),
    ...(auth.schemes.some((s) => s.kind === 'basic') ? ['BasicCredentials'] : []),
  ].sort();
  const baseUrlDoc =
    baseUrl === undefined
      ? jsDocLines(`The base URL of ${title}, e.g. \`https://api.example.com\` (the document names no absolute server URL).`)
      : jsDocLines(`The base URL of ${title}. Default: \`${baseUrl}\`, the document's first server.`);
  const members = [`${jsDoc(baseUrlDoc, '  ')}  readonly baseUrl${baseUrl === undefined ? '' : '?'}: string;`];
  if (auth.apiKeyScheme !== undefined) {
    const scheme = auth.schemes[0]!;
    members.push(
      `${jsDoc(schemeDoc(scheme, auth.required ? 'Required' : 'Needed by the operations that require it'), '  ')}  readonly apiKey${auth.required ? '' : '?'}: Token;`,
    );
  } else if (auth.schemes.length > 0) {
    members.push(
      `${jsDoc(jsDocLines("Credentials by security scheme; give those of the schemes you use. Each call sends the first of its operation's requirements the client has every credential for."), '  ')}  readonly auth?: ClientAuth;`,
    );
  }
  const authType =
    auth.apiKeyScheme !== undefined || auth.schemes.length === 0
      ? ''
      : `
${jsDoc(jsDocLines(`The credentials of ${title}, one per security scheme of its document.`), '')}export type ClientAuth = {
${auth.schemes.map((s) => `${jsDoc(schemeDoc(s), '  ')}  readonly ${propertyKey(s.key)}?: ${s.kind === 'basic' ? 'BasicCredentials' : 'Token'};`).join('\n')}
};
`;
  const text = `import type { ${runtimeTypes.join(', ')} } from './runtime/index.js';

${jsDoc(jsDocLines(`What \`createClient\` takes: the base URL${auth.schemes.length > 0 ? ', the credentials' : ''} and the transport's settings.`), '')}export interface ClientOptions extends TransportOptions {
${members.join('\n')}
}
${authType}
${jsDoc(jsDocLines("The security schemes the client sends, and which each operation needs (where it differs from the document's `security`)."), '')}export const CLIENT_SECURITY: ClientSecurity = {
  schemes: ${
    auth.schemes.length === 0
      ? '{}'
      : `{
${auth.schemes.map((s) => `    ${propertyKey(s.key)}: { ${schemeSpec(s)} },`).join('\n')}
  }`
  },
  default: ${requirements(auth.default)},
  operations: ${
    auth.operations.length === 0
      ? '{}'
      : `{
${auth.operations.map(([key, reqs]) => `    ${stringLiteral(key)}: ${requirements(reqs)},`).join('\n')}
  }`
  },${
    auth.apiKeyScheme === undefined
      ? ''
      : `
  apiKeyScheme: ${stringLiteral(auth.apiKeyScheme)},`
  }${
    auth.required
      ? `
  required: true,`
      : ''
  }
};
`;
  return formatTypeScript('options.gen.ts', text, { layout: 'template' });
}

function schemeDoc(scheme: ClientScheme, lead?: string): string[] {
  const firstLine = `${lead === undefined ? '' : `${lead}: `}${lead === undefined ? scheme.summary : lowerFirst(scheme.summary)} (security scheme \`${scheme.name}\`).`;
  const lines = jsDocLines(firstLine, scheme.description);
  if (scheme.kind !== 'basic') lines.push('', 'A string, or a function that returns one (called before each request, so a refreshed token is used).');
  return lines;
}

function schemeSpec(scheme: ClientScheme): string {
  const fields = [`name: ${stringLiteral(scheme.name)}`, `kind: ${stringLiteral(scheme.kind)}`];
  if (scheme.in !== undefined) fields.push(`in: ${stringLiteral(scheme.in)}`);
  if (scheme.parameter !== undefined) fields.push(`parameter: ${stringLiteral(scheme.parameter)}`);
  return fields.join(', ');
}

function requirements(reqs: readonly (readonly string[])[]): string {
  return `[${reqs.map((req) => `[${req.map(stringLiteral).join(', ')}]`).join(', ')}]`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
