/**
 * Draining for a graceful shutdown (SIGTERM): first `/readyz` answers 503 so load balancers stop
 * sending traffic, while requests keep being served; then the app closes, and before the agents are
 * told to reconnect elsewhere every request in flight finishes — an agent command waiting for its
 * agent's answer would otherwise lose that agent mid-way.
 */
import type { FastifyInstance } from 'fastify';

export class Drain {
  #draining = false;
  #inFlight = 0;
  #idle: Array<() => void> = [];

  get draining(): boolean {
    return this.#draining;
  }

  begin(): void {
    this.#draining = true;
  }

  /** Counts `app`'s requests in flight; a request ends when its response is sent or its client goes away. */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', (_request, reply, next) => {
      this.#inFlight += 1;
      // A response emits 'close' once, both after it is sent ('finish', then 'close' a tick later) and when its
      // client goes away first: one listener, the cheapest a request can carry (bench/RESULTS.md, "Server: the hot
      // path of a GET by id, and a worker thread for PGlite weighed").
      reply.raw.once('close', () => this.#finished());
      next();
    });
  }

  /** Resolves once no request is in flight. */
  whenIdle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #finished(): void {
    this.#inFlight -= 1;
    if (this.#inFlight > 0) return;
    for (const resolve of this.#idle.splice(0)) resolve();
  }
}
