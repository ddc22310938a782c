/**
 * 'upgrade' listeners that only observe a socket (connection-limits.ts counts it) and never answer. The agent
 * hub answers an upgrade request that no other listener will (server/agents/hub.ts: h2c as plain HTTP/1.1, a
 * WebSocket elsewhere with 404) by counting the other listeners, and must not count these: an observer counted
 * as an answerer left `Upgrade: h2c` requests (java.net.http's, `curl --http2`'s) unanswered forever.
 */
type UpgradeListener = (...args: never[]) => void;

const observers = new WeakSet<UpgradeListener>();

/** Marks `listener` as one that never answers an upgrade request. */
export function observingUpgrades<T extends UpgradeListener>(listener: T): T {
  observers.add(listener);
  return listener;
}

/** The 'upgrade' listeners of `server` that may answer one. */
export function answeringUpgradeListeners(server: { listeners(event: 'upgrade'): readonly unknown[] }): number {
  return server.listeners('upgrade').filter((listener) => !observers.has(listener as UpgradeListener)).length;
}

/** Whether `listener` may answer an upgrade request (it was not marked as only observing). */
export function answersUpgrades(listener: unknown): boolean {
  return !observers.has(listener as UpgradeListener);
}
