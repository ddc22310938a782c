/** The `{name}` parameters of a path template, in order (RFC 6570 level 1, as OpenAPI uses it). */
export function pathTemplateParams(path: string): string[] {
  return [...path.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1] ?? '');
}
