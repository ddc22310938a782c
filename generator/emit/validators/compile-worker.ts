/**
 * The validators' compile thread (compile-on-worker.ts): compiles each request it is sent and answers it. It
 * stays for the next request (`npm run dev` compiles on every save that changed a schema) with ajv loaded and
 * warm; it never keeps the process alive while idle.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './compile-on-worker.js';
import { compileModules } from './standalone-module.js';

parentPort?.on('message', ({ id, jobs, uncheckedFormats }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, modules: jobs.map((job) => [...compileModules(job.mode, job.set, uncheckedFormats)]) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
