/**
 * `operation-types.gen.ts`: named request/response types per operation (`CreateTunnelGroupBackendBody`,
 * `GetTunnelGroupBackendResponse`), so SDK signatures stay short and users can name what they pass and get.
 * Bodies and responses are written with the schemas' named types (named-types.ts): a response that is one
 * schema is that schema's interface, which is what a hover shows. Parameters index into `paths`.
 */

import { compareCodeUnits } from '../../code-unit-order.js';
import type { IrDocument, IrOperation, IrResponse } from '../../ir/types.js';
import type { NameResolver } from '../../naming/resolver.js';
import { jsDoc } from '../../render/comment.js';
import { formatTypeScript } from '../../render/format-typescript.js';
import { answerOf, answerOfMediaType, eventStreamOf } from './answers.js';
import { variantNames } from './models-file.js';
import { type NamedTypeSource, noReferences, printType, type References, readableType, type VariantName } from './named-types.js';
import { type ClientOperationTypes, clientNames } from './names.js';
import { itemTypeExpression, paginationOf } from './pagination.js';
import { schemaGenImports } from './schema-gen-imports.js';
import { bodyType, isSuccess, pathParamsType, queryType, responseBodyType } from './type-expressions.js';

interface Context {
  readonly source: NamedTypeSource;
  readonly nameOf: VariantName;
  /** What the file refers to: named types from models.gen.ts, and schema.gen.ts's names. */
  readonly refs: References;
  /** Whether the schema types carry `$Read`/`$Write` markers (a type without a named form needs `Readable`/`Writable`). */
  readonly markers: boolean;
  /** Marker types a fallback expression used. */
  readonly runtime: Set<string>;
}

export function emitOperationTypesFile(ir: IrDocument, names: NameResolver, source: NamedTypeSource, readWriteMarkers: boolean): string {
  const context: Context = { source, nameOf: variantNames(names, source), refs: noReferences(), markers: readWriteMarkers, runtime: new Set() };
  const blocks = ir.operations.map((op) => operationBlock(ir, op, names.of(clientNames).operationTypes(op.operationId), context));
  const body = blocks.join('\n');
  const imports = [
    ...(context.refs.named.size > 0 ? [`import type { ${[...context.refs.named].sort(compareCodeUnits).join(', ')} } from './models.gen.js';\n`] : []),
    ...(context.runtime.size > 0 ? [`import type { ${[...context.runtime].sort().join(', ')} } from './runtime/read-write.js';\n`] : []),
  ];
  const head = ir.operations.length > 0 ? `${imports.join('')}${schemaGenImports(context.refs.schemaGen)}` : 'export {};\n';
  return formatTypeScript('operation-types.gen.ts', `${head}${imports.length > 0 && !head.endsWith('\n\n') ? '\n' : ''}${body}`, {
    layout: 'template',
  });
}

function operationBlock(ir: IrDocument, op: IrOperation, names: ClientOperationTypes, context: Context): string {
  const where = `${op.method.toUpperCase()} ${op.path}`;
  const lines: string[] = [];
  const alias = (doc: string, name: string, type: string): void => {
    lines.push(`${jsDoc([doc])}export type ${name} = ${type};`);
  };
  if (op.pathParams.length > 0 || op.queryParams.length > 0) context.refs.schemaGen.add('paths');
  if (op.pathParams.length > 0) alias(`Path parameters of ${where}.`, names.path, pathParamsType(op));
  if (op.queryParams.length > 0) alias(`Query parameters of ${where}.`, names.query, queryType(op));
  if (op.requestBody !== undefined)
    alias(`Request body of ${where} (${op.requestBody.contentType}${bodyExtra(op.requestBody.contentType)}).`, names.body, bodyAlias(op, context));
  const noContent = op.responses.some((r) => r.contentType === undefined && r.status.startsWith('2'));
  if (answerOf(op) === 'binary') {
    // The runtime reads any non-text, non-JSON answer as a Blob, whatever type the schema gives its bytes.
    alias(
      `Success response body of ${where}, as a Blob${noContent ? ' (undefined when it has no content)' : ''}.`,
      names.response,
      noContent ? 'Blob | undefined' : 'Blob',
    );
  } else {
    alias(`Success response body of ${where}${noContent ? ' (undefined when it has no content)' : ''}.`, names.response, successType(op, context));
  }
  const pagination = paginationOf(ir, op);
  if (pagination !== undefined) {
    alias(
      `One item of the ${pagination.items === '' ? 'list' : `\`${pagination.items}\` list`} of ${where}.`,
      names.item,
      itemTypeExpression(names.response, pagination.items),
    );
  }
  const events = eventStreamOf(ir, op);
  if (events !== undefined && names.event !== '')
    alias(`One event of the \`text/event-stream\` answer of ${where}.`, names.event, eventType(op, events.response, context));
  return `${lines.join('\n\n')}\n`;
}

/** A multipart body may also be a FormData the caller filled; a binary one any Blob (or File). */
function bodyAlias(op: IrOperation, context: Context): string {
  const type = requestType(op, context);
  const mediaType = op.requestBody?.contentType ?? '';
  if (mediaType.startsWith('multipart/form-data')) return `${type} | FormData`;
  if (answerOfMediaType(mediaType) === 'binary') return /(^|\| )Blob( \||$)/.test(type) ? type : `${type} | Blob`;
  return type;
}

function bodyExtra(mediaType: string): string {
  if (mediaType.startsWith('multipart/form-data')) return '; or a FormData';
  return answerOfMediaType(mediaType) === 'binary' ? '; or a Blob' : '';
}

/** One event of the answer's `text/event-stream` media type, named as the other types are. */
function eventType(op: IrOperation, response: IrResponse, context: Context): string {
  const node = context.source.responseBody(op.path, op.method, response.status, 'text/event-stream');
  if (node !== undefined) return printType(readableType(node, 'read', context.nameOf, context.refs));
  context.refs.schemaGen.add('paths');
  return marked(responseBodyType(op, { ...response, contentType: 'text/event-stream' }), 'Readable', context);
}

function requestType(op: IrOperation, context: Context): string {
  const contentType = op.requestBody?.contentType ?? '';
  const node = context.source.requestBody(op.path, op.method, contentType);
  if (node !== undefined) return printType(readableType(node, 'write', context.nameOf, context.refs));
  context.refs.schemaGen.add('paths');
  return marked(bodyType(op), 'Writable', context);
}

/** Success (2XX) responses: their bodies' union; `undefined` for those without content (e.g. 204). */
function successType(op: IrOperation, context: Context): string {
  const successes = op.responses.filter(isSuccess);
  if (successes.length === 0) return 'unknown';
  return [...new Set(successes.map((r) => (r.contentType === undefined ? 'undefined' : responseType(op, r, context))))].join(' | ');
}

function responseType(op: IrOperation, response: IrResponse, context: Context): string {
  const node = context.source.responseBody(op.path, op.method, response.status, response.contentType ?? '');
  if (node !== undefined) return printType(readableType(node, 'read', context.nameOf, context.refs));
  context.refs.schemaGen.add('paths');
  return marked(responseBodyType(op, response), 'Readable', context);
}

/** A type with no named form (the document's node was not found): the `paths` expression, with its markers stripped. */
function marked(expression: string, wrapper: 'Readable' | 'Writable', context: Context): string {
  if (!context.markers) return expression;
  context.runtime.add(wrapper);
  return `${wrapper}<${expression}>`;
}
