export { isUnrecoverable, type Unavailability, unavailabilityOf } from './availability.js';
export type { Backend, Database, Queryable, QueryResult, Transaction } from './database.js';
export * from './errors.js';
export { type JsonListPage, type JsonListQuery, listPageJson } from './list-pages.js';
export * from './lookups.js';
export { loadMigrations, type Migration, migrate } from './migrations.js';
export { type OpenDatabaseOptions, openDatabase } from './open-database.js';
export * from './resources.js';
export { ANSWER_STORING_KINDS, bodyOfStoredAnswer, storesAnswer } from './stored-answers.js';
