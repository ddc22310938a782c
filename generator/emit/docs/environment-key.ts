/**
 * Snippet libraries write every header value as a string literal, but no sample may carry a secret: each must
 * read the API key from the environment variable the README and curl use. The request handed to the library
 * carries KEY_PLACEHOLDER where the key goes; here the string literal holding it is split around it and
 * rebuilt as `"Bearer " + <read the variable>` in the language's own syntax, plus the import the read needs.
 * Anything unexpected (the placeholder outside a plain literal, no import block to extend) throws: a
 * library upgrade that changes its output fails generation instead of shipping a sample without the key.
 */

/** How one language reads an environment variable. */
export interface EnvironmentReading {
  /** The quote character the snippet library writes header values in. */
  readonly quote: '"' | "'";
  /** The string concatenation operator. */
  readonly concat: string;
  /** The expression that reads the variable (and fails or is empty when unset, as the language does). */
  read(variable: string): string;
  /** Adds what `read` needs (an import) to the program. */
  addImport?(source: string): string;
}

/** Stands for the key in the request given to the snippet library; plain letters, so no language escapes it. */
export const KEY_PLACEHOLDER = 'KEY_FROM_ENVIRONMENT';

export const javascript: EnvironmentReading = { quote: "'", concat: '+', read: (v) => `process.env.${v}` };

export const python: EnvironmentReading = {
  quote: '"',
  concat: '+',
  read: (v) => `os.environ["${v}"]`,
  addImport: (source) => `import os\n${source}`,
};

export const go: EnvironmentReading = {
  quote: '"',
  concat: '+',
  read: (v) => `os.Getenv("${v}")`,
  addImport: (source) => {
    const block = /^import \(\n((?:\t"[^"\n]+"\n)*)\)/m;
    if (!block.test(source)) throw new Error('Go sample has no import block to add "os" to');
    return source.replace(block, (_, specs: string) => `import (\n${specs}\t"os"\n)`);
  },
};

export const ruby: EnvironmentReading = { quote: "'", concat: '+', read: (v) => `ENV.fetch('${v}')` };

export const java: EnvironmentReading = { quote: '"', concat: '+', read: (v) => `System.getenv("${v}")` };

/** `source` with the placeholder's string literal replaced by an expression reading `variable`. */
export function readKeyFromEnvironment(source: string, language: EnvironmentReading, variable: string): string {
  const occurrences = source.split(KEY_PLACEHOLDER).length - 1;
  if (occurrences === 0) return source; // the operation sends no credential
  const q = language.quote;
  // An opening quote not itself escaped, then no quote, backslash or line break up to the closing one.
  const literal = new RegExp(`(?<!\\\\)${q}([^${q}\\\\\\n]*)${KEY_PLACEHOLDER}([^${q}\\\\\\n]*)${q}`, 'g');
  let replaced = 0;
  const result = source.replace(literal, (_, before: string, after: string) => {
    replaced += 1;
    const parts = [before === '' ? undefined : `${q}${before}${q}`, language.read(variable), after === '' ? undefined : `${q}${after}${q}`];
    return parts.filter((p) => p !== undefined).join(` ${language.concat} `);
  });
  if (replaced !== occurrences) throw new Error(`the key placeholder is not inside a plain ${q}…${q} string literal in:\n${source}`);
  return language.addImport === undefined ? result : language.addImport(result);
}
