/**
 * What the agent itself knows about its code and updates, and its own check of each command
 * (defence in depth: the server decides the same refusals before sending, docs/decisions/0015-agent-commands.md).
 *
 * Update lifecycle: idle → in_progress (downloading) → awaiting_restart (installed; the running
 * code is still the old version) → a restart runs the installed version.
 */
import { type CommandMessage, isUpdateWithinMajor, type Refusal, stateRefusal, type UpdateStatus, updateUnavailable } from '../agent-protocol/index.js';
import type { AgentOptions } from './options.js';

export class AgentState {
  readonly #options: AgentOptions;
  #update: UpdateStatus = { state: 'idle' };

  constructor(options: AgentOptions) {
    this.#options = options;
  }

  /** The version of the code running now. */
  get runningVersion(): string {
    return this.#options.version;
  }

  /** The version a restart would run: the installed update, if one completed. */
  get installedVersion(): string {
    return this.#update.state === 'awaiting_restart' ? this.#update.version : this.#options.version;
  }

  get update(): UpdateStatus {
    return { ...this.#update };
  }

  refusalFor(command: CommandMessage): Refusal | undefined {
    const refusal = stateRefusal(
      {
        agent_version: this.runningVersion,
        os: this.#options.os,
        transport: this.#options.transport,
        update_checks: this.#options.updateChecks,
        update: this.#update,
      },
      command.name,
    );
    if (refusal !== undefined) return refusal;
    // An update must name a newer release within the running major version (docs/decisions/0015-agent-commands.md).
    if (command.name === 'update' && (command.version === undefined || !isUpdateWithinMajor(this.runningVersion, command.version))) {
      return updateUnavailable(this.runningVersion);
    }
    return undefined;
  }

  beginUpdate(version: string): void {
    this.#update = { state: 'in_progress', version };
  }

  completeUpdate(): void {
    if (this.#update.state === 'in_progress') this.#update = { state: 'awaiting_restart', version: this.#update.version };
  }
}
