/**
 * Where a request body holds text no database stores (docs/decisions/0051-request-bounds.md's field errors): an
 * unpaired UTF-16 surrogate passes the schemas' pattern (`^[^\u0000]*$` names NUL only) and is refused by the
 * database, which does not say where. The body is searched for it, so that `TEXT_NOT_STORABLE` has its
 * `details.problems` at the field like every other field error.
 */
import { ApiError } from '../errors/api-error.js';
import { fieldError } from '../resources/field-error.js';

/** A surrogate half without its other half. */
const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The JSON pointer of the first string, value or member name, in `value` that holds an unpaired surrogate. */
export function unpairedSurrogatePointer(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return UNPAIRED.test(value) ? pointer : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unpairedSurrogatePointer(value[i], `${pointer}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, member] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    if (UNPAIRED.test(key)) return at;
    const found = unpairedSurrogatePointer(member, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `TEXT_NOT_STORABLE`, with the problem at the body's field when one holds an unpaired surrogate. */
export function unstorableTextError(body: unknown): ApiError {
  const pointer = unpairedSurrogatePointer(body);
  return pointer === undefined ? new ApiError('TEXT_NOT_STORABLE') : fieldError('TEXT_NOT_STORABLE', {}, pointer, 'storable-text');
}
