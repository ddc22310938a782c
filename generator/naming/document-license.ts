/**
 * The license a document gives its API (`info.license`), as the SPDX expression npm's `license` field takes: the
 * 3.1 `identifier` when present, else the `name` when it is an SPDX identifier or a common spelling of one
 * (`Apache 2.0` → `Apache-2.0`). Undefined when the document names none or one npm cannot express (the
 * generator invents no license; the config's `license` wins over the document's).
 */
const SPDX = new Map(
  [
    'MIT',
    'Apache-2.0',
    'BSD-2-Clause',
    'BSD-3-Clause',
    'ISC',
    'MPL-2.0',
    'GPL-2.0-only',
    'GPL-3.0-only',
    'LGPL-2.1-only',
    'LGPL-3.0-only',
    'AGPL-3.0-only',
    'CC0-1.0',
    'CC-BY-4.0',
    'Unlicense',
    '0BSD',
    'EPL-2.0',
  ].map((id) => [spelling(id), id]),
);
SPDX.set(spelling('Apache License 2.0'), 'Apache-2.0');
SPDX.set(spelling('Apache License, Version 2.0'), 'Apache-2.0');
SPDX.set(spelling('MIT License'), 'MIT');

export function documentLicense(bundle: Readonly<Record<string, unknown>>): string | undefined {
  const info = asNode(bundle['info']);
  const license = asNode(info?.['license']);
  const identifier = license?.['identifier'];
  if (typeof identifier === 'string' && /^[A-Za-z0-9.+-]+( (AND|OR|WITH) [A-Za-z0-9.+-]+)*$/.test(identifier.trim())) return identifier.trim();
  const name = license?.['name'];
  return typeof name === 'string' ? SPDX.get(spelling(name)) : undefined;
}

/** Case, spaces, dashes, commas and a `v` before the version do not matter: `apache 2.0` = `Apache-2.0`. */
function spelling(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bv(?=\d)/g, '')
    .replace(/[\s,-]+/g, '');
}

function asNode(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
