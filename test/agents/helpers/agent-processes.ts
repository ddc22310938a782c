/**
 * Real agent processes (`node --import tsx scripts/agent.ts …`) for tests. Restart re-executes an
 * agent as a new detached process that writes to the same stderr, so the pids are read from the
 * log lines (`agent[<pid>]`) to be able to kill every one of them afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait-for.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface AgentProcess {
  child: ChildProcess;
  /** Pids of this agent still running: the first process and its re-executions, until they exit. */
  pids: Set<number>;
  log(): string;
  /** The exit code of the first process. */
  exited: Promise<number | null>;
  waitForLog(pattern: RegExp): Promise<RegExpMatchArray>;
}

export class AgentProcesses {
  readonly #all: AgentProcess[] = [];

  start(serverUrl: string, token: string, args: string[] = []): AgentProcess {
    return this.startRaw(['--server', serverUrl, '--token', token, '--reconnect-min-ms', '50', '--reconnect-max-ms', '400', ...args]);
  }

  startRaw(args: string[]): AgentProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/agent.ts', ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    const pids = new Set<number>(child.pid === undefined ? [] : [child.pid]);
    const gone = new Set<number>();
    const collect = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      // Forget processes that said they exit, so a later kill cannot hit a reused pid.
      for (const match of text.matchAll(/agent\[(\d+)\] .*exiting$/gm)) gone.add(Number(match[1]));
      for (const match of text.matchAll(/agent\[(\d+)\]|restarted as process (\d+)/g)) {
        pids.add(Number(match[1] ?? match[2]));
      }
      for (const pid of gone) pids.delete(pid);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        if (child.pid !== undefined) {
          gone.add(child.pid);
          pids.delete(child.pid);
        }
        resolve(code);
      }),
    );
    const agent: AgentProcess = {
      child,
      pids,
      log: () => text,
      exited,
      waitForLog: (pattern) => waitFor(`agent log ${pattern}`, () => text.match(pattern) ?? undefined),
    };
    this.#all.push(agent);
    return agent;
  }

  /** Pauses or resumes every process of the agent (SIGSTOP/SIGCONT): a hung agent, for real. */
  signal(agent: AgentProcess, signal: NodeJS.Signals): void {
    for (const pid of agent.pids) sendSignal(pid, signal);
  }

  killAll(): void {
    for (const agent of this.#all.splice(0)) {
      for (const pid of agent.pids) sendSignal(pid, 'SIGKILL');
    }
  }
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
