/**
 * `npm run dev`'s side of a reload (docs/decisions/0088-dev-reload-in-process.md): asks the running server, over
 * the IPC channel it was spawned with, to take a generation in place (server/dev/reload-channel.ts), and settles on
 * its answer — or as `reload-failed` when it exits first or does not answer in time, so that the loop restarts it
 * instead of waiting for ever on a server that hangs in its reload.
 */
import type { ChildProcess } from 'node:child_process';
import type { ReloadAnswer, ReloadRequest } from '../server/dev/reload-channel.js';

/** How long a reload may take before the loop restarts the server instead: a reload takes well under a second. */
export const RELOAD_ANSWER_TIMEOUT_MS = 15_000;

/** Asks `child` to take `request.generation` in place; its answer, or a failure when it exits or is silent for `timeoutMs`. */
export function requestReload(
  child: Pick<ChildProcess, 'on' | 'off' | 'once' | 'send'>,
  request: ReloadRequest,
  timeoutMs = RELOAD_ANSWER_TIMEOUT_MS,
): Promise<ReloadAnswer> {
  const { generation } = request;
  return new Promise((resolve) => {
    const settle = (answer: ReloadAnswer) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(answer);
    };
    const onMessage = (message: ReloadAnswer) => {
      if (message.generation === generation) settle(message);
    };
    const onExit = () => settle({ type: 'reload-failed', generation, message: 'it exited' });
    const timer = setTimeout(() => settle({ type: 'reload-failed', generation, message: `it did not answer within ${timeoutMs / 1000} s` }), timeoutMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(request);
  });
}
