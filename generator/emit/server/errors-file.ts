/**
 * The server package's `errors.gen.ts`: the document's error registry (`components.x-error-codes`,
 * docs/decisions/0004-error-registry.md) as data, which the package's index.ts registers with the runtime when it loads, so
 * `ApiError` takes every code with its status and message (docs/decisions/0046-server-edge.md). A document
 * without a registry registers nothing: the edge's own codes have defaults (runtime/server/error-registry.ts).
 */
import type { IrDocument } from '../../ir/types.js';
import { stringLiteral } from '../../naming/identifier.js';
import { registeredErrorCodes } from '../client/errors-file.js';

export function emitServerErrorsFile(ir: IrDocument): string {
  const codes = registeredErrorCodes(ir) ?? [];
  const entries = codes.map((c) => `  { code: ${stringLiteral(c.code)}, status: ${c.status}, message: ${stringLiteral(c.message)} },\n`).join('');
  return `import type { RegisteredError } from './runtime/error-registry.js';

/** The API's registered error codes, with their statuses and message templates. */
export const errorCodes: readonly RegisteredError[] = [${entries === '' ? '' : `\n${entries}`}];
`;
}
