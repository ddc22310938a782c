/**
 * Builds one IrOperation from a path item and method of the bundled document: resolves parameter,
 * request-body and response refs, merges path-level parameters (an operation's parameter with the
 * same name and location overrides the path item's, OpenAPI 3.1 §4.8.9.1), orders path parameters as
 * the template does and normalises every schema.
 */
import type { Diagnostics } from '../diagnostics.js';
import { deriveOperationId } from './derive-operation-id.js';
import { extensionsOf } from './extensions.js';
import { pointerOf, resolvePointer } from './json-pointer.js';
import { normalizeSchema } from './normalize-schema.js';
import { pathTemplateParams } from './path-template.js';
import { pickMediaType } from './pick-media-type.js';
import { compareStatus } from './sort-responses.js';
import type { HttpMethod, IrOperation, IrParameter, IrRequestBody, IrResponse, JsonSchema } from './types.js';

type Node = Record<string, unknown>;

export interface OperationSource {
  readonly document: Node;
  readonly path: string;
  readonly method: HttpMethod;
  readonly pathItem: Node;
  readonly operation: Node;
  readonly defaultSecurity: readonly string[];
  readonly defaultSecurityRequirements: readonly (readonly string[])[];
}

export function buildOperation(source: OperationSource, diagnostics: Diagnostics): IrOperation {
  const { document, path, method, pathItem, operation } = source;
  const pointer = pointerOf('paths', path, method);
  const parameters = mergeParameters(
    asList(pathItem['parameters']).map((p) => buildParameter(document, p)),
    asList(operation['parameters']).map((p) => buildParameter(document, p)),
  ).filter((p): p is IrParameter => p !== undefined);

  const declaredOperationId = operation['operationId'];
  const tags = asList(operation['tags']).filter((t): t is string => typeof t === 'string');
  const security = Array.isArray(operation['security']) ? securityNames(operation['security']) : source.defaultSecurity;
  return {
    operationId: typeof declaredOperationId === 'string' ? declaredOperationId : deriveOperationId(method, path),
    operationIdDerived: typeof declaredOperationId !== 'string',
    method,
    path,
    tag: tags[0] ?? 'default',
    tags,
    summary: asString(operation['summary']),
    description: asString(operation['description']),
    deprecated: operation['deprecated'] === true,
    pathParams: orderPathParams(
      path,
      parameters.filter((p) => p.in === 'path'),
      pointer,
      diagnostics,
    ),
    queryParams: parameters.filter((p) => p.in === 'query'),
    headerParams: parameters.filter((p) => p.in === 'header'),
    cookieParams: parameters.filter((p) => p.in === 'cookie'),
    requestBody: buildRequestBody(document, operation['requestBody']),
    responses: buildResponses(document, operation['responses']),
    security,
    securityRequirements: Array.isArray(operation['security']) ? securityRequirements(operation['security']) : source.defaultSecurityRequirements,
    extensions: extensionsOf(operation),
    pointer,
  };
}

export function securityNames(requirements: unknown): string[] {
  const names = asList(requirements).flatMap((req) => (req !== null && typeof req === 'object' ? Object.keys(req) : []));
  return [...new Set(names)];
}

/** Each requirement object's scheme names (OpenAPI 3.1 §4.8.30: the schemes of one object are all needed, the objects are alternatives). */
export function securityRequirements(requirements: unknown): string[][] {
  return asList(requirements).map((req) => (req !== null && typeof req === 'object' && !Array.isArray(req) ? Object.keys(req) : []));
}

function buildParameter(document: Node, raw: unknown): IrParameter | undefined {
  const { node, ref } = deref(document, raw);
  if (node === undefined || typeof node['name'] !== 'string') return undefined;
  const location = node['in'];
  if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') return undefined;
  return {
    name: node['name'],
    in: location,
    required: location === 'path' || node['required'] === true,
    description: asString(node['description']),
    deprecated: node['deprecated'] === true,
    schema: normalizeSchema(node['schema'] ?? schemaOfContent(node['content']) ?? {}),
    ref: ref?.startsWith('#/components/parameters/') ? ref.slice('#/components/parameters/'.length) : undefined,
  };
}

function mergeParameters(pathLevel: readonly (IrParameter | undefined)[], operationLevel: readonly (IrParameter | undefined)[]): (IrParameter | undefined)[] {
  const key = (p: IrParameter | undefined): string => (p === undefined ? '' : `${p.in}:${p.name}`);
  const overridden = new Set(operationLevel.map(key));
  return [...pathLevel.filter((p) => !overridden.has(key(p))), ...operationLevel];
}

function orderPathParams(path: string, declared: readonly IrParameter[], pointer: string, diagnostics: Diagnostics): IrParameter[] {
  const names = pathTemplateParams(path);
  const ordered: IrParameter[] = [];
  for (const name of names) {
    const param = declared.find((p) => p.name === name);
    if (param) {
      ordered.push(param);
    } else {
      diagnostics.report({
        code: 'GEN009',
        severity: 'warning',
        message: `path parameter {${name}} of ${path} is not declared; it is taken as a string`,
        pointer,
      });
      ordered.push({
        name,
        in: 'path',
        required: true,
        description: undefined,
        deprecated: false,
        schema: { type: 'string' },
        ref: undefined,
        undeclared: true,
      });
    }
  }
  for (const param of declared) {
    if (!names.includes(param.name)) {
      diagnostics.report({
        code: 'GEN009',
        severity: 'warning',
        message: `parameter "${param.name}" is declared in: path but ${path} has no {${param.name}}; it is left out`,
        pointer,
      });
    }
  }
  return ordered;
}

function buildRequestBody(document: Node, raw: unknown): IrRequestBody | undefined {
  const { node } = deref(document, raw);
  if (node === undefined) return undefined;
  const content = asNode(node['content']) ?? {};
  const contentTypes = Object.keys(content);
  const contentType = pickMediaType(contentTypes);
  if (contentType === undefined) return undefined;
  return {
    contentType,
    contentTypes,
    required: node['required'] === true,
    description: asString(node['description']),
    schema: normalizeSchema(asNode(content[contentType])?.['schema'] ?? {}),
  };
}

/** The `text/event-stream` schema of a response that offers one (beside JSON, or alone). */
function eventStream(content: Node): { eventStream?: JsonSchema } {
  const type = Object.keys(content).find((t) => t.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
  return type === undefined ? {} : { eventStream: normalizeSchema(asNode(content[type])?.['schema'] ?? {}) };
}

function buildResponses(document: Node, raw: unknown): IrResponse[] {
  const responses = asNode(raw) ?? {};
  return Object.keys(responses)
    .filter((status) => !status.startsWith('x-'))
    .sort(compareStatus)
    .map((status) => {
      const { node } = deref(document, responses[status]);
      const content = asNode(node?.['content']) ?? {};
      const contentType = pickMediaType(Object.keys(content));
      const schema = contentType === undefined ? undefined : asNode(content[contentType])?.['schema'];
      const headers = asNode(node?.['headers']) ?? {};
      return {
        status: /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status,
        description: asString(node?.['description']) ?? '',
        contentType,
        schema: contentType === undefined ? undefined : normalizeSchema(schema ?? {}),
        ...eventStream(content),
        headers: Object.keys(headers)
          .sort()
          .map((name) => {
            const header = deref(document, headers[name]).node ?? {};
            return {
              name: name.toLowerCase(),
              in: 'header' as const,
              required: header['required'] === true,
              description: asString(header['description']),
              deprecated: header['deprecated'] === true,
              schema: normalizeSchema(header['schema'] ?? {}),
              ref: undefined,
            };
          }),
      };
    });
}

function schemaOfContent(content: unknown): unknown {
  const media = asNode(content);
  if (media === undefined) return undefined;
  const type = pickMediaType(Object.keys(media));
  return type === undefined ? undefined : asNode(media[type])?.['schema'];
}

/** Follows `$ref` chains (bounded, so a cycle cannot hang the generator). */
function deref(document: Node, raw: unknown): { node: Node | undefined; ref: string | undefined } {
  let node = asNode(raw);
  let firstRef: string | undefined;
  for (let hops = 0; node !== undefined && typeof node['$ref'] === 'string' && hops < 32; hops++) {
    firstRef ??= node['$ref'];
    node = asNode(resolvePointer(document, node['$ref']));
  }
  return { node, ref: firstRef };
}

function asNode(value: unknown): Node | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export { asNode, asString, deref };
