/**
 * `npm run agent -- --server URL --token TOKEN --label k=v …`: runs an agent that connects to the
 * server's control channel and obeys restart, stop and update (docs/decisions/0015-agent-commands.md).
 * Exit codes: 0 stopped or handed over to a restarted process, 1 rejected by the server, 2 bad usage.
 */
import { createLog, parseAgentArgs, reexecSelf, startAgent, USAGE, UsageError } from '../agent/index.js';

const log = createLog();

let parsed: ReturnType<typeof parseAgentArgs>;
try {
  parsed = parseAgentArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`agent: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed === 'help') {
  process.stdout.write(USAGE);
  process.exit(0);
}

const options = parsed;
const tunnel = Object.entries(options.labels)
  .map(([key, value]) => `${key}=${value}`)
  .join(',');
log(`agent ${options.version} starting (os ${options.os}, transport ${options.transport}, labels ${tunnel || 'none'})`);
const agent = startAgent(options, log);
process.once('SIGINT', () => agent.shutdown());
process.once('SIGTERM', () => agent.shutdown());

const outcome = await agent.outcome;
switch (outcome.kind) {
  case 'stopped':
    log('exiting');
    process.exit(0);
    break;
  case 'restart': {
    const pid = reexecSelf(outcome.version);
    log(`restarted as process ${pid ?? '?'}; exiting`);
    process.exit(0);
    break;
  }
  case 'rejected':
    log(`rejected by the server: ${outcome.reason}; exiting`);
    process.exit(1);
}
