/*
 * Every error the storage layer reports on purpose, each with a stable `code`. The HTTP layer maps them
 * to API errors: ConflictError and ReferencedError → 409, MissingReferenceError and
 * UnstorableValueError → 400 (docs/decisions/0010-referenced-resources.md); NestedDatabaseUseError is a
 * programming error (500); the others are operator errors at start-up.
 *
 * Test for them with the `is…` functions below, never `instanceof`: after `npm run dev` reloads the server in
 * place, the database object the first copy of our code created throws its copy's classes into the new copy's
 * handlers (docs/decisions/0088-dev-reload-in-process.md), and a class of one copy is not a class of another.
 * The brand is a global symbol, the same in every copy.
 */

const STORAGE_ERROR = Symbol.for('tunnel-api.storage-error');

export abstract class StorageError extends Error {
  abstract readonly code: string;
  /** On the prototype, so neither logs nor JSON show it. */
  get [STORAGE_ERROR](): true {
    return true;
  }
}

/** Any storage error, thrown by whichever copy of this module. */
export function isStorageError(error: unknown): error is StorageError {
  return typeof error === 'object' && error !== null && (error as { [STORAGE_ERROR]?: unknown })[STORAGE_ERROR] === true;
}

/** A storage error of one kind, recognised by its brand and `code` (see the top of this file). */
function storageErrorOfCode<E extends StorageError>(code: E['code']): (error: unknown) => error is E {
  return (error: unknown): error is E => isStorageError(error) && error.code === code;
}

/** A value that must be unique across all accounts (reserved `addr`, agent ingress `domain`) is taken. */
export class ConflictError extends StorageError {
  readonly code = 'unique_conflict';
  constructor(
    readonly namespace: string,
    readonly value: string,
  ) {
    super(`${namespace} ${JSON.stringify(value)} is already in use`);
    this.name = 'ConflictError';
  }
}

export interface Referrer {
  id: string;
  kind: string;
}

/** A resource cannot be deleted while other resources reference it (or one of its children). */
export class ReferencedError extends StorageError {
  readonly code = 'resource_referenced';
  constructor(
    readonly resourceId: string,
    readonly referrers: readonly Referrer[],
  ) {
    super(`${resourceId} is still referenced by ${referrers.map((referrer) => referrer.id).join(', ')}`);
    this.name = 'ReferencedError';
  }
}

/** A reference or parent names no resource of the account (missing, deleted, or another account's). */
export class MissingReferenceError extends StorageError {
  readonly code = 'reference_not_found';
  constructor(readonly ids: readonly string[]) {
    super(`no such resource: ${ids.join(', ')}`);
    this.name = 'MissingReferenceError';
  }
}

/**
 * A string PostgreSQL cannot store: the NUL character (U+0000) or a lone UTF-16 surrogate. JSON and
 * JavaScript allow both, so request validation alone may let them through; the API answers 400.
 */
export class UnstorableValueError extends StorageError {
  readonly code = 'unstorable_value';
  constructor() {
    super('text must not contain the NUL character (U+0000) or unpaired UTF-16 surrogates');
    this.name = 'UnstorableValueError';
  }
}

/** The embedded database directory is open in another live process (PGlite has a single writer). */
export class DatabaseLockedError extends StorageError {
  readonly code = 'database_locked';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(`the database in ${dataDir} is in use by process ${pid} (lock file ${lockPath}); stop it first: the embedded database has one writer`);
    this.name = 'DatabaseLockedError';
  }
}

/** The database was migrated by a newer version of the server than this one. */
export class SchemaTooNewError extends StorageError {
  readonly code = 'schema_too_new';
  constructor(
    readonly databaseVersion: number,
    readonly knownVersion: number,
  ) {
    super(`the database schema is at version ${databaseVersion}, newer than this server knows (${knownVersion}); upgrade the server`);
    this.name = 'SchemaTooNewError';
  }
}

/** The `Database` was used inside one of its own transactions instead of the transaction handle. */
export class NestedDatabaseUseError extends StorageError {
  readonly code = 'nested_database_use';
  constructor() {
    super('the database was used inside one of its transactions: use the transaction handle (tx) instead');
    this.name = 'NestedDatabaseUseError';
  }
}

// The kinds the HTTP layer and the resources tell apart.
export const isConflictError = storageErrorOfCode<ConflictError>('unique_conflict');
export const isReferencedError = storageErrorOfCode<ReferencedError>('resource_referenced');
export const isMissingReferenceError = storageErrorOfCode<MissingReferenceError>('reference_not_found');
export const isUnstorableValueError = storageErrorOfCode<UnstorableValueError>('unstorable_value');
