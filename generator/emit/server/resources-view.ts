/**
 * The view model of the server package's resource registry (resources.gen.ts): the facts of each resource
 * a server keys its behaviour on, read from the document so that no server keeps them by hand
 * (docs/decisions/0038-resource-registry.md).
 *
 * A resource is a tag with `x-resource` (`kind`, `name`, optionally `reference-error-code`; the house rule
 * spec-lint/rules/resource-tags.js demands it of every tag that reads one item by id). The rest is read
 * from its operations: the item path is the path of its `GET …/{id}`, the collection path that path without
 * its last segment; its id prefix is the `x-id-prefix` of that parameter's schema; its list key is the
 * array of its list's 200 body; each operation's role follows from its method and path. A tag without
 * `x-resource` whose operations all sit on one path without a trailing parameter (a module of an edge) is a
 * singleton, with the roles get, replace, update and delete. A document without such tags gets empty tables.
 */

import { resolveSchema } from '../../ir/resolve-schema.js';
import type { IrDocument, IrOperation, IrTag } from '../../ir/types.js';
import { propertyKey, stringLiteral } from '../../naming/identifier.js';

export type ResourceRole = 'list' | 'create' | 'get' | 'update' | 'replace' | 'delete';

/** One `name: value` line of an entry, the value written as TypeScript. */
export interface FieldView {
  readonly name: string;
  readonly value: string;
}

export interface EntryView {
  /** The entry's key in its table, as a property key. */
  readonly key: string;
  readonly fields: readonly FieldView[];
  readonly operations: readonly FieldView[];
}

export interface ResourcesView {
  readonly resources: readonly EntryView[];
  readonly singletons: readonly EntryView[];
}

interface ResourceExtension {
  readonly kind: string;
  readonly name: string;
  readonly referenceErrorCode: string | undefined;
}

const ITEM_ROLES: Readonly<Record<string, ResourceRole>> = { get: 'get', patch: 'update', put: 'replace', delete: 'delete' };
const COLLECTION_ROLES: Readonly<Record<string, ResourceRole>> = { get: 'list', post: 'create' };
const ROLE_ORDER: readonly ResourceRole[] = ['list', 'create', 'get', 'update', 'replace', 'delete'];

export function resourcesView(ir: IrDocument): ResourcesView {
  const found = ir.tags.flatMap((tag) => {
    const extension = resourceExtension(tag);
    const operations = ir.operations.filter((op) => op.tag === tag.name);
    return extension === undefined ? [] : [resourceFacts(ir, tag, extension, operations)].filter((r) => r !== undefined);
  });
  const resources = found.map((facts) => resourceEntry(facts, found));
  const singletons = ir.tags.flatMap((tag) =>
    resourceExtension(tag) === undefined
      ? singletonEntry(
          tag,
          ir.operations.filter((op) => op.tag === tag.name),
        )
      : [],
  );
  return { resources, singletons };
}

function resourceExtension(tag: IrTag): ResourceExtension | undefined {
  const raw = tag.extensions['x-resource'];
  if (raw === null || typeof raw !== 'object') return undefined;
  const { kind, name } = raw as Record<string, unknown>;
  const code = (raw as Record<string, unknown>)['reference-error-code'];
  if (typeof kind !== 'string' || typeof name !== 'string') return undefined;
  return { kind, name, referenceErrorCode: typeof code === 'string' ? code : undefined };
}

interface ResourceFacts extends ResourceExtension {
  readonly tag: string;
  readonly itemPath: string;
  readonly collectionPath: string;
  readonly idParameter: string;
  readonly idPrefix: string | undefined;
  readonly listKey: string | undefined;
  readonly operations: ReadonlyMap<ResourceRole, string>;
}

function resourceFacts(ir: IrDocument, tag: IrTag, extension: ResourceExtension, operations: readonly IrOperation[]): ResourceFacts | undefined {
  const read = operations.find((op) => op.method === 'get' && lastParameter(op.path) !== undefined);
  if (read === undefined) return undefined;
  const idParameter = lastParameter(read.path)!;
  const collectionPath = read.path.slice(0, read.path.lastIndexOf('/'));
  const roles = new Map<ResourceRole, string>();
  for (const op of operations) {
    const role = op.path === read.path ? ITEM_ROLES[op.method] : op.path === collectionPath ? COLLECTION_ROLES[op.method] : undefined;
    if (role !== undefined && !roles.has(role)) roles.set(role, op.operationId);
  }
  const idSchema = resolveSchema(ir, read.pathParams.find((p) => p.name === idParameter)?.schema);
  const prefix = idSchema?.['x-id-prefix'];
  const list = operations.find((op) => op.operationId === roles.get('list'));
  return {
    ...extension,
    tag: tag.name,
    itemPath: read.path,
    collectionPath,
    idParameter,
    idPrefix: typeof prefix === 'string' ? prefix : undefined,
    listKey: list === undefined ? undefined : listKeyOf(ir, list),
    operations: roles,
  };
}

/** The one array property of a list's 200 body (the list envelope, docs/decisions/0007-pagination.md). */
function listKeyOf(ir: IrDocument, list: IrOperation): string | undefined {
  const body = resolveSchema(ir, list.responses.find((r) => r.status === '200')?.schema);
  const properties = (body?.['properties'] ?? {}) as Record<string, unknown>;
  const arrays = Object.keys(properties).filter((name) => {
    const type = resolveSchema(ir, properties[name] as never)?.['type'];
    return type === 'array' || (Array.isArray(type) && type.includes('array'));
  });
  return arrays.length === 1 ? arrays[0] : undefined;
}

function resourceEntry(facts: ResourceFacts, all: readonly ResourceFacts[]): EntryView {
  // A nested collection (`/edges/https/{edge_id}/routes`) sits under its parent's item path.
  const parentPath = facts.collectionPath.slice(0, facts.collectionPath.lastIndexOf('/'));
  const parentParameter = lastParameter(parentPath);
  const parent = parentParameter === undefined ? undefined : all.find((other) => shape(other.itemPath) === shape(parentPath));
  const fields: FieldView[] = [
    { name: 'kind', value: stringLiteral(facts.kind) },
    { name: 'name', value: stringLiteral(facts.name) },
    { name: 'tag', value: stringLiteral(facts.tag) },
    ...(facts.idPrefix === undefined ? [] : [{ name: 'idPrefix', value: stringLiteral(facts.idPrefix) }]),
    { name: 'collectionPath', value: stringLiteral(facts.collectionPath) },
    { name: 'idParameter', value: stringLiteral(facts.idParameter) },
    ...(facts.listKey === undefined ? [] : [{ name: 'listKey', value: stringLiteral(facts.listKey) }]),
    ...(parent === undefined ? [] : [{ name: 'parent', value: `{ kind: ${stringLiteral(parent.kind)}, parameter: ${stringLiteral(parentParameter!)} }` }]),
    ...(facts.referenceErrorCode === undefined ? [] : [{ name: 'referenceErrorCode', value: stringLiteral(facts.referenceErrorCode) }]),
  ];
  return { key: propertyKey(facts.kind), fields, operations: operationFields(facts.operations) };
}

function singletonEntry(tag: IrTag, operations: readonly IrOperation[]): EntryView[] {
  const paths = new Set(operations.map((op) => op.path));
  const [path] = paths;
  if (paths.size !== 1 || path === undefined || lastParameter(path) !== undefined) return [];
  const roles = new Map<ResourceRole, string>();
  for (const op of operations) {
    const role = ITEM_ROLES[op.method];
    if (role !== undefined && !roles.has(role)) roles.set(role, op.operationId);
  }
  if (roles.size === 0) return [];
  return [
    {
      key: propertyKey(tag.name),
      fields: [
        { name: 'tag', value: stringLiteral(tag.name) },
        { name: 'path', value: stringLiteral(path) },
      ],
      operations: operationFields(roles),
    },
  ];
}

function operationFields(roles: ReadonlyMap<ResourceRole, string>): FieldView[] {
  return ROLE_ORDER.filter((role) => roles.has(role)).map((role) => ({ name: role, value: stringLiteral(roles.get(role)!) }));
}

/** `/edges/https/{edge_id}` → `edge_id`; undefined when the path does not end with a parameter. */
function lastParameter(path: string): string | undefined {
  return /\/\{([^}]+)\}$/.exec(path)?.[1];
}

/** A path with its parameters' names left out, to compare `/edges/https/{id}` with `/edges/https/{edge_id}`. */
function shape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}
