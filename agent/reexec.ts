/**
 * Restart by re-executing: the agent starts the same program again — same node, same loader flags
 * (process.execArgv, e.g. tsx's), same script and arguments — then exits
 * (spec/paths/tunnel_sessions_{id}_restart.yaml: "Restart makes the agent call exec on itself";
 * docs/decisions/0015-agent-commands.md). Node has no exec(2), so a detached child that inherits stdio takes
 * over. After an update the child runs the installed version, which it is told with `--version`.
 */
import { spawn } from 'node:child_process';

/** `argv` is process.argv without the node binary: the script, then the agent's arguments. */
export function reexecArguments(argv: readonly string[], version: string): string[] {
  const kept: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--version') {
      index += 1;
      continue;
    }
    if (arg.startsWith('--version=')) continue;
    kept.push(arg);
  }
  return [...kept, '--version', version];
}

/** Starts the replacement process and returns its pid. */
export function reexecSelf(version: string): number | undefined {
  const child = spawn(process.execPath, [...process.execArgv, ...reexecArguments(process.argv.slice(1), version)], {
    detached: true,
    stdio: 'inherit',
  });
  child.unref();
  return child.pid;
}
