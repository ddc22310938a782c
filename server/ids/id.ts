import { createKsuidGenerator, ksuidSeconds } from './ksuid.js';

/*
 * Resource ids are `<prefix>_<KSUID>` (docs/decisions/0006-ids.md; spec/openapi.yaml `info.description`,
 * "Identifiers"): the prefix names the kind (`acct`, `bd`, `sshca`, ...), the 27-character KSUID makes them
 * time-sortable.
 */

const PREFIX_PATTERN = /^[a-z][a-z0-9]*$/;
const nextKsuid = createKsuidGenerator();

/** A new id for the given kind prefix. Ids made by one process sort (as bytes) in creation order. */
export function newId(prefix: string): string {
  if (!PREFIX_PATTERN.test(prefix)) throw new TypeError(`newId: invalid prefix ${JSON.stringify(prefix)}`);
  return `${prefix}_${nextKsuid()}`;
}

/** The prefix of a well-formed id (`bd_2a…` → `bd`), undefined when `id` is not one. */
export function idPrefix(id: string): string | undefined {
  const separator = id.lastIndexOf('_');
  if (separator < 0) return undefined;
  const prefix = id.slice(0, separator);
  if (!PREFIX_PATTERN.test(prefix) || ksuidSeconds(id.slice(separator + 1)) === undefined) return undefined;
  return prefix;
}

/** True when `id` is a well-formed id of the given kind: route handlers answer 404 otherwise. */
export function isId(id: unknown, prefix: string): id is string {
  return typeof id === 'string' && idPrefix(id) === prefix;
}
