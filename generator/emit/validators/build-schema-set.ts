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
import { closeUnknownFields, type ClosedLocation } from './close-unknown-fields.js';
import type { ValidatorMode } from './create-ajv.js';
import { forbidWriteOnly } from './forbid-write-only.js';
import { issueDiagnostic } from './issue-diagnostics.js';
import { checkNumericText } from './parameter-schemas.js';
import { prepareSchema, type PrepareIssue } from './prepare-schema.js';
import { closedComponentSchemaId, parseComponentId } from './schema-ids.js';
import { isObject } from './schema-walk.js';
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
const ANNOTATIONS = new Set(['$id', '$comment', 'title', 'description', 'deprecated', 'examples', 'readOnly', 'writeOnly']);

export function buildSchemaSet(targets: readonly ValidatorTarget[], diagnostics: Diagnostics): SchemaSet {
  const components = new Map<string, JsonSchema>();
  const componentExport = new Map<string, string>();
  const byMode: Record<ValidatorMode, Map<string, JsonSchema>> = { body: new Map(), parameters: new Map() };
  const exports: Record<ValidatorMode, Map<string, string>> = { body: new Map(), parameters: new Map() };
  const bindings = new Map<string, Binding>();
  const formats = new Set<string>();
  const report = (issues: readonly PrepareIssue[], pointer: string): void => {
    for (const issue of issues) {
      if (issue.kind === 'unknown-format') formats.add(issue.format);
      diagnostics.report(issueDiagnostic(issue, pointer));
    }
  };
  const bind = (target: ValidatorTarget, mode: ValidatorMode, exportName: string, id: string): void => {
    exports[mode].set(exportName, id);
    bindings.set(target.name, { mode, exportName, id });
  };

  for (const target of targets.filter((t) => t.kind === 'schema')) {
    const prepared = prepareSchema(target.schema, target.id);
    report(prepared.issues, target.pointer);
    const name = parseComponentId(target.id)?.name ?? target.name;
    components.set(name, prepared.schema);
    componentExport.set(name, target.name);
    byMode.body.set(target.id, prepared.schema);
    byMode.parameters.set(target.id, prepared.schema);
    bind(target, 'body', target.name, target.id);
  }

  const variants = new Map<string, JsonSchema>();
  const responseVariants = new Map<string, JsonSchema>();
  const variantComponent = new Map([...components.keys()].map((name) => [closedComponentSchemaId(name, false), name]));
  const closed: Array<ClosedLocation & { target: string }> = [];
  const firstWithShape = new Map<string, { exportName: string; id: string }>();
  for (const target of targets) {
    if (target.kind === 'schema') continue;
    const mode: ValidatorMode = target.kind === 'path' || target.kind === 'query' ? 'parameters' : 'body';
    const prepared = prepareSchema(target.schema, target.id);
    report(prepared.issues, target.pointer);
    let schema = prepared.schema;
    if (mode === 'parameters') schema = checkNumericText(schema);
    if (target.kind === 'body') {
      const result = closeUnknownFields(schema, components, variants);
      schema = result.schema;
      closed.push(...result.closed.map((location) => ({ ...location, target: target.name })));
    }
    if (target.kind === 'response') schema = forbidWriteOnly(schema, components, responseVariants);
    const ref = onlyRef(schema);
    const component = ref === undefined ? undefined : parseComponentId(ref);
    if (mode === 'body' && component !== undefined && component.fragment === '' && componentExport.has(component.name)) {
      bind(target, mode, componentExport.get(component.name) ?? target.name, ref ?? target.id);
      continue;
    }
    const variantOf = ref === undefined ? undefined : variantComponent.get(ref);
    if (mode === 'body' && ref !== undefined && variantOf !== undefined) {
      // A component the spec already closes all the way down needs no closed copy.
      const original = components.get(variantOf);
      const exportName = componentExport.get(variantOf) ?? target.name;
      if (original !== undefined && sameUnlessClosed(ref, variants, components)) {
        bind(target, mode, exportName, componentSchemaIdOf(original));
      } else {
        bind(target, mode, `${exportName}$closed`, ref);
      }
      continue;
    }
    const shape = `${mode}:${JSON.stringify(withoutId(schema))}`;
    const first = firstWithShape.get(shape);
    if (first !== undefined) {
      bind(target, mode, first.exportName, first.id);
      continue;
    }
    firstWithShape.set(shape, { exportName: target.name, id: target.id });
    byMode[mode].set(target.id, schema);
    bind(target, mode, target.name, target.id);
  }
  for (const [id, variant] of [...variants, ...responseVariants]) byMode.body.set(id, variant);

  const finish = (mode: ValidatorMode): ModeSchemas => {
    const resolve = resolverFor(byMode[mode]);
    const schemas = [...byMode[mode]].sort(([a], [b]) => compare(a, b)).map(([, schema]) => annotateAllowedFields(schema, resolve));
    const list = [...exports[mode]].sort(([a], [b]) => compare(a, b)).map(([name, id]) => ({ name, id }));
    return { schemas, exports: list };
  };
  return {
    modes: { body: finish('body'), parameters: finish('parameters') },
    bindings,
    uncheckedFormats: [...formats].sort(),
    closed: dedupeClosed(closed),
  };
}

/** The `$ref` of a schema that is nothing but a `$ref` (plus annotations), else undefined. */
function onlyRef(schema: JsonSchema): string | undefined {
  if (!isObject(schema) || typeof schema['$ref'] !== 'string') return undefined;
  return Object.keys(schema).every((key) => key === '$ref' || ANNOTATIONS.has(key)) ? schema['$ref'] : undefined;
}

/**
 * True when a closed copy only renamed its refs — the spec had closed everything already — and so
 * did every closed copy it refers to.
 */
function sameUnlessClosed(id: string, variants: ReadonlyMap<string, JsonSchema>, components: ReadonlyMap<string, JsonSchema>,
  seen = new Set<string>()): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  const variant = variants.get(id);
  const name = /\/components\/schemas\/([^#/]+)$/.exec(id)?.[1];
  const original = name === undefined ? undefined : components.get(decodeURIComponent(name));
  if (variant === undefined || original === undefined) return false;
  const text = JSON.stringify(withoutId(variant));
  if (text.replace(VARIANT_REF, '"/components/schemas/') !== JSON.stringify(withoutId(original))) return false;
  const referenced = [...text.matchAll(/"(\/requests\/(?:open-top\/)?components\/schemas\/[^"#]+)/g)].map((m) => m[1] ?? '');
  return referenced.every((ref) => sameUnlessClosed(ref, variants, components, seen));
}

const VARIANT_REF = /"\/requests\/(?:open-top\/)?components\/schemas\//g;

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

