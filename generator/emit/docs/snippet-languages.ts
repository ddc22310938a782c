/**
 * The languages whose samples a snippet library writes (docs/decisions/0024-offline-docs.md): the tab label
 * Redocly shows, the highlighting language, the library's target and client, and how the language reads
 * the key from the environment (environment-key.ts). Each client uses only what the language ships with
 * (Node's fetch, Go's net/http, Ruby's net/http, Java's java.net.http) except Python's `requests`, the
 * library Python readers expect; the tests run every one against the reference server.
 *
 * The library is `@readme/httpsnippet` (ReadMe's maintained fork of Kong's httpsnippet, ESM and CJS, three
 * small dependencies). 11.1.0 is the newest release whose engines allow Node 20 (11.4 asks for Node 22);
 * Kong's httpsnippet 3.x is CommonJS with a CLI's dependencies (yargs, chalk, event-stream), and
 * httpsnippet-lite is a less active fork of it.
 */
import { HTTPSnippet } from '@readme/httpsnippet';
import { type EnvironmentReading, go, java, javascript, python, readKeyFromEnvironment, ruby } from './environment-key.js';
import { harRequest } from './har-request.js';
import type { SampleRequest } from './sample-request.js';
import { javascriptJsonText, javascriptRestore, pythonJsonText, rubyJsonText } from './snippet-quirks.js';

export interface SnippetLanguage {
  readonly label: string;
  readonly lang: string;
  readonly target: 'node' | 'python' | 'go' | 'ruby' | 'java';
  readonly client: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly environment: EnvironmentReading;
  /** Writes a JSON body example for the client's quirks, and undoes what must be undone after (snippet-quirks.ts). */
  readonly jsonText?: (example: unknown) => string;
  readonly restore?: (source: string) => string;
}

export const SNIPPET_LANGUAGES: readonly SnippetLanguage[] = [
  {
    label: 'JavaScript',
    lang: 'javascript',
    target: 'node',
    client: 'fetch',
    environment: javascript,
    jsonText: javascriptJsonText,
    restore: javascriptRestore,
  },
  { label: 'Python', lang: 'python', target: 'python', client: 'requests', environment: python, jsonText: pythonJsonText },
  // checkErrors: a sample a reader copies should not ignore Go errors.
  { label: 'Go', lang: 'go', target: 'go', client: 'native', options: { checkErrors: true }, environment: go },
  { label: 'Ruby', lang: 'ruby', target: 'ruby', client: 'native', environment: ruby, jsonText: rubyJsonText },
  { label: 'Java', lang: 'java', target: 'java', client: 'nethttp', environment: java },
];

/** The request in every snippet language, each reading the key from `keyVariable`. */
export function snippetSamples(request: SampleRequest, keyVariable: string): Array<{ lang: string; label: string; source: string }> {
  const plain = new HTTPSnippet(harRequest(request) as ConstructorParameters<typeof HTTPSnippet>[0]);
  return SNIPPET_LANGUAGES.map((language) => {
    const snippet =
      language.jsonText === undefined ? plain : new HTTPSnippet(harRequest(request, language.jsonText) as ConstructorParameters<typeof HTTPSnippet>[0]);
    const [written] = snippet.convert(language.target, language.client, language.options);
    if (typeof written !== 'string') throw new Error(`httpsnippet wrote no ${language.label} sample for ${request.method} ${request.path}`);
    const source = language.restore === undefined ? written : language.restore(written);
    return { lang: language.lang, label: language.label, source: readKeyFromEnvironment(source, language.environment, keyVariable) };
  });
}
