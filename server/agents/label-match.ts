/**
 * Label selection for tunnel-group backends (spec/components/schemas/TunnelGroupBackend.yaml `labels`: "labels
 * to watch for tunnels on"): a tunnel matches when its labels include every wanted key with the same value.
 *
 * An empty selector matches nothing. A backend is meant to pick out a group of tunnels; sending
 * traffic to every tunnel of the account because no label was given would be a surprise.
 */
export function labelsMatch(tunnelLabels: Readonly<Record<string, string>>, wanted: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(wanted);
  if (entries.length === 0) return false;
  return entries.every(([key, value]) => Object.hasOwn(tunnelLabels, key) && tunnelLabels[key] === value);
}
