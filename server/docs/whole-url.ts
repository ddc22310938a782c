/**
 * Replaces a base URL where it stands as a whole URL or as the start of a longer one (`<base>/tunnels`,
 * `<base>?x`), never where it is only the beginning of another host, port or path segment: with
 * `http://127.0.0.1:4010`, the text `http://127.0.0.1:40100` or `http://127.0.0.1:4010.example` stays as it is.
 * The served documents use it to put the server's own URL into the code samples
 * (docs/decisions/0024-offline-docs.md).
 */

/** Characters that would continue a scheme or host before the URL, or its last segment after it. */
const URL_CHARACTER = /[A-Za-z0-9\-._~%:@+]/;

export function replaceWholeUrl(text: string, from: string, to: string): string {
  if (from === '' || from === to) return text;
  let out = '';
  let copied = 0;
  for (let at = text.indexOf(from); at !== -1; at = text.indexOf(from, at + from.length)) {
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + from.length] ?? '';
    // A base URL ending in `/` is followed by its path; otherwise the next character must end the URL's last part.
    const endsHere = from.endsWith('/') || after === '' || !URL_CHARACTER.test(after);
    if (endsHere && (before === '' || !URL_CHARACTER.test(before))) {
      out += text.slice(copied, at) + to;
      copied = at + from.length;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}
