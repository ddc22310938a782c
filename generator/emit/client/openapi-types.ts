/**
 * openapi-typescript's transform of a document we have already bundled and linted, without its `openapiTS`
 * entry: that entry serializes the document (`JSON.stringify` of the whole of it), lints it and bundles it
 * again with its own copy of Redocly (1.x, beside our 2.x) before transforming — on OpenAI's document a tenth
 * of a cold run's CPU, for a document that comes out as it went in (docs/decisions/0075-openapi-types-without-rebundle.md).
 * What is left of that bundle is done here: a 3.x document always has `components`.
 */
import { type GlobalContext, type OpenAPI3, type OpenAPITSOptions, resolveRef, scanDiscriminators, transformSchema } from 'openapi-typescript';
import type ts from 'typescript';

/** The options `openapiTS` would take, transformed as it transforms them (its defaults, openapi-typescript 7.9). */
export function openapiTypes(document: OpenAPI3, options: OpenAPITSOptions): ts.Node[] {
  // Redocly's bundle visitor gives the root an empty `components` when it has none (openapi-typescript then
  // writes `components` with every member `never`).
  document.components ??= {};
  const silent = options.silent ?? false;
  const ctx: GlobalContext = {
    additionalProperties: options.additionalProperties ?? false,
    alphabetize: options.alphabetize ?? false,
    arrayLength: options.arrayLength ?? false,
    defaultNonNullable: options.defaultNonNullable ?? true,
    discriminators: scanDiscriminators(document, options),
    emptyObjectsUnknown: options.emptyObjectsUnknown ?? false,
    enum: options.enum ?? false,
    enumValues: options.enumValues ?? false,
    dedupeEnums: options.dedupeEnums ?? false,
    excludeDeprecated: options.excludeDeprecated ?? false,
    exportType: options.exportType ?? false,
    immutable: options.immutable ?? false,
    rootTypes: options.rootTypes ?? false,
    rootTypesNoSchemaPrefix: options.rootTypesNoSchemaPrefix ?? false,
    injectFooter: [],
    pathParamsAsTypes: options.pathParamsAsTypes ?? false,
    postTransform: typeof options.postTransform === 'function' ? options.postTransform : undefined,
    propertiesRequiredByDefault: options.propertiesRequiredByDefault ?? false,
    // Read by `openapiTS`'s lint and bundle only, which this skips: no transform reads it.
    redoc: undefined as unknown as GlobalContext['redoc'],
    silent,
    inject: options.inject ?? undefined,
    transform: typeof options.transform === 'function' ? options.transform : undefined,
    makePathsEnum: options.makePathsEnum ?? false,
    generatePathParams: options.generatePathParams ?? false,
    resolve: <T>($ref: string): T | undefined => resolveRef<T>(document, $ref, { silent }),
  };
  return transformSchema(document, ctx);
}
