/**
 * The rate limit of instances sharing one PostgreSQL (docs/decisions/0054-leased-rate-limit.md): the
 * same rolling window as the embedded database's (server/http/rate-limiter.ts), kept in PostgreSQL as
 * slices. An instance reserves a slice of an account's window in one round trip
 * (server/storage/rate-limit-slices.ts) and lets that many of the account's requests through locally,
 * so a busy account costs a round trip per slice, not per request.
 *
 * What an account gets: never more than `limit` requests in any rolling window, through any number of
 * instances. The slices make it refuse early, never late: a slice counts from its reservation until a
 * window after its last request (until it is given back: a window plus its spending time after its
 * reservation), and what an instance holds unspent counts as used until it is given back — at most one
 * slice per instance, for at most its spending time (plus one sweep interval) after its reservation.
 * The spending time is `spendMs`, or twice the last reservation's round trip when that is longer: a
 * database slow to answer (a bad day) must not hand out slices whose time ran out on the way, which
 * would refuse every request.
 *
 * Slice sizes follow the account's pace on this instance: one request at first, twice the last slice
 * when it was used up, what was spent when it ran out of time; never more than `maxSlice`.
 */
import { performance } from 'node:perf_hooks';
import type { RateDecision, RateLimiter } from '../http/rate-limiter.js';
import type { Queryable } from '../storage/index.js';
import { type ReturnedSlice, reserveSlice } from '../storage/rate-limit-slices.js';

export interface LeasedRateLimiterOptions {
  readonly limit: number;
  readonly windowMs?: number;
  /** How long after its reservation a slice may be spent. */
  readonly spendMs?: number;
  /** The largest slice one instance reserves; by default a twentieth of the limit (at least 1). */
  readonly maxSlice?: number;
  /** How long a refusal is repeated without asking the database again (at most until a request fits). */
  readonly refusalMs?: number;
}

interface Slice {
  readonly id: string;
  readonly size: number;
  spent: number;
  /** performance.now() after which the slice is no longer spent. */
  readonly deadline: number;
  lastSpentAt: number;
}

interface AccountBudget {
  slice: Slice | undefined;
  /** The reservation in flight: one per account, the account's other requests wait for it. */
  reserving: Promise<RateDecision | undefined> | undefined;
  /** Refused without asking until `refusedUntil`; a request fits again at `fitsAt`. */
  refusedUntil: number;
  fitsAt: number;
  /** The size of the next slice to ask for. */
  want: number;
}

const ALLOWED: RateDecision = Object.freeze({ allowed: true, retryAfterSeconds: 0 });

export class LeasedRateLimiter implements RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly spendMs: number;
  private readonly maxSlice: number;
  private readonly refusalMs: number;
  private readonly accounts = new Map<string, AccountBudget>();
  /** The last reservation's round trip (ms). */
  private roundTripMs = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly db: Queryable,
    options: LeasedRateLimiterOptions,
  ) {
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.spendMs = options.spendMs ?? 2_000;
    this.maxSlice = options.maxSlice ?? Math.max(1, Math.floor(options.limit / 20));
    this.refusalMs = options.refusalMs ?? 1_000;
    // Gives back slices whose time ran out (their unspent part counts as used until then) and forgets
    // idle accounts.
    this.sweeper = setInterval(() => this.sweep(), this.spendMs);
    this.sweeper.unref();
  }

  take(accountId: string): RateDecision | Promise<RateDecision> {
    const budget = this.accounts.get(accountId);
    if (budget !== undefined && budget.reserving === undefined) {
      const decision = this.decideLocally(budget, performance.now());
      if (decision !== undefined) return decision;
    }
    return this.takeAfterReserving(accountId, budget ?? this.budgetOf(accountId));
  }

  /** Gives back every slice held (a clean shutdown), so other instances can spend what is left. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    const held = [...this.accounts.entries()].filter(([, budget]) => budget.slice !== undefined && budget.reserving === undefined);
    this.accounts.clear();
    await Promise.all(held.map(([accountId, budget]) => this.giveBack(accountId, budget.slice!).catch(() => undefined)));
  }

  private budgetOf(accountId: string): AccountBudget {
    const budget: AccountBudget = { slice: undefined, reserving: undefined, refusedUntil: 0, fitsAt: 0, want: 1 };
    this.accounts.set(accountId, budget);
    return budget;
  }

  /** Allowed from the slice held, refused from a recent refusal, or undefined: ask the database. */
  private decideLocally(budget: AccountBudget, now: number): RateDecision | undefined {
    const { slice } = budget;
    if (slice !== undefined && slice.spent < slice.size && now < slice.deadline) {
      slice.spent += 1;
      slice.lastSpentAt = now;
      return ALLOWED;
    }
    if (now < budget.refusedUntil) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((budget.fitsAt - now) / 1000)) };
    return undefined;
  }

  private async takeAfterReserving(accountId: string, budget: AccountBudget): Promise<RateDecision> {
    // Each pass either spends from a slice, repeats a refusal, or waits for a reservation that another
    // request of the account may have used up first.
    for (;;) {
      budget.reserving ??= this.reserve(accountId, budget).finally(() => {
        budget.reserving = undefined;
      });
      const refusal = await budget.reserving;
      const decision = this.decideLocally(budget, performance.now()) ?? refusal;
      if (decision !== undefined) return decision;
    }
  }

  /** Reserves the account's next slice; resolves to the refusal when the window has no room. */
  private async reserve(accountId: string, budget: AccountBudget): Promise<RateDecision | undefined> {
    const previous = budget.slice;
    budget.slice = undefined;
    if (previous !== undefined) budget.want = previous.spent === previous.size ? Math.min(this.maxSlice, previous.size * 2) : Math.max(1, previous.spent);
    const spendMs = Math.min(this.windowMs / 2, Math.max(this.spendMs, 2 * this.roundTripMs));
    const sentAt = performance.now();
    const answer = await reserveSlice(this.db, {
      accountId,
      want: budget.want,
      limit: this.limit,
      windowSeconds: this.windowMs / 1000,
      spendSeconds: spendMs / 1000,
      ...(previous === undefined ? {} : { returned: returnedPart(previous, sentAt) }),
    });
    const receivedAt = performance.now();
    this.roundTripMs = receivedAt - sentAt;
    if ('sliceId' in answer) {
      // The database counts the slice until a window plus spendMs after its reservation, which is no
      // earlier than sentAt: spending it until sentAt + spendMs stays inside what it counted.
      budget.slice = { id: answer.sliceId, size: answer.granted, spent: 0, deadline: sentAt + spendMs, lastSpentAt: sentAt };
      budget.refusedUntil = 0;
      return undefined;
    }
    const fitsAt = receivedAt + answer.retryAfterSeconds * 1000;
    budget.fitsAt = fitsAt;
    budget.refusedUntil = Math.min(fitsAt, receivedAt + this.refusalMs);
    budget.want = 1;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(answer.retryAfterSeconds)) };
  }

  private sweep(): void {
    const now = performance.now();
    for (const [accountId, budget] of this.accounts) {
      if (budget.reserving !== undefined) continue;
      const { slice } = budget;
      if (slice !== undefined && now >= slice.deadline) {
        budget.slice = undefined;
        this.giveBack(accountId, slice).catch(() => undefined);
      }
      if (budget.slice === undefined && now >= budget.refusedUntil) this.accounts.delete(accountId);
    }
  }

  private async giveBack(accountId: string, slice: Slice): Promise<void> {
    await reserveSlice(this.db, {
      accountId,
      want: 0,
      limit: this.limit,
      windowSeconds: this.windowMs / 1000,
      spendSeconds: this.spendMs / 1000,
      returned: returnedPart(slice, performance.now()),
    });
  }
}

function returnedPart(slice: Slice, sentAt: number): ReturnedSlice {
  return { id: slice.id, spent: slice.spent, idleSeconds: slice.spent === 0 ? 0 : Math.max(0, (sentAt - slice.lastSpentAt) / 1000) };
}
