/**
 * Whether the database is available, as the requests find it (docs/decisions/0040-database-unavailable.md).
 * Requests that find it unavailable are answered 503 (server/http/error-handler.ts) without a log line
 * each: the log gets one line when the database becomes unavailable and one when it answers again,
 * however many requests failed in between. `/readyz` reports the state too.
 *
 * Statements in flight when the state changes must not flip it back: one that began before the
 * database was found away may still succeed (a shutdown lets running statements finish), one that
 * began before it was found back may still fail. So each statement takes a ticket when it starts, and
 * only statements that started after the last change can change the state again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Transaction, Unavailability } from '../storage/index.js';
import { isUnrecoverable, unavailabilityOf } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's ticket (`DatabaseAvailability.track`). */
    availabilityTicket: number | undefined;
  }
}

export interface AvailabilityLog {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export class DatabaseAvailability {
  #down: { since: number; kind: Unavailability } | undefined;
  /** Tickets handed out so far; the count when the state last changed. */
  #tickets = 0;
  #changedAt = 0;
  #unrecoverable: string | undefined;

  constructor(
    private readonly log: AvailabilityLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined while available; else what is wrong. */
  get problem(): Unavailability | undefined {
    return this.#down?.kind;
  }

  /** Why the database cannot continue in this process (then `/healthz` fails), or undefined. */
  get unrecoverable(): string | undefined {
    return this.#unrecoverable;
  }

  /** Gives each of `app`'s requests a ticket, for failures reported by request (`failedFor`). */
  track(app: FastifyInstance): void {
    // A field of the request rather than a WeakMap entry: a store per request, and nothing for the collector to trace.
    app.decorateRequest('availabilityTicket', undefined);
    app.addHook('onRequest', (request, _reply, done) => {
      request.availabilityTicket = this.#take();
      done();
    });
  }

  /** A request failed: when for unavailability, records it as of the request's start. Returns the kind. */
  failedFor(request: FastifyRequest, error: unknown): Unavailability | undefined {
    return this.failed(error, request.availabilityTicket ?? this.#take());
  }

  /**
   * A statement that started with `ticket` failed: when for unavailability, records it (and logs a
   * change). Returns the kind.
   */
  failed(error: unknown, ticket = this.#take()): Unavailability | undefined {
    const kind = unavailabilityOf(error);
    if (this.#unrecoverable === undefined && isUnrecoverable(error)) {
      this.#unrecoverable = reasonOf(error);
      this.log.error(
        { database: 'unrecoverable', reason: this.#unrecoverable },
        'database: cannot continue in this process; /healthz fails so that a supervisor restarts the server',
      );
    }
    if (kind === undefined || ticket <= this.#changedAt) return kind;
    if (this.#down?.kind !== kind) {
      this.#changedAt = this.#tickets;
      this.log.warn(
        { database: kind, reason: reasonOf(error) },
        kind === 'disk_full'
          ? 'database: no space left; writes answer 503 STORAGE_FULL until space is freed'
          : 'database: unavailable; requests answer 503 DATABASE_UNAVAILABLE until it answers again',
      );
      this.#down = { since: this.#down?.since ?? this.now(), kind };
    }
    return kind;
  }

  /**
   * A statement succeeded: the database is back, if it was away. A read (`wrote` false) says nothing
   * about a full disk, which still refuses writes.
   */
  succeeded(wrote = true, ticket = this.#take()): void {
    if (this.#down === undefined || (!wrote && this.#down.kind === 'disk_full') || ticket <= this.#changedAt) return;
    this.#changedAt = this.#tickets;
    const seconds = Math.round((this.now() - this.#down.since) / 100) / 10;
    this.#down = undefined;
    this.log.info({ database: 'available', unavailableSeconds: seconds }, `database: available again after ${seconds} s`);
  }

  #take(): number {
    this.#tickets += 1;
    return this.#tickets;
  }

  /**
   * `db` reporting to this: every statement and transaction that succeeds or fails for unavailability.
   * A transaction counts once, by its outcome (a disk-full COMMIT fails the whole transaction).
   */
  watch(db: Database): Database {
    const observe = async <T>(run: () => Promise<T>, wrote: boolean): Promise<T> => {
      const ticket = this.#take();
      try {
        const result = await run();
        this.succeeded(wrote, ticket);
        return result;
      } catch (error) {
        this.failed(error, ticket);
        throw error;
      }
    };
    return new Proxy(db, {
      get(target, property) {
        // A statement outside a transaction counts as a read: writes go through transactions.
        if (property === 'query') return (sql: string, params?: readonly unknown[]) => observe(() => target.query(sql, params), false);
        if (property === 'transaction') return <T>(fn: (tx: Transaction) => Promise<T>) => observe(() => target.transaction(fn), true);
        // The target as receiver: its getters may read private fields, which a Proxy does not have.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

/** The driver's message, never a statement or its parameters (they may hold secrets). */
function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : undefined, typeof message === 'string' ? message.split('\n')[0] : undefined].filter(Boolean).join(': ');
}
