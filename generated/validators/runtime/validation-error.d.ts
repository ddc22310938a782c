// Built by `npm run generate` from generator/runtime/validators/validation-error.ts. Edit it there.
/**
 * What problems are made from: the part of an ajv `ErrorObject` (compiled with `verbose: true`) that
 * the messages need. Generated validators set these on `validate.errors`.
 */
export interface ValidationError {
    readonly instancePath: string;
    readonly schemaPath: string;
    readonly keyword: string;
    readonly params: Readonly<Record<string, unknown>>;
    readonly message?: string | undefined;
    readonly schema?: unknown;
    readonly parentSchema?: unknown;
    readonly data?: unknown;
    /** Set by ajv on errors found while checking an object's field names (`propertyNames`). */
    readonly propertyName?: string;
}
