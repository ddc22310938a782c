// Copied by `npm run generate` from generator/runtime/client/read-write.ts. Edit it there.
/**
 * readOnly / writeOnly properties (OpenAPI 3.1 §4.8.24: readOnly only in responses, writeOnly only in
 * requests). The generator wraps such property types in `$Read<T>` / `$Write<T>`; request bodies are
 * `Writable<…>` (readOnly properties removed) and responses `Readable<…>` (writeOnly removed). The
 * shapes are those of openapi-typescript-helpers, so openapi-fetch (`api.raw`) recognises them too.
 */
export {};
