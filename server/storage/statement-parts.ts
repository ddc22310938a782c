/**
 * How deferred rows are split into statements (commit-groups.ts on the embedded database, insert-batches.ts on
 * PostgreSQL). The rows of transactions that only insert go to the database as one multi-row INSERT, since its
 * cost is per statement (docs/decisions/0070-batched-inserts.md), but within two bounds: rows, and the text the
 * rows send. Twenty creates of the largest bodies the request bounds allow made one statement of 1.5 MB, and
 * every copy of it was as large: the SQL text (V8's large-object space, which only a full collection empties),
 * the wire protocol's buffer, and the embedded database's copy in its WebAssembly memory, whose high-water mark
 * the process keeps for good (docs/decisions/0086-worst-case-list-memory.md). Bounded, the statements of ordinary
 * rows are as before (a hundred rows of up to 640 characters fit), and a large row costs one statement of its own.
 */

/** Rows per statement at most. */
export const MAX_STATEMENT_ROWS = 100;
/** Characters of the rows' text per statement at most (a member whose rows alone exceed it is a part alone). */
export const MAX_STATEMENT_TEXT = 64 * 1024;

/**
 * `members` in order, in parts to insert as one statement each: at most MAX_STATEMENT_ROWS rows and
 * MAX_STATEMENT_TEXT characters of their text (`textOf`), a member's rows always in one part (they commit or fail
 * together), so a member over either bound is a part alone.
 */
export function statementParts<Member, Row>(members: readonly Member[], rowsOf: (member: Member) => readonly Row[], textOf: (row: Row) => number): Member[][] {
  const parts: Member[][] = [];
  let part: Member[] = [];
  let rows = 0;
  let text = 0;
  for (const member of members) {
    const memberRows = rowsOf(member);
    let memberText = 0;
    for (const row of memberRows) memberText += textOf(row);
    if (part.length > 0 && (rows + memberRows.length > MAX_STATEMENT_ROWS || text + memberText > MAX_STATEMENT_TEXT)) {
      parts.push(part);
      part = [];
      rows = 0;
      text = 0;
    }
    part.push(member);
    rows += memberRows.length;
    text += memberText;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
