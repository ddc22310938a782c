/**
 * What the client runtime cannot do for an operation, reported as GEN006 warnings: the generated
 * method still exists and its types are exact, but the caller must fill the gap by hand.
 */
import type { Diagnostics } from '../../diagnostics.js';
import type { IrOperation, JsonSchema } from '../../ir/types.js';
import { answerOfMediaType } from './answers.js';

/** Request media types runtime/body-serializer.ts encodes itself. */
const SERIALISED = /^(application\/json|application\/[^;]*\+json|application\/x-www-form-urlencoded|multipart\/form-data)\b/;

export function reportUnsupported(op: IrOperation, diagnostics: Diagnostics): void {
  if (op.cookieParams.length > 0) {
    diagnostics.report({
      code: 'GEN006',
      message: `${op.operationId}: cookie parameters (${op.cookieParams.map((p) => p.name).join(', ')}) are not sent by the client`,
      pointer: `${op.pointer}/parameters`,
      hint: 'pass them as a Cookie header in the call options (`{ headers: { cookie: … } }`)',
    });
  }
  const body = op.requestBody;
  // Bytes (a Blob, File, ArrayBuffer or stream) and text are what such bodies are: sent as given is right.
  if (body !== undefined && !SERIALISED.test(body.contentType) && answerOfMediaType(body.contentType) !== 'binary' && !isText(body.schema)) {
    diagnostics.report({
      code: 'GEN006',
      message: `${op.operationId}: request body media type ${body.contentType} is sent as given, not serialised`,
      pointer: `${op.pointer}/requestBody`,
      hint: 'pass a string, Blob, ArrayBuffer or stream as the body; JSON, form and multipart bodies are serialised by the client',
    });
  }
}

function isText(schema: JsonSchema): boolean {
  const type = typeof schema === 'object' ? schema['type'] : undefined;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}
