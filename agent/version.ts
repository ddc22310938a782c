/** The version this agent program reports when not told otherwise (`--version`). */
export const AGENT_VERSION = '3.0.0';
