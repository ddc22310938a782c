import { timestampOfMillis } from '../context.js';

/*
 * A resource's stored answer (`resources.answer`, docs/decisions/0087-stored-answers.md): the API JSON a read
 * answers for it after `id` and `uri`, written when the resource is written, so that GET by id and list pages
 * send stored text. Kept for the kinds whose API JSON is their stored body after the head
 * (server/resources/crud.ts `storedBodyIsApi`): `"created_at":"…"`, then the body's members, then `}`.
 * A read puts `{"id":"…","uri":"…",` before it; ids are written into that text as they are, so a resource
 * with a stored answer has an id of letters, digits and underscores (every id newId makes).
 */

/**
 * The text of the answer after its `created_at` member, from the body's text as `JSON.stringify` writes it with
 * its keys in jsonb's order (jsonb-order.ts): `}` or `,"key":…}`.
 */
export function answerAfterCreatedAt(bodyText: string): string {
  return bodyText === '{}' ? '}' : `,${bodyText.slice(1)}`;
}

/** The start of the stored answer of a resource created at `createdAt` (epoch milliseconds): its `created_at` member. */
export function answerHead(createdAt: number): string {
  return `"created_at":"${timestampOfMillis(createdAt)}"`;
}

/** The stored answer of a resource created at `createdAt` (epoch milliseconds) whose body's text is `bodyText` (see answerAfterCreatedAt). */
export function storedAnswer(createdAt: number, bodyText: string): string {
  return answerHead(createdAt) + answerAfterCreatedAt(bodyText);
}

/**
 * The SQL of `storedAnswer` from the SQL of a head (answerHead; NULL gives NULL) and of the body's text, each
 * an expression of type text: a write sends the body's text once and the database writes the answer from it,
 * so a large body is not sent twice (docs/decisions/0086-worst-case-list-memory.md). `substr(…, 2)` drops the
 * `{`, as `slice(1)` does (one character either way).
 */
export function storedAnswerSql(head: string, bodyText: string): string {
  return `${head} || CASE WHEN ${bodyText} = '{}' THEN '}' ELSE ',' || substr(${bodyText}, 2) END`;
}

/** The body's JSON text inside a stored answer (its members after `created_at`). */
export function bodyOfStoredAnswer(answer: string): string {
  // `"created_at":"` is 14 characters; the timestamp holds no quote.
  const end = answer.indexOf('"', 14) + 1;
  return answer.charCodeAt(end) === 0x2c /* , */ ? `{${answer.slice(end + 1)}` : '{}';
}

/** Whether `text` (as the read index holds it) is a stored answer rather than a body (`{…}`). */
export function isStoredAnswer(text: string): boolean {
  return text.charCodeAt(0) === 0x22 /* " */;
}

/**
 * The kinds that store their answers: every write of one stores it (resources.ts decides by kind, so no caller
 * can leave it out), and the answer triggers (migration 005, recreated by 007 with three more kinds) fill it for a
 * row written without one. The latest migration that creates them names the same kinds, and every `storedBodyIsApi` kind (server/resources/crud.ts) is one of them
 * (test/storage/stored-answer-kinds.test.ts). Another kind stores its answers only from a new migration that
 * adds it to the triggers and fills its rows (docs/decisions/0087-stored-answers.md); until then the shared
 * CRUD answers it through `toApi`.
 */
export const ANSWER_STORING_KINDS: ReadonlySet<string> = new Set([
  'certificate_authority',
  'credential',
  'endpoint_configuration',
  'http_response_backend',
  'ip_policy',
  'ssh_user_certificate',
  'tunnel_group_backend',
  'weighted_backend',
]);

/** Whether every row of `kind` has its stored answer (ANSWER_STORING_KINDS). */
export function storesAnswer(kind: string): boolean {
  return ANSWER_STORING_KINDS.has(kind);
}

const ANSWERABLE_ID = /^[A-Za-z0-9_]+$/;

/** Refuses an id that could not be written into JSON as it is. */
export function assertAnswerableId(id: string): void {
  if (!ANSWERABLE_ID.test(id))
    throw new Error(`resource id ${JSON.stringify(id)}: a resource with a stored answer needs an id of letters, digits and underscores`);
}
