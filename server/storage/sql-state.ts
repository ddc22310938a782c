/** PostgreSQL error codes we translate (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const SQL_STATE = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  /** jsonb: a `\u0000` escape. */
  untranslatableCharacter: '22P05',
  /** jsonb: a lone surrogate escape (our JSON comes from JSON.stringify, so nothing else raises it). */
  invalidTextRepresentation: '22P02',
  /** text: a 0x00 byte. */
  characterNotInRepertoire: '22021',
} as const;

/** Both `pg` and PGlite raise errors carrying the server's SQLSTATE in `code` and the `constraint`. */
export function sqlStateOf(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  };
}
