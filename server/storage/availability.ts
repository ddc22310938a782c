/**
 * Which database failures mean "the database is unavailable right now" rather than a bug or a bad
 * request (docs/decisions/0040-database-unavailable.md): the server answers those 503 with `Retry-After`
 * and recovers by itself once the database answers again. Both drivers are covered: `pg` reports
 * socket errors (a stopped server, a network cut), PostgreSQL's own shutdown and start-up states and an
 * exhausted pool; PGlite reports a database that can no longer run statements.
 */
import { sqlStateOf } from './sql-state.js';

export type Unavailability =
  /** Unreachable, restarting, out of connections or unable to continue: retry later. */
  | 'unavailable'
  /** No space left to write: retry once an operator freed some. */
  | 'disk_full';

/** Socket errors of a connection to the database (Node's `code`). */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 connection
 * exceptions, 53300 too many connections, 53200 out of memory, 57P01–57P03 a server shutting down,
 * crashed or starting up.
 */
const UNAVAILABLE_STATES = new Set(['53200', '53300', '57P01', '57P02', '57P03']);
const DISK_FULL_STATE = '53100';

/**
 * `pg`'s messages for a connection that died under a query or could not be had from the pool in time,
 * and PGlite's for a database that stopped (after a PANIC it closes itself).
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|PGlite is closed)/;

/** How `error` makes the database unavailable, or undefined when it is any other failure. */
export function unavailabilityOf(error: unknown): Unavailability | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // An error with an HTTP status is the request's own, never the database's: a body its client cut off ends in
  // Node's 'aborted' with ECONNRESET (a lost database connection's code too), which Fastify marks 400.
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return undefined;
  const { code } = sqlStateOf(error);
  if (code === DISK_FULL_STATE || code === 'ENOSPC') return 'disk_full';
  if (code !== undefined && (SOCKET_ERRORS.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return 'unavailable';
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  // PGlite's WebAssembly aborted (a PANIC): nothing runs on it any more.
  if (error instanceof WebAssembly.RuntimeError) return 'unavailable';
  return undefined;
}

/**
 * Whether `error` says the embedded database stopped for good in this process: PGlite closes itself
 * after a PANIC, and an aborted WebAssembly instance runs nothing more. Reopening it would mean a new
 * instance of the database over the same files; a process restart does exactly that, so the server
 * reports itself unhealthy (`/healthz`) and lets its supervisor restart it.
 */
export function isUnrecoverable(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.startsWith('PGlite is closed');
}
