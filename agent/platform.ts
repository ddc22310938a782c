/**
 * The OS name an agent reports (spec/components/schemas/TunnelSession.yaml `os`), lower case. Node calls
 * Windows `win32`; users and the restart rule (docs/decisions/0015-agent-commands.md: Windows cannot
 * restart) call it `windows`.
 */
export function hostOs(platform: NodeJS.Platform = process.platform): string {
  return platform === 'win32' ? 'windows' : platform;
}
