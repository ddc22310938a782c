/**
 * How many tunnels an account may have online at once (docs/decisions/0100-online-tunnels-per-account.md). A
 * tunnel group backend lists every online tunnel its labels match, so without this bound a page of backends had no
 * worst case once agents were online; at the default the largest backend that lists tunnels is smaller than the
 * largest one that lists none (docs/decisions/0051-request-bounds.md).
 *
 * Decided when an agent says hello, counting every instance's sessions (session-directory.ts `admit`): the agent
 * over the limit is refused with the close code `CLOSE_CODES.tunnelLimit`, which is not fatal, so it tries again
 * later and may take a place another tunnel freed; one that alone starts more than the limit with
 * `CLOSE_CODES.forbidden`, which is: it would never fit.
 */

/** The refusal code the agent prints, beside the message. */
export const TUNNEL_LIMIT_CODE = 'TUNNEL_LIMIT_EXCEEDED';

/**
 * What the agent prints: the limit, what is online and what it asked for (at most 123 bytes: a close reason);
 * `online` undefined for an agent that alone starts more than the limit.
 */
export function tunnelLimitMessage(maxTunnels: number, online: number | undefined, announced: number): string {
  if (online === undefined) return `Your account is limited to ${maxTunnels} online tunnels: this agent alone starts ${announced}.`;
  return `Your account is limited to ${maxTunnels} online tunnels: ${online} are online and this agent starts ${announced}.`;
}
