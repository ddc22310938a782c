/*
 * Members of a stored answer that differ by item and are computed when it is read, by label selection: each item
 * ends with `,"<member>":[…]}` listing the candidates whose labels hold every key-value pair of the item's selector
 * (server/agents/label-match.ts). A tunnel group backend's `tunnels`: its `labels` select the account's online
 * tunnels (server/resources/tunnel-group-backends.ts, docs/decisions/0100-online-tunnels-per-account.md).
 *
 * Written where the page is read, so that a page stays its items' stored text whoever is online
 * (docs/decisions/0087-stored-answers.md): by `selectedEnd` from the read index's text on the embedded database,
 * and by `selectedEndSql` inside PostgreSQL's page statement (list-pages.ts), where the same rule is containment of
 * sets of label digests (jsonb arrays, `@>`). test/storage/selection.test.ts holds the two to the same table.
 */
import { createHash } from 'node:crypto';
import { labelsMatch } from '../agents/label-match.js';
import { memberText } from './omit-member.js';

export interface SelectionCandidate {
  readonly labels: Readonly<Record<string, string>>;
  /** What the member lists for it: its JSON text. */
  readonly json: string;
}

export interface Selection {
  /** The member written into each item (`tunnels`). */
  readonly member: string;
  /** The body's member whose object of strings selects (`labels`); absent or empty selects nothing. */
  readonly selector: string;
  /** In the order they are listed. */
  readonly candidates: readonly SelectionCandidate[];
  /**
   * A text that identifies the candidates, labels included, when there is a shorter one than the candidates
   * themselves (online tunnels: their ids, since a tunnel's labels never change): selections with the same key are
   * the same, and PostgreSQL's page reuses the parameter it made for the last one (list-pages.ts).
   */
  readonly key?: string | undefined;
}

/** The code units of the candidates' labels, keys and values: what reading them took, and what they hold. */
export function selectionLength(selection: Selection): number {
  let length = 0;
  for (const candidate of selection.candidates) for (const [key, value] of Object.entries(candidate.labels)) length += key.length + value.length;
  return length;
}

/** What an item whose selector (the body's member `selection.selector`) is `selector` ends with in place of its closing brace: `,"<member>":[…]}`. */
export function selectedEnd(selection: Selection, selector: unknown): string {
  const wanted = typeof selector === 'object' && selector !== null ? (selector as Record<string, string>) : {};
  const listed: string[] = [];
  for (const candidate of selection.candidates) if (labelsMatch(candidate.labels, wanted)) listed.push(candidate.json);
  return `,${JSON.stringify(selection.member)}:[${listed.join(',')}]}`;
}

/**
 * `selectedEnd` of a stored answer (stored-answers.ts): its selector's text found by scanning the answer, and only
 * that parsed; the rest of the body (up to 27 KB of description and metadata) is never made into values.
 */
export function selectedEndOfAnswer(selection: Selection, answer: string): string {
  const text = memberText(answer, selection.selector, 0);
  return selectedEnd(selection, text === undefined ? undefined : JSON.parse(text));
}

/**
 * A label's digest as both sides write it: SHA-256 of its key's UTF-8 length, `:`, the key and the value, its first
 * 16 bytes in base64 (24 characters). The length keeps `a`+`bc` apart from `ab`+`c`; 16 bytes keep an accidental
 * match out of reach, and a crafted one could only list an account's own tunnel in its own backend.
 */
function labelDigest(key: string, value: string): string {
  return createHash('sha256')
    .update(`${Buffer.byteLength(key)}:${key}${value}`)
    .digest()
    .subarray(0, 16)
    .toString('base64');
}

/** `labelDigest` in SQL, of the text expressions `key` and `value`. */
const labelDigestSql = (key: string, value: string) =>
  `encode(substring(sha256(convert_to(octet_length(${key})::text || ':' || ${key} || ${value}, 'UTF8')) from 1 for 16), 'base64')`;

/**
 * The parameter `selectedEndSql` reads: the selection as one jsonb value, its candidates' labels as digests
 * (labelDigest), each distinct set of them once (an agent's tunnels often share theirs) and each candidate the index
 * of its set. The labels themselves would be up to 1.9 MB (100 tunnels of 32 labels of 255 quotes): a string in V8's
 * large-object space for each new selection, and a write buffer that size kept by every pooled connection that sent
 * one (`pg` never shrinks them); as digests it is at most about 120 KB (87 KB of digests, the rest the references with a 200-byte `PUBLIC_URL`).
 */
export function selectionParam(selection: Selection): string {
  const sets: string[] = [];
  const setOf = new Map<string, number>();
  const candidates = selection.candidates.map((candidate) => {
    const digests = JSON.stringify(Object.entries(candidate.labels).map(([key, value]) => labelDigest(key, value)));
    let set = setOf.get(digests);
    if (set === undefined) {
      set = sets.push(digests) - 1;
      setOf.set(digests, set);
    }
    return `{"set":${set},"json":${JSON.stringify(candidate.json)}}`;
  });
  return `{"member":${JSON.stringify(JSON.stringify(selection.member))},"selector":${JSON.stringify(selection.selector)},"sets":[${sets.join(',')}],"candidates":[${candidates.join(',')}]}`;
}

/**
 * `selectedEnd` in SQL, for the row `row` of `resources` (its `body`) and the parameter `param` (selectionParam's
 * jsonb): the candidates in their order whose set of label digests contains every one of the selector's, which must
 * be a non-empty object (no label: jsonb_agg gives NULL, and NULL selects nothing).
 */
export function selectedEndSql(row: string, param: string): string {
  // Parenthesised: `@>` binds as loosely as `->`, left to right.
  const selector = `(${row}.body->(${param}->>'selector'))`;
  return `',' || (${param}->>'member') || ':[' || coalesce((SELECT string_agg(c.value->>'json', ',' ORDER BY c.n)
    FROM (SELECT jsonb_agg(${labelDigestSql('l.key', 'l.value')}) AS digests
            FROM jsonb_each_text(CASE WHEN jsonb_typeof(${selector}) = 'object' THEN ${selector} END) AS l) AS wanted,
         jsonb_array_elements(${param}->'candidates') WITH ORDINALITY AS c(value, n)
    WHERE (${param}->'sets'->((c.value->>'set')::int)) @> wanted.digests), '') || ']}'`;
}
