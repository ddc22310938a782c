// `npm run dev` asking its server to reload (scripts/dev-reload-request.ts, docs/decisions/0088-dev-reload-in-process.md):
// it settles on the server's answer, or as a failure — so that the loop restarts the server — when the server exits
// first or never answers. Real child processes on an IPC channel, each answering as the case says.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { requestReload } from '../../scripts/dev-reload-request.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill();
});

/** A node process on an IPC channel running `script` (it stays alive while the channel is open). */
async function child(script: string): Promise<ChildProcess> {
  const spawned = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(spawned);
  await new Promise((resolve) => spawned.once('spawn', resolve));
  return spawned;
}

const request = { type: 'reload', bundle: '/nowhere/start-dev.js', generation: 2 } as const;

it('settles on the answer for its generation, past answers for others', async () => {
  const server = await child(
    "process.on('message', (m) => { process.send({ type: 'reloaded', generation: 1, importMs: 1, appMs: 1 }); process.send({ type: 'reloaded', generation: m.generation, importMs: 5, appMs: 7 }); });",
  );
  expect(await requestReload(server, request)).toEqual({ type: 'reloaded', generation: 2, importMs: 5, appMs: 7 });
});

it('a server that exits before it answers: reload-failed', async () => {
  const server = await child("process.on('message', () => process.exit(3));");
  expect(await requestReload(server, request)).toEqual({ type: 'reload-failed', generation: 2, message: 'it exited' });
});

it('a server that never answers: reload-failed once the time is up, and it is restarted', async () => {
  // It takes the request and says nothing, as a reload hung in an import would.
  const server = await child("process.on('message', () => undefined);");
  expect(await requestReload(server, request, 200)).toEqual({ type: 'reload-failed', generation: 2, message: 'it did not answer within 0.2 s' });
  expect(server.listenerCount('message')).toBe(0);
});
