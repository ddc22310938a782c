/**
 * The validators' compile on a thread of its own (compile-worker.ts runs `compileModules` there): ajv's work,
 * seconds on a large document, runs alongside the other targets' TypeScript on the main thread
 * (docs/decisions/0057-generation-on-a-worker.md). One thread per process, started at the first compile and kept
 * (unreferenced while idle, so it never holds the process open): in `npm run dev` a save that changes a schema
 * finds it with ajv loaded and its code warm. The thread loads the generator's TypeScript through tsx
 * (generator/workers/validators-compile-entry.mjs), whatever loader the caller has (tsx, vitest's) — or, in the
 * precompiled generator (docs/decisions/0064-generator-precompiled.md), its own precompiled module.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompileJob } from './compile-job.js';

/** The thread's precompiled module (its path), written in by scripts/build-server.ts; not defined when the generator runs from its sources. */
declare const TUNNEL_API_PRECOMPILED_COMPILE_WORKER: string | undefined;

function threadEntry(): URL {
  return typeof TUNNEL_API_PRECOMPILED_COMPILE_WORKER === 'string'
    ? pathToFileURL(TUNNEL_API_PRECOMPILED_COMPILE_WORKER)
    : new URL('../../workers/validators-compile-entry.mjs', import.meta.url);
}

export interface WorkerRequest {
  readonly id: number;
  readonly jobs: readonly CompileJob[];
  readonly uncheckedFormats: readonly string[];
}

/** What the thread answers: each job's modules as entries, in the jobs' order, or what went wrong. */
export type WorkerReply = { readonly id: number } & ({ readonly modules: [string, string][][] } | { readonly error: string });

interface Pending {
  resolve(modules: Map<string, string>[]): void;
  reject(error: Error): void;
}

let thread: { readonly worker: Worker; readonly pending: Map<number, Pending> } | undefined;
let nextId = 1;

export function compileOnWorker(jobs: readonly CompileJob[], uncheckedFormats: readonly string[]): Promise<Map<string, string>[]> {
  thread ??= startThread();
  const { worker, pending } = thread;
  const id = nextId++;
  const request: WorkerRequest = { id, jobs, uncheckedFormats };
  if (pending.size === 0) worker.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage(request);
  });
}

function startThread(): { worker: Worker; pending: Map<number, Pending> } {
  const worker = new Worker(threadEntry(), { execArgv: [] });
  const pending = new Map<number, Pending>();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };
  worker.on('message', (reply: WorkerReply) => {
    const entry = settle(reply.id);
    if ('error' in reply) entry?.reject(new Error(`compiling the validators failed: ${reply.error}`));
    else entry?.resolve(reply.modules.map((entries) => new Map(entries)));
  });
  // A thread that fails or exits fails what it was given; the next compile starts a new one.
  const fail = (error: Error) => {
    if (thread?.worker === worker) thread = undefined;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the validators' compile thread exited (${code})`)));
  return { worker, pending };
}
