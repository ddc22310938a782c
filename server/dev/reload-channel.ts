/**
 * The running server's side of `npm run dev`'s reloads (docs/decisions/0088-dev-reload-in-process.md), over the
 * IPC channel the dev process opened when it spawned it: a `reload` message names the bundle and a generation; the
 * server imports that generation of it (the saved generated packages) and takes its app in place (server/main.ts `reload`) and answers `reloaded` once the new app has the socket, or
 * `reload-failed` with the reason, still serving the app it had (the dev process then restarts it).
 */
import type { RunningServer } from '../main.js';
import { importReloadableParts } from './reload-handover.js';

/** The bundle the server runs, imported again as generation `generation` (server/dev/reload-handover.ts). */
export type ReloadRequest = { readonly type: 'reload'; readonly bundle: string; readonly generation: number };
export type ReloadAnswer =
  | { readonly type: 'reloaded'; readonly generation: number; readonly importMs: number; readonly appMs: number }
  | { readonly type: 'reload-failed'; readonly generation: number; readonly message: string };

export function takeReloads(server: RunningServer, channel: Pick<NodeJS.Process, 'on' | 'send'> = process): void {
  // One at a time: the dev process waits for each answer, but a second request must never interleave.
  let queue: Promise<void> = Promise.resolve();
  channel.on('message', (message: unknown) => {
    if (!isReloadRequest(message)) return;
    queue = queue.then(async () => {
      const started = performance.now();
      let answer: ReloadAnswer;
      try {
        const parts = await importReloadableParts(message.bundle, message.generation);
        const imported = performance.now();
        await server.reload(parts);
        answer = {
          type: 'reloaded',
          generation: message.generation,
          importMs: Math.round(imported - started),
          appMs: Math.round(performance.now() - imported),
        };
      } catch (error) {
        answer = { type: 'reload-failed', generation: message.generation, message: error instanceof Error ? error.message : String(error) };
      }
      channel.send?.(answer);
    });
  });
}

function isReloadRequest(message: unknown): message is ReloadRequest {
  if (typeof message !== 'object' || message === null) return false;
  const request = message as ReloadRequest;
  return request.type === 'reload' && typeof request.bundle === 'string' && Number.isInteger(request.generation);
}
