/**
 * The IR stage: bundled document → IrDocument (pure: no files, no YAML). Reports duplicate
 * operationIds and path-parameter mismatches; everything else is carried over as written.
 */
import type { Diagnostics } from '../diagnostics.js';
import { asNode, asString, buildOperation, deref, securityNames } from './build-operation.js';
import { extensionsOf } from './extensions.js';
import { pointerOf } from './json-pointer.js';
import { normalizeSchema } from './normalize-schema.js';
import { HTTP_METHODS, type IrDocument, type IrOperation, type IrSchema, type IrTag } from './types.js';

export function buildIr(bundle: Readonly<Record<string, unknown>>, diagnostics: Diagnostics): IrDocument {
  const document = bundle as Record<string, unknown>;
  const defaultSecurity = securityNames(document['security']);
  const operations: IrOperation[] = [];
  const paths = asNode(document['paths']) ?? {};
  for (const path of Object.keys(paths)) {
    if (path.startsWith('x-')) continue;
    const pathItem = deref(document, paths[path]).node ?? {};
    for (const method of HTTP_METHODS) {
      const operation = asNode(pathItem[method]);
      if (operation === undefined) continue;
      operations.push(buildOperation({ document, path, method, pathItem, operation, defaultSecurity }, diagnostics));
    }
  }
  reportDuplicateOperationIds(operations, diagnostics);

  const components = asNode(document['components']) ?? {};
  const schemaNodes = asNode(components['schemas']) ?? {};
  const schemas: IrSchema[] = Object.keys(schemaNodes)
    .sort()
    .map((name) => ({ name, schema: normalizeSchema(schemaNodes[name]), pointer: pointerOf('components', 'schemas', name) }));

  const info = asNode(document['info']) ?? {};
  return {
    openapiVersion: asString(document['openapi']) ?? '',
    info: { title: asString(info['title']) ?? '', version: asString(info['version']) ?? '', description: asString(info['description']) },
    servers: (Array.isArray(document['servers']) ? document['servers'] : []).map((s) => asString(asNode(s)?.['url'])).filter((u): u is string => u !== undefined),
    tags: collectTags(document['tags'], operations),
    operations,
    schemas,
    extensions: extensionsOf(document),
    componentExtensions: extensionsOf(components),
    bundle,
  };
}

function collectTags(declared: unknown, operations: readonly IrOperation[]): IrTag[] {
  const tags: IrTag[] = [];
  for (const raw of Array.isArray(declared) ? declared : []) {
    const tag = asNode(raw);
    const name = asString(tag?.['name']);
    if (name === undefined || tags.some((t) => t.name === name)) continue;
    tags.push({ name, displayName: asString(tag?.['x-displayName']), description: asString(tag?.['description']) });
  }
  for (const operation of operations) {
    if (!tags.some((t) => t.name === operation.tag)) tags.push({ name: operation.tag, displayName: undefined, description: undefined });
  }
  return tags;
}

function reportDuplicateOperationIds(operations: readonly IrOperation[], diagnostics: Diagnostics): void {
  const seen = new Map<string, IrOperation>();
  for (const operation of operations) {
    const first = seen.get(operation.operationId);
    if (first === undefined) {
      seen.set(operation.operationId, operation);
    } else {
      diagnostics.report({
        code: 'GEN008',
        message: `operationId "${operation.operationId}" of ${operation.method.toUpperCase()} ${operation.path} is already used by ${first.method.toUpperCase()} ${first.path}`,
        pointer: `${operation.pointer}/operationId`,
      });
    }
  }
}
