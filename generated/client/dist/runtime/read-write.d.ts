// Copied by `npm run generate` from generator/runtime/client/read-write.ts. Edit it there.
/**
 * readOnly / writeOnly properties (OpenAPI 3.1 §4.8.24: readOnly only in responses, writeOnly only in
 * requests). The generator wraps such property types in `$Read<T>` / `$Write<T>`; request bodies are
 * `Writable<…>` (readOnly properties removed) and responses `Readable<…>` (writeOnly removed). The
 * shapes are those of openapi-typescript-helpers, so openapi-fetch (`api.raw`) recognises them too.
 */

export type $Read<T> = { readonly $read: T };

export type $Write<T> = { readonly $write: T };

/** Bytes (a file field's `Blob`) and a filled `FormData` are values, not objects whose properties are marked. */
type Opaque = Blob | FormData;

export type Readable<T> = T extends Opaque
  ? T
  : T extends $Write<unknown>
    ? never
    : T extends $Read<infer U>
      ? Readable<U>
      : T extends (infer E)[]
        ? Readable<E>[]
        : T extends object
          ? { [K in keyof T as NonNullable<T[K]> extends $Write<unknown> ? never : K]: Readable<T[K]> }
          : T;

export type Writable<T> = T extends Opaque
  ? T
  : T extends $Read<unknown>
    ? never
    : T extends $Write<infer U>
      ? Writable<U>
      : T extends (infer E)[]
        ? Writable<E>[]
        : T extends object
          ? { [K in keyof T as NonNullable<T[K]> extends $Read<unknown> ? never : K]: Writable<T[K]> } & {
              [K in keyof T as NonNullable<T[K]> extends $Read<unknown> ? K : never]?: never;
            }
          : T;
