/**
 * The IR stage: bundled document → IrDocument (pure: no files, no YAML). Renames duplicate operationIds
 * (with a warning) and reports path-parameter mismatches; everything else is carried over as written.
 */
import type { Diagnostics } from '../diagnostics.js';
import { asNode, asString, buildOperation, deref, securityNames, securityRequirements } from './build-operation.js';
import { deriveOperationId } from './derive-operation-id.js';
import { extensionsOf } from './extensions.js';
import { pointerOf } from './json-pointer.js';
import { normalizeSchema } from './normalize-schema.js';
import { reportSkippedHooks } from './skipped-hooks.js';
import { HTTP_METHODS, type IrDocument, type IrOperation, type IrSchema, type IrTag } from './types.js';

export function buildIr(bundle: Readonly<Record<string, unknown>>, diagnostics: Diagnostics): IrDocument {
  const document = bundle as Record<string, unknown>;
  const defaultSecurity = securityNames(document['security']);
  const defaultSecurityRequirements = securityRequirements(document['security']);
  const built: IrOperation[] = [];
  const paths = asNode(document['paths']) ?? {};
  for (const path of Object.keys(paths)) {
    if (path.startsWith('x-')) continue;
    const pathItem = deref(document, paths[path]).node ?? {};
    for (const method of HTTP_METHODS) {
      const operation = asNode(pathItem[method]);
      if (operation === undefined) continue;
      built.push(buildOperation({ document, path, method, pathItem, operation, defaultSecurity, defaultSecurityRequirements }, diagnostics));
    }
  }
  const operations = uniqueOperationIds(built, diagnostics);
  reportSkippedHooks(document, diagnostics);
  const renamed = operations.filter((operation, i) => operation.operationId !== built[i]?.operationId);

  const components = asNode(document['components']) ?? {};
  const schemaNodes = asNode(components['schemas']) ?? {};
  const schemas: IrSchema[] = Object.keys(schemaNodes)
    .sort()
    .map((name) => ({ name, schema: normalizeSchema(schemaNodes[name]), pointer: pointerOf('components', 'schemas', name) }));

  const info = asNode(document['info']) ?? {};
  return {
    openapiVersion: asString(document['openapi']) ?? '',
    info: { title: asString(info['title']) ?? '', version: asString(info['version']) ?? '', description: asString(info['description']) },
    servers: (Array.isArray(document['servers']) ? document['servers'] : [])
      .map((s) => asString(asNode(s)?.['url']))
      .filter((u): u is string => u !== undefined),
    tags: collectTags(document['tags'], operations),
    operations,
    schemas,
    extensions: extensionsOf(document),
    componentExtensions: extensionsOf(components),
    bundle: renamed.length === 0 ? bundle : withOperationIds(bundle, renamed),
  };
}

/**
 * The bundle with the renamed operationIds written in, so that every consumer of the document — openapi-typescript,
 * which refuses duplicates, the docs, the bundled spec — sees the ids the packages use.
 */
function withOperationIds(bundle: Readonly<Record<string, unknown>>, renamed: readonly IrOperation[]): Readonly<Record<string, unknown>> {
  const copy = structuredClone(bundle) as Record<string, unknown>;
  const paths = asNode(copy['paths']) ?? {};
  for (const operation of renamed) {
    const target = asNode(deref(copy, paths[operation.path]).node?.[operation.method]);
    if (target !== undefined) target['operationId'] = operation.operationId;
  }
  return copy;
}

function collectTags(declared: unknown, operations: readonly IrOperation[]): IrTag[] {
  const tags: IrTag[] = [];
  for (const raw of Array.isArray(declared) ? declared : []) {
    const tag = asNode(raw);
    const name = asString(tag?.['name']);
    if (name === undefined || tags.some((t) => t.name === name)) continue;
    tags.push({ name, displayName: asString(tag?.['x-displayName']), description: asString(tag?.['description']), extensions: extensionsOf(tag) });
  }
  for (const operation of operations) {
    if (!tags.some((t) => t.name === operation.tag)) tags.push({ name: operation.tag, displayName: undefined, description: undefined, extensions: {} });
  }
  return tags;
}

/**
 * Every operation needs its own id (handlers, validators and SDK methods are keyed by it), but documents
 * written by hand or merged from several repeat them. The first operation in document order keeps a
 * repeated id; each later one takes the id its method and path give (`getAccountsByAccountIdEntries`),
 * else the repeated id with the first free number — a deterministic rename, reported where it happens.
 */
function uniqueOperationIds(operations: readonly IrOperation[], diagnostics: Diagnostics): IrOperation[] {
  const declared = new Set(operations.map((operation) => operation.operationId));
  const owners = new Map<string, IrOperation>();
  return operations.map((operation) => {
    const first = owners.get(operation.operationId);
    if (first === undefined) {
      owners.set(operation.operationId, operation);
      return operation;
    }
    const taken = (id: string) => owners.has(id) || declared.has(id);
    const derived = deriveOperationId(operation.method, operation.path);
    let renamed = derived;
    for (let n = 2; taken(renamed); n++) renamed = `${operation.operationId}${n}`;
    diagnostics.report({
      code: 'GEN008',
      message: `operationId "${operation.operationId}" of ${operation.method.toUpperCase()} ${operation.path} is already used by ${first.method.toUpperCase()} ${first.path}; this one is generated as "${renamed}"`,
      pointer: `${operation.pointer}/operationId`,
    });
    const unique = { ...operation, operationId: renamed };
    owners.set(renamed, unique);
    return unique;
  });
}
