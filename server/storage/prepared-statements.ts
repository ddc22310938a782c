/**
 * Named (prepared) statements for PostgreSQL: `pg` prepares a named statement once per connection and
 * then only binds and executes it, so PostgreSQL parses and plans each of our statements once per
 * connection instead of on every request (the shared rate-limit statement is a data-modifying CTE that
 * every API request runs). Statement texts are constants of server/storage, so the set is small; past
 * `MAX_NAMED` texts (text built from data, should one appear) statements run unnamed, as before, so
 * neither this map nor the server's prepared statements grow without bound.
 */
const MAX_NAMED = 500;
const names = new Map<string, string>();

/**
 * The query config `pg` takes: the statement's name when it has or gets one. Statements without
 * parameters keep the simple query protocol `pg` gives them (they may hold several commands, which a
 * prepared statement cannot).
 */
export function preparedQuery(text: string, values: readonly unknown[]): { name?: string; text: string; values: unknown[] } {
  if (values.length === 0) return { text, values: [] };
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `tunnel_api_${names.size + 1}`;
    names.set(text, name);
  }
  return name === undefined ? { text, values: [...values] } : { name, text, values: [...values] };
}
