/**
 * The indefinite article English puts before a word, chosen by how the word sounds, not how it is spelt:
 * "an abuse report", "an HTTPS edge", "an SSH certificate", "a user", "a URL", "a SAML module". Used by the
 * house rule that checks the spec's prose (rules/indefinite-article.js); its given/want table is
 * test/spec/indefinite-article.test.ts.
 */

/** Letters whose spoken name starts with a vowel sound: an "A", an "F", an "HTTP", an "SSH", an "X.509". */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/** Acronyms said as a word rather than letter by letter: "a SAML module", "a JSON body". */
const SPOKEN_AS_WORDS = new Set(['JSON', 'SAML', 'YAML', 'NAT', 'SOAP', 'CORS', 'JWT', 'UUID']);

/** Words whose spelling hides their first sound. */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
const YOU_SOUND = /^(u[bcdfgklmprstvz][aeiouy]|uni(?!n)|use|usu|ut[ai]|eu|ewe)/i;
const W_SOUND = /^(one|once)\b/i;

/**
 * @param {string} word The word that follows the article (its first letters are enough).
 * @returns {'a' | 'an' | undefined} undefined when the word is not one the rule can judge (a number, a symbol).
 */
export function indefiniteArticle(word) {
  const letters = /^[A-Za-z][A-Za-z0-9.]*/.exec(word)?.[0];
  if (letters === undefined) return undefined;
  const leadingCapitals = /^[A-Z]+/.exec(letters)?.[0] ?? '';
  // An acronym (two capitals or more, or one capital not followed by lowercase: "X.509"): said letter by letter unless it is known as a word.
  const acronym = leadingCapitals.length >= 2 || (leadingCapitals.length === 1 && !/[a-z]/.test(letters[1] ?? ''));
  if (acronym && !SPOKEN_AS_WORDS.has(leadingCapitals.replace(/S$/, ''))) {
    // A run of capitals followed by lowercase letters is an acronym then a word ("OAuth", "IPPolicy"): read the
    // first letter either way.
    return VOWEL_SOUND_LETTERS.has(letters[0]) ? 'an' : 'a';
  }
  if (SILENT_H.test(letters)) return 'an';
  if (YOU_SOUND.test(letters) || W_SOUND.test(letters)) return 'a';
  return /^[aeiou]/i.test(letters) ? 'an' : 'a';
}
