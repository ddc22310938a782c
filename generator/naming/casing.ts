/**
 * Casing rules shared by every target. Words are split on anything that is not a letter or digit;
 * existing camel humps are kept (`OAuth` stays `OAuth` inside a name), so names read as in the spec.
 */

export function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
}

/** `https_edge_route_oauth_module` → `httpsEdgeRouteOauthModule`; `Fine-tuning` → `fineTuning`. */
export function camelCase(text: string): string {
  const [first = '', ...rest] = words(text);
  const head = /^[A-Z0-9]+$/.test(first) ? first.toLowerCase() : first.charAt(0).toLowerCase() + first.slice(1);
  return head + rest.map(upperFirst).join('');
}

/** `tunnel_group_backend` → `TunnelGroupBackend`; already-Pascal names are unchanged. */
export function pascalCase(text: string): string {
  return words(text).map(upperFirst).join('');
}

export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
