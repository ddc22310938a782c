/**
 * Header maps the API stores (HTTP response backend `headers`, response headers module `add`): names are
 * case-insensitive (RFC 9110 §5.1), so they are stored and returned in lower case
 * (spec/components/schemas/HTTPResponseBackend.yaml, ResponseHeadersModule.yaml). The schema already refuses
 * names that are not tokens and values with CR, LF or NUL; two names that differ only in case would silently
 * overwrite each other, so that is refused here.
 */
import { ApiError } from '../errors/api-error.js';
import { pointerSegment } from './references.js';

export function lowerCaseHeaders(headers: Readonly<Record<string, string>>, pointer: string): Record<string, string> {
  const out: Record<string, string> = {};
  const original = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const earlier = original.get(lower);
    if (earlier !== undefined) {
      const at = `${pointer}/${pointerSegment(name)}`;
      throw new ApiError(
        'HEADER_NAME_INVALID',
        { pointer: at, name },
        {
          problems: [
            {
              pointer: at,
              rule: 'unique',
              error_code: 'HEADER_NAME_INVALID',
              message: `${at}: ${name} repeats header ${earlier} (header names are case-insensitive).`,
            },
          ],
        },
      ).withMessage(`${at}: ${name} repeats header ${earlier} (header names are case-insensitive).`);
    }
    original.set(lower, name);
    out[lower] = value;
  }
  return out;
}
