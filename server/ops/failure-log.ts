/**
 * A background task's failures, logged once per change of state as the requests' are
 * (docs/decisions/0040-database-unavailable.md, database-availability.ts): one line when it starts failing, none
 * while it keeps failing (each attempt's error may read differently: refused, reset, shutting down), and one when
 * it works again. While PostgreSQL was down, the certificate jobs' poll logged its error at every attempt.
 */
export class FailureLog {
  #since: number | undefined;

  constructor(
    private readonly what: string,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the last attempt failed. */
  get failing(): boolean {
    return this.#since !== undefined;
  }

  /** An attempt failed: logged when the one before it had not. */
  failed(error: unknown): void {
    if (this.#since !== undefined) return;
    this.#since = this.now();
    this.log(`${this.what}: ${error instanceof Error ? error.message : String(error)}; retrying (logged again once it works)`);
  }

  /** An attempt succeeded: logged when the one before it had failed. */
  succeeded(): void {
    if (this.#since === undefined) return;
    const seconds = (this.now() - this.#since) / 1000;
    this.#since = undefined;
    this.log(`${this.what}: working again after ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`);
  }
}
