/**
 * Casing rules shared by every target. Words are split on anything that is not a letter or digit.
 * PascalCase keeps a word's humps (`OAuth` stays `OAuth` inside a type name), so names read as in the spec;
 * camelCase makes the first word's acronym a word (`APIKeys` → `apiKeys`, `VPCs` → `vpcs`, `OAuthApps` →
 * `oauthApps`) and spells a leading number (`1-Click Applications` → `oneClickApplications`), so that no
 * identifier starts with a digit, an underscore or a lone capital it was not given.
 */

export function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
}

/**
 * A word's humps: acronyms (with a plural `s`) are one hump, a capital starts a hump, digits stay with what
 * they follow: `APIKeys` → `API`, `Keys`; `VPCs` → `VPCs`; `OAuth2Token` → `OAuth2`, `Token`.
 */
export function humps(word: string): string[] {
  const found = word.match(/[A-Z]{2,}s(?=[A-Z0-9]|$)|[A-Z]+(?![a-z])[0-9]*|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [];
  // A lone capital before a word belongs to it: `OAuth` is one word, not `O` and `Auth`.
  const merged: string[] = [];
  for (const hump of found) {
    const last = merged.at(-1);
    if (last !== undefined && /^[A-Z]$/.test(last) && /^[A-Z][a-z]/.test(hump)) merged[merged.length - 1] = last + hump;
    else merged.push(hump);
  }
  return merged;
}

/** `https_edge_route_oauth_module` → `httpsEdgeRouteOauthModule`; `Fine-tuning` → `fineTuning`; `APIKeys` → `apiKeys`. */
export function camelCase(text: string): string {
  const [first = '', ...rest] = words(text);
  const [head = '', ...tail] = humps(first);
  return spellLeadingNumber(head.toLowerCase()) + [...tail, ...rest].map(upperFirst).join('');
}

/** `tunnel_group_backend` → `TunnelGroupBackend`; already-Pascal names are unchanged. */
export function pascalCase(text: string): string {
  return words(text).map(upperFirst).join('');
}

export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** `1click` → `oneClick`, `2fa` → `twoFa`, `365days` → `threeSixFiveDays`: an identifier cannot start with a digit. */
function spellLeadingNumber(word: string): string {
  const match = /^([0-9]+)(.*)$/.exec(word);
  if (match === null) return word;
  const [, digits = '', rest = ''] = match;
  const spelt =
    Number(digits) <= 20 && !/^0./.test(digits)
      ? NUMBER_WORDS[Number(digits)]!
      : [...digits].map((digit, i) => (i === 0 ? NUMBER_WORDS[Number(digit)]! : upperFirst(NUMBER_WORDS[Number(digit)]!))).join('');
  return spelt + upperFirst(rest);
}
