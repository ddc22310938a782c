/**
 * The `npm run dev` loop, timed as a designer lives it: `scripts/dev.ts` runs on a scratch copy of the
 * repository (its own spec/, generated/ and packages, a free port, its own data folder); each round saves an
 * edit of a schema file — a new description of the reserved address, or a new property of its create request —
 * and times save → the server answering with the change (dev said it restarted it, reloaded it in place, or kept
 * it running because the save changed nothing it runs — scripts/dev-server-current.ts — its GET /openapi.json
 * holds the edit, and for a new property a create that sets it answers 201) with the client rebuilt (the edit
 * in generated/client/dist/schema.gen.d.ts). Returns every sample in milliseconds. `TUNNEL_DEV_TIMINGS=1`
 * prints each save's timeline as dev printed it (generator/watch/timeline.ts); `DEV_LOOP_NODE_ARGS` is handed
 * to the dev process's `node` (`--cpu-prof`).
 *
 *   node --import tsx bench/generate/dev-loop.ts [--rounds N] [--edit description|property]     (or through run.ts --dev-loop)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
/** What the dev loop reads and runs; everything else (tests, docs, benches) stays behind. */
const COPIED = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'redocly.yaml',
  'spec',
  'spec-lint',
  'templates',
  'generator',
  'generated',
  'scripts',
  'server',
  'agent-protocol',
  'agent',
  'release',
];
/** Edited per round: a description of the resource, or a new property of its create request. */
const SCHEMA_FILE = { description: 'spec/components/schemas/ReservedAddr.yaml', property: 'spec/components/schemas/ReservedAddrCreate.yaml' } as const;

export interface DevLoopResult {
  readonly samples: readonly number[];
  /** The dev process's output, for a failed run. */
  readonly log: string;
}

/** What each round saves: a description edited, or a property added to the resource (a schema change every target follows). */
export type DevLoopEdit = 'description' | 'property';

export async function measureDevLoop(rounds: number, edit: DevLoopEdit = 'description'): Promise<DevLoopResult> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dev-loop-'));
  let dev: ChildProcess | undefined;
  let log = '';
  try {
    copyRepository(scratch);
    const port = await freePort();
    dev = spawn(process.execPath, [...(process.env['DEV_LOOP_NODE_ARGS']?.split(' ') ?? []), '--import', 'tsx', 'scripts/dev.ts'], {
      cwd: scratch,
      env: scratchServerEnv(scratch, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
    });
    dev.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk;
    });
    await until(
      () => log.includes('watching spec/'),
      180_000,
      () => `dev never got ready:\n${log}`,
    );
    await until(
      async () => await healthy(port),
      60_000,
      () => `the server never answered:\n${log}`,
    );

    const samples: number[] = [];
    const schemaFile = path.join(scratch, SCHEMA_FILE[edit]);
    const apiKey = /first start only:\s+(\S+)/.exec(log)?.[1];
    const original = fs.readFileSync(schemaFile, 'utf8');
    for (let round = 0; round < rounds; round++) {
      const marker = edit === 'description' ? `Edited by the dev-loop benchmark, round ${round + 1}.` : `bench_note_${round + 1}`;
      const logBefore = log.length;
      const started = performance.now();
      fs.writeFileSync(
        schemaFile,
        edit === 'description'
          ? original.replace(/^description: (.*)$/m, `description: $1 ${marker}`)
          : original.replace(/^properties:\n/m, `properties:\n  ${marker}:\n    type: string\n    description: A note the benchmark added.\n`),
      );
      const clientTypes = path.join(scratch, 'generated/client/dist/schema.gen.d.ts');
      let clientSeen: number | undefined;
      await until(
        () => {
          if (!fs.readFileSync(clientTypes, 'utf8').includes(marker)) return false;
          clientSeen = performance.now();
          return true;
        },
        120_000,
        () => `the client was not rebuilt:\n${log.slice(logBefore)}`,
      );
      // dev said the server is current for this save — restarted, reloaded in place, or kept running because the
      // save changed nothing it runs (scripts/dev-server-current.ts) — and it serves the edit: its document holds
      // it, and a new property is accepted in a create (refused as unknown before).
      await until(
        async () =>
          SERVER_CURRENT.test(log.slice(logBefore)) && (await serves(port, marker)) && (edit === 'description' || (await accepts(port, apiKey, marker))),
        120_000,
        () => `the server did not restart:\n${log.slice(logBefore)}`,
      );
      const ms = performance.now() - started;
      samples.push(ms);
      const clientAt = clientSeen === undefined ? '' : `, client types at ${Math.round(clientSeen - started)} ms`;
      console.log(
        `dev loop (${edit}) round ${round + 1}/${rounds}: ${Math.round(ms)} ms (save → server ${howCurrent(log.slice(logBefore))} and answering with the change, client rebuilt${clientAt})`,
      );
      // Let the cycle finish (docs, lint) before the next save, as a person reading the summary would.
      await until(
        () => /took \d/.test(log.slice(logBefore)),
        120_000,
        () => `the cycle never finished:\n${log.slice(logBefore)}`,
      );
      // TUNNEL_DEV_TIMINGS=1: the loop printed where this save's time went (generator/watch/timeline.ts).
      if (process.env['TUNNEL_DEV_TIMINGS'] === '1')
        console.log(
          log
            .slice(logBefore)
            .split('\n')
            .filter((l) => l.startsWith('    +'))
            .join('\n'),
        );
    }
    return { samples, log };
  } finally {
    if (dev !== undefined && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev!.once('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The environment of a server (or `npm run dev`) run in a scratch copy on `port`: loopback, the copy's own
 * embedded database whatever the caller's `DATABASE_URL`, no rate limit in the way of a test's requests, and
 * plain, quiet output.
 */
export function scratchServerEnv(scratch: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    // Its own DNS port too, not the default 8053 another server may hold (docs/decisions/0073-dns-on-by-default.md).
    DNS_PORT: '0',
    DATA_DIR: path.join(scratch, '.data'),
    DATABASE_URL: '',
    PUBLIC_URL: '',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    FORCE_COLOR: '0',
  };
}

/**
 * The files the loop needs, copied, and a node_modules of links to the repository's packages — except the
 * generated packages (workspaces), which link to the copy's own generated/ so the server loads what the
 * loop regenerates. test/dev/dev-server.test.ts runs the loop on the same copy.
 */
export function copyRepository(scratch: string): void {
  for (const entry of COPIED) {
    if (fs.existsSync(path.join(root, entry)))
      fs.cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
  }
  const modules = path.join(scratch, 'node_modules');
  fs.mkdirSync(modules);
  const workspaceScope = JSON.parse(fs.readFileSync(path.join(root, 'generated/client/package.json'), 'utf8')).name.split('/')[0] as string;
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name === workspaceScope || name === '.cache') continue;
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  // The generator's code cache as this checkout has it (content-addressed: a hit is the very output a miss
  // computes), so the loop's first run does not compile every validator again; the build cache stays the copy's own.
  const codeCache = path.join(root, 'node_modules/.cache/tunnel-api/generator');
  if (fs.existsSync(codeCache)) fs.cpSync(codeCache, path.join(modules, '.cache/tunnel-api/generator'), { recursive: true });
  fs.mkdirSync(path.join(modules, workspaceScope));
  for (const pkg of fs.readdirSync(path.join(scratch, 'generated'))) {
    const manifest = path.join(scratch, 'generated', pkg, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const name = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string }).name;
    fs.symlinkSync(path.join(scratch, 'generated', pkg), path.join(modules, name));
  }
}

/** dev's line for a server that is current after a save. */
const SERVER_CURRENT = /server: \(re\)started|server: kept running|server: reloaded in place/;

function howCurrent(output: string): string {
  if (/server: reloaded in place/.test(output)) return 'reloaded in place';
  return /server: kept running/.test(output) ? 'kept' : 'restarted';
}

/** The server creates a reserved address with the new property `name` set (one per round, once it takes it). */
async function accepts(port: number, apiKey: string | undefined, name: string): Promise<boolean> {
  if (apiKey === undefined) throw new Error('dev printed no development API key');
  const response = await fetch(`http://127.0.0.1:${port}/reserved_addrs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'service-version': '2', 'content-type': 'application/json' },
    body: JSON.stringify({ [name]: 'set by the benchmark' }),
    signal: AbortSignal.timeout(1_000),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

/** The server's published document holds `text`: the restarted server answers with the edit. */
async function serves(port: number, text: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/openapi.json`, { signal: AbortSignal.timeout(1_000) });
    return response.ok && (await response.text()).includes(text);
  } catch {
    return false;
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, message: () => string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    let met = false;
    try {
      met = await condition();
    } catch {
      met = false;
    }
    if (met) return;
    if (performance.now() > deadline) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' }, edit: { type: 'string', default: 'description' } } });
  if (values.edit !== 'description' && values.edit !== 'property') throw new Error(`--edit is description or property, not ${values.edit}`);
  const result = await measureDevLoop(Number(values.rounds), values.edit);
  const sorted = [...result.samples].sort((a, b) => a - b);
  console.log(`median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms of ${sorted.length}`);
}
