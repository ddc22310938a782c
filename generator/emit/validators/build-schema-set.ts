/**
 * Everything ajv compiles, as data: the prepared schemas (each with its `$id`), the functions each
 * mode's module exports, and which function checks each target. Bodies never coerce; parameters do
 * (see create-ajv.ts). The generator turns a set into standalone code; the benchmark compiles the
 * same set with ajv at run time.
 *
 * A target whose schema is only a `$ref` (`{ $ref: Error }` — most responses and bodies) is bound to
 * the function of the schema it names, and targets with identical schemas share one function (every
 * operation without query parameters has the same query validator), so the generated code holds
 * one function per distinct schema rather than one per target.
 */
import type { Diagnostics } from '../../diagnostics.js';
import type { JsonSchema } from '../../ir/types.js';
import { annotateAllowedFields, resolverFor } from './allowed-fields.js';
import { type ClosedLocation, closeUnknownFields } from './close-unknown-fields.js';
import type { ValidatorMode } from './create-ajv.js';
import { forbidWriteOnly } from './forbid-write-only.js';
import { inlinePropertyNameRefs } from './inline-property-name-refs.js';
import { issueDiagnostic } from './issue-diagnostics.js';
import { checkNumericText } from './parameter-schemas.js';
import { DOCUMENTATION_KEYWORDS, prepareSchema } from './prepare-schema.js';
import { closedComponentSchemaId, parseComponentId } from './schema-ids.js';
import { isObject, mapSchema } from './schema-walk.js';
import type { ValidatorTarget } from './validator-target.js';

export interface ModeSchemas {
  /** Every schema to register, sorted by `$id`. */
  readonly schemas: readonly JsonSchema[];
  /** The functions this mode's module exports: export name → schema `$id`, sorted by name. */
  readonly exports: ReadonlyArray<{ readonly name: string; readonly id: string }>;
}

/** The compiled function that checks a target. */
export interface Binding {
  readonly mode: ValidatorMode;
  /** The function's export name in the mode's module. */
  readonly exportName: string;
  /** The `$id` of the schema the function was compiled from. */
  readonly id: string;
}

export interface SchemaSet {
  readonly modes: Readonly<Record<ValidatorMode, ModeSchemas>>;
  /** Target name → the function that checks it. */
  readonly bindings: ReadonlyMap<string, Binding>;
  /** Formats ajv-formats does not know: registered as unchecked (and reported). */
  readonly uncheckedFormats: readonly string[];
  /** Where request bodies were closed although the spec left them open. */
  readonly closed: ReadonlyArray<ClosedLocation & { readonly target: string }>;
}

/** Keywords that do not change what a schema accepts: `{ $ref, description }` is still just the ref. */
const ANNOTATIONS = new Set(['$id', 'readOnly', 'writeOnly', ...DOCUMENTATION_KEYWORDS]);

/**
 * In four steps: the component schemas, each with its own function; each operation part, rewritten for
 * what it checks and bound to a function (an existing one where it fits); the components' closed and
 * write-only-free copies those parts refer to; and each mode's module, sorted.
 */
export function buildSchemaSet(targets: readonly ValidatorTarget[], diagnostics: Diagnostics): SchemaSet {
  const building = startBuilding(diagnostics);
  for (const target of targets.filter((t) => t.kind === 'schema')) addComponent(building, target);
  for (const target of targets.filter((t) => t.kind !== 'schema')) {
    const mode: ValidatorMode = target.kind === 'path' || target.kind === 'query' ? 'parameters' : 'body';
    bindOperationPart(building, target, mode, operationPartSchema(building, target, mode));
  }
  for (const [id, variant] of [...building.variants, ...building.responseVariants]) building.byMode.body.set(id, variant);
  dropUnchangedCopies(building);
  return {
    modes: { body: finishMode(building, 'body'), parameters: finishMode(building, 'parameters') },
    bindings: building.bindings,
    uncheckedFormats: [...building.formats].sort(),
    closed: dedupeClosed(building.closed),
  };
}

/** What the steps below fill in, target by target. */
interface Building {
  readonly diagnostics: Diagnostics;
  /** Component name → its prepared schema. */
  readonly components: Map<string, JsonSchema>;
  /** Component name → the export name of its function. */
  readonly componentExport: Map<string, string>;
  /** The `$id` of a component's closed copy → the component's name. */
  readonly closedCopyOf: Map<string, string>;
  /** Per mode, schema `$id` → the schema compiled into that mode's module. */
  readonly byMode: Record<ValidatorMode, Map<string, JsonSchema>>;
  /** Per mode, export name → schema `$id`. */
  readonly exports: Record<ValidatorMode, Map<string, string>>;
  readonly bindings: Map<string, Binding>;
  readonly formats: Set<string>;
  /** Closed copies of components for request bodies, and write-only-free copies for responses, by `$id`. */
  readonly variants: Map<string, JsonSchema>;
  readonly responseVariants: Map<string, JsonSchema>;
  readonly closed: Array<ClosedLocation & { target: string }>;
  /** Mode and schema text → the first function compiled from it, which later targets of that shape share. */
  readonly firstWithShape: Map<string, { exportName: string; id: string }>;
}

function startBuilding(diagnostics: Diagnostics): Building {
  return {
    diagnostics,
    components: new Map(),
    componentExport: new Map(),
    closedCopyOf: new Map(),
    byMode: { body: new Map(), parameters: new Map() },
    exports: { body: new Map(), parameters: new Map() },
    bindings: new Map(),
    formats: new Set(),
    variants: new Map(),
    responseVariants: new Map(),
    closed: [],
    firstWithShape: new Map(),
  };
}

/** The target's schema made compilable in strict mode; what could not be kept is reported. */
function prepare(building: Building, target: ValidatorTarget): JsonSchema {
  const prepared = prepareSchema(target.schema, target.id);
  for (const issue of prepared.issues) {
    if (issue.kind === 'unknown-format') building.formats.add(issue.format);
    building.diagnostics.report(issueDiagnostic(issue, target.pointer));
  }
  return prepared.schema;
}

function bind(building: Building, target: ValidatorTarget, mode: ValidatorMode, exportName: string, id: string): void {
  building.exports[mode].set(exportName, id);
  building.bindings.set(target.name, { mode, exportName, id });
}

/** A component schema: in both modules (operation parts refer to it from either), checked by its own function. */
function addComponent(building: Building, target: ValidatorTarget): void {
  const schema = prepare(building, target);
  const name = parseComponentId(target.id)?.name ?? target.name;
  building.components.set(name, schema);
  building.componentExport.set(name, target.name);
  building.closedCopyOf.set(closedComponentSchemaId(name, false), name);
  building.byMode.body.set(target.id, schema);
  building.byMode.parameters.set(target.id, schema);
  bind(building, target, 'body', target.name, target.id);
}

/**
 * An operation part's schema as its validator checks it: parameter text in decimal notation, request
 * bodies closed to unknown fields, responses without write-only fields.
 */
function operationPartSchema(building: Building, target: ValidatorTarget, mode: ValidatorMode): JsonSchema {
  let schema = prepare(building, target);
  if (mode === 'parameters') schema = checkNumericText(schema);
  if (target.kind === 'body') {
    const result = closeUnknownFields(schema, building.components, building.variants);
    schema = result.schema;
    building.closed.push(...result.closed.map((location) => ({ ...location, target: target.name })));
  }
  if (target.kind === 'response') schema = forbidWriteOnly(schema, building.components, building.responseVariants);
  return schema;
}

/**
 * Binds an operation part to a function, compiling a new one only when none fits: a bare component
 * `$ref` uses the component's function; a `$ref` to a closed copy uses the component's when the copy
 * changed nothing, else the copy's (`<Component>$closed`); a schema of a shape already compiled shares
 * that function.
 */
function bindOperationPart(building: Building, target: ValidatorTarget, mode: ValidatorMode, schema: JsonSchema): void {
  const ref = onlyRef(schema);
  if (mode === 'body' && ref !== undefined && bindToComponent(building, target, ref)) return;
  const shape = `${mode}:${JSON.stringify(withoutId(schema))}`;
  const first = building.firstWithShape.get(shape);
  if (first !== undefined) {
    bind(building, target, mode, first.exportName, first.id);
    return;
  }
  building.firstWithShape.set(shape, { exportName: target.name, id: target.id });
  building.byMode[mode].set(target.id, schema);
  bind(building, target, mode, target.name, target.id);
}

/** Binds a body part that is only `ref` to its component's function or to its closed copy's; false when `ref` is neither. */
function bindToComponent(building: Building, target: ValidatorTarget, ref: string): boolean {
  const component = parseComponentId(ref);
  if (component !== undefined && component.fragment === '' && building.componentExport.has(component.name)) {
    bind(building, target, 'body', building.componentExport.get(component.name) ?? target.name, ref);
    return true;
  }
  const variantOf = building.closedCopyOf.get(ref);
  if (variantOf === undefined) return false;
  // A component the spec already closes all the way down needs no closed copy.
  const original = building.components.get(variantOf);
  const exportName = building.componentExport.get(variantOf) ?? target.name;
  if (original !== undefined && sameUnlessClosed(ref, building.variants, building.components)) {
    bind(building, target, 'body', exportName, componentSchemaIdOf(original));
  } else {
    bind(building, target, 'body', `${exportName}$closed`, ref);
  }
  return true;
}

/**
 * A mode's module: its schemas sorted by `$id`, names' refs copied in place (inline-property-name-refs.ts), objects
 * annotated with the fields they allow, and its exports sorted by name.
 */
function finishMode(building: Building, mode: ValidatorMode): ModeSchemas {
  const resolve = resolverFor(building.byMode[mode]);
  const schemas = [...building.byMode[mode]]
    .sort(([a], [b]) => compare(a, b))
    .map(([, schema]) => annotateAllowedFields(inlinePropertyNameRefs(schema, resolve), resolve));
  const exports = [...building.exports[mode]].sort(([a], [b]) => compare(a, b)).map(([name, id]) => ({ name, id }));
  return { schemas, exports };
}

/** The `$ref` of a schema that is nothing but a `$ref` (plus annotations), else undefined. */
function onlyRef(schema: JsonSchema): string | undefined {
  if (!isObject(schema) || typeof schema['$ref'] !== 'string') return undefined;
  return Object.keys(schema).every((key) => key === '$ref' || ANNOTATIONS.has(key)) ? schema['$ref'] : undefined;
}

/**
 * True when a component's copy (closed, or write-only-free) only renamed its refs — the spec had closed
 * everything already, or had nothing write-only — and so did every copy it refers to.
 */
function sameUnlessClosed(
  id: string,
  variants: ReadonlyMap<string, JsonSchema>,
  components: ReadonlyMap<string, JsonSchema>,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  const variant = variants.get(id);
  const name = /\/components\/schemas\/([^#/]+)$/.exec(id)?.[1];
  const original = name === undefined ? undefined : components.get(decodeURIComponent(name));
  if (variant === undefined || original === undefined) return false;
  const text = JSON.stringify(withoutId(variant));
  if (text.replace(VARIANT_REF, '"/components/schemas/') !== JSON.stringify(withoutId(original))) return false;
  const referenced = [...text.matchAll(/"(\/(?:requests\/(?:open-top\/)?|responses\/)components\/schemas\/[^"#]+)/g)].map((m) => m[1] ?? '');
  return referenced.every((ref) => sameUnlessClosed(ref, variants, components, seen));
}

const VARIANT_REF = /"\/(?:requests\/(?:open-top\/)?|responses\/)components\/schemas\//g;
const VARIANT_PREFIX = /^\/(?:requests\/(?:open-top\/)?|responses\/)components\/schemas\//;

/**
 * The components' copies — closed for request bodies, write-only-free for responses — that came out the same as
 * their component (a string, a map, an object the spec closed already) are left out, and every `$ref` to one
 * points at the component instead: a `$ref` is a call of its target's function (create-ajv.ts), so each would be
 * one more function compiled and shipped for nothing.
 */
function dropUnchangedCopies(building: Building): void {
  const copies = new Map([...building.variants, ...building.responseVariants]);
  const unchanged = new Set([...copies.keys()].filter((id) => sameUnlessClosed(id, copies, building.components)));
  if (unchanged.size === 0) return;
  const body = building.byMode.body;
  for (const id of unchanged) body.delete(id);
  const toComponent = (ref: string): string => {
    const [base = '', fragment] = ref.split('#', 2);
    if (!unchanged.has(base)) return ref;
    const id = base.replace(VARIANT_PREFIX, '/components/schemas/');
    return fragment === undefined ? id : `${id}#${fragment}`;
  };
  for (const [id, schema] of body) {
    body.set(
      id,
      mapSchema(schema, (node) => (typeof node['$ref'] === 'string' ? { ...node, $ref: toComponent(node['$ref']) } : node)),
    );
  }
}

function componentSchemaIdOf(schema: JsonSchema): string {
  return isObject(schema) && typeof schema['$id'] === 'string' ? schema['$id'] : '';
}

function withoutId(schema: JsonSchema): JsonSchema {
  if (!isObject(schema)) return schema;
  const { $id: _id, ...rest } = schema;
  return rest;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A component closed for several bodies is listed once. */
function dedupeClosed(list: ReadonlyArray<ClosedLocation & { target: string }>): Array<ClosedLocation & { target: string }> {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = entry.component === undefined ? `${entry.target}#${entry.pointer}` : `${entry.component}#${entry.pointer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
