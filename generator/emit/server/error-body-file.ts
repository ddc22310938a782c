/**
 * The server package's `error-body.gen.ts` for a document without an error registry: `documentErrorBody`, the body
 * the edge answers an error with in the document's own error shapes (error-shapes.ts), typed as the validators
 * package's types of the responses that declare them — or RFC 9457 problem details where the document declares no
 * JSON error body (docs/decisions/0066-edge-errors-in-the-document-shape.md). A document with a registry (ours)
 * gets no such file: its edge answers the registry's body.
 */
import type { IrDocument } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc } from '../../render/comment.js';
import { validatorNames } from '../validators/names.js';
import { documentErrorShapes, printFill, readsError, usesStatusText } from './error-shapes.js';

export interface ErrorBodyFile {
  readonly contents: string;
  /** The media type of the answers: the document's JSON, or `application/problem+json`. */
  readonly mediaType: string;
}

export function emitErrorBodyFile(ir: IrDocument, names: NameResolver): ErrorBodyFile {
  const shapes = documentErrorShapes(ir);
  if (shapes === undefined) {
    return {
      mediaType: 'application/problem+json',
      contents: `import type { ApiError } from './runtime/api-error.js';
import { type ProblemDetails, problemDetails } from './runtime/error-format.js';

/** An error body of this API: it declares none, so the edge answers RFC 9457 problem details. */
export type DocumentErrorBody = ProblemDetails;

${jsDoc([
  "The body the edge answers `error` with (`application/problem+json`): the document declares no JSON error body, so RFC 9457's, with the error's code as",
  'an extension member. Pass `formatError` to the edge to answer otherwise.',
])}export function documentErrorBody(error: ApiError): DocumentErrorBody {
  return problemDetails(error);
}
`,
    };
  }
  const types = names.of(validatorNames);
  const typeOf = (operationId: string, status: string) => `Types.${types.operationTypes(operationId).responses.get(status) ?? 'never'}`;
  const union = [...new Set(shapes.map((s) => typeOf(s.operationId, s.status)))];
  const named = shapes.map(
    (s) => `${s.schemaName === undefined ? 'the body' : `\`${s.schemaName}\``}${s.statuses.length === 0 ? '' : ` (${s.statuses.join(', ')})`}`,
  );
  const fallback = shapes[shapes.length - 1];
  const specific = shapes.slice(0, -1);
  const body =
    specific.length === 0 || fallback === undefined
      ? `  return ${printFill(fallback?.fill ?? { kind: 'object', properties: [] }, '  ')};\n`
      : `  switch (error.status) {\n${specific
          .map((s) => `${s.statuses.map((status) => `    case ${status}:\n`).join('')}      return ${printFill(s.fill, '      ')};\n`)
          .join('')}    default:\n      return ${printFill(fallback.fill, '      ')};\n  }\n`;
  const statusText = shapes.some((s) => usesStatusText(s.fill));
  // A shape with nothing to fill from the error (no message, code or status property) does not read it.
  const parameter = specific.length > 0 || shapes.some((s) => readsError(s.fill)) ? 'error' : '_error';
  return {
    mediaType: 'application/json; charset=utf-8',
    contents: `import type * as Types from '${names.packageName('validators')}';
import type { ApiError } from './runtime/api-error.js';
${statusText ? "import { statusText } from './runtime/error-format.js';\n" : ''}
${jsDoc([`An error body as the document declares its errors: ${named.join(', ')}.`])}export type DocumentErrorBody = ${union.join(' | ')};

${jsDoc([
  "The body the edge answers `error` with, in the error shape the document declares for its status: the error's message, code and status in the",
  'properties of those names (or their common spellings), required properties of no such name empty. Pass `formatError` to the edge to fill',
  'them otherwise.',
])}export function documentErrorBody(${parameter}: ApiError): DocumentErrorBody {
${body}}
`,
  };
}
