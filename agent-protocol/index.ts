/**
 * The agent control protocol, shared by its two ends: the server's session hub (server/agents/) and
 * the agent program (agent/). Neither end owns it, so neither imports the other.
 */
export * from './messages.js';
export { ProtocolError } from './message-fields.js';
export { closeReason, encodeMessage, isSemver, LABEL_KEY_PATTERN, OS_PATTERN, parseAgentMessage, parseServerMessage, REGION_PATTERN } from './parse.js';
export { stateRefusal, updateUnavailable, type AgentCommandState, type Refusal } from './command-rules.js';
export { isUpdateWithinMajor, newestReleaseWithinMajor } from './release-policy.js';
