/** `application/json` and structured-syntax `+json` types (RFC 6839 §3.1), with or without parameters. */
export function isJsonMediaType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}
