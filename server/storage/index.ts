export type { Backend, Database, Queryable, QueryResult, Transaction } from './database.js';
export * from './errors.js';
export { migrate, loadMigrations, type Migration } from './migrations.js';
export { openDatabase, type OpenDatabaseOptions } from './open-database.js';
export * from './resources.js';
export * from './lookups.js';
export { isUnrecoverable, unavailabilityOf, type Unavailability } from './availability.js';
