/**
 * The agent control protocol, shared by its two ends: the server's session hub (server/agents/) and
 * the agent program (agent/). Neither end owns it, so neither imports the other.
 */

export { type AgentCommandState, type Refusal, stateRefusal, updateUnavailable } from './command-rules.js';
export { ProtocolError } from './message-fields.js';
export * from './messages.js';
export { closeReason, encodeMessage, isSemver, LABEL_KEY_PATTERN, OS_PATTERN, parseAgentMessage, parseServerMessage, REGION_PATTERN } from './parse.js';
export { isUpdateWithinMajor, newestReleaseWithinMajor } from './release-policy.js';
