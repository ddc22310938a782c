/**
 * The running server's side of `npm run dev`'s reloads (docs/decisions/0088-dev-reload-in-process.md), over the
 * IPC channel the dev process opened when it spawned it: a `reload` message names a rebuilt bundle; the server
 * takes its app in place (server/main.ts `reload`) and answers `reloaded` once the new app has the socket, or
 * `reload-failed` with the reason, still serving the app it had (the dev process then restarts it).
 */
import type { RunningServer } from '../main.js';
import { importReloadableParts } from './reload-handover.js';

export type ReloadRequest = { readonly type: 'reload'; readonly bundle: string };
export type ReloadAnswer =
  | { readonly type: 'reloaded'; readonly bundle: string; readonly ms: number }
  | { readonly type: 'reload-failed'; readonly bundle: string; readonly message: string };

export function takeReloads(server: RunningServer, channel: Pick<NodeJS.Process, 'on' | 'send'> = process): void {
  // One at a time: the dev process waits for each answer, but a second request must never interleave.
  let queue: Promise<void> = Promise.resolve();
  channel.on('message', (message: unknown) => {
    if (!isReloadRequest(message)) return;
    queue = queue.then(async () => {
      const started = performance.now();
      let answer: ReloadAnswer;
      try {
        await server.reload(await importReloadableParts(message.bundle));
        answer = { type: 'reloaded', bundle: message.bundle, ms: Math.round(performance.now() - started) };
      } catch (error) {
        answer = { type: 'reload-failed', bundle: message.bundle, message: error instanceof Error ? error.message : String(error) };
      }
      channel.send?.(answer);
    });
  });
}

function isReloadRequest(message: unknown): message is ReloadRequest {
  return (
    typeof message === 'object' && message !== null && (message as ReloadRequest).type === 'reload' && typeof (message as ReloadRequest).bundle === 'string'
  );
}
