// A stored answer's text is built in more than one place, each of which must write the same bytes
// (docs/decisions/0087-stored-answers.md): its head `"created_at":"…"` by JavaScript (stored-answers.ts
// storedAnswer, timestampOfMillis) on create and by SQL's to_char on update (resources.ts updateResource) and in
// migration 005's trigger (a row written without its answer, and the migration's fill); the item's prefix
// The rest of it (the body's members) by JavaScript for the read index and by SQL from the body's text, which a write
// sends once (stored-answers.ts storedAnswerSql): on a deferred insert, a create that checks something, and an update.
// `{"id":"…","uri":"…",` by crud.ts's storedJsonAnswer (GET by id), by list-pages.ts for the read index, and by
// list-pages.ts's SQL (`ITEM`). Run on both databases. (A page of items over 64 KiB, read by the other SQL
// statement, is test/storage/list-pages.test.ts's.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import { storedJsonAnswer } from '../../server/resources/crud.js';
import type { Database, Queryable } from '../../server/storage/database.js';
import { inJsonbOrder } from '../../server/storage/jsonb-order.js';
import { listPageJson } from '../../server/storage/list-pages.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource, getStoredAnswer, type JsonObject, updateResource } from '../../server/storage/resources.js';
import { storedAnswer } from '../../server/storage/stored-answers.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

const KIND = 'http_response_backend';

/** Given: a created_at instant → want: its API text (whole seconds, UTC; years of four digits, where JavaScript and SQL write the same). */
const TIMES: readonly (readonly [given: string, want: string])[] = [
  ['1970-01-01T00:00:00.000Z', '1970-01-01T00:00:00Z'],
  ['1969-12-31T23:59:59.999Z', '1969-12-31T23:59:59Z'],
  ['2026-11-26T18:59:59.999Z', '2026-11-26T18:59:59Z'],
  ['2024-02-29T00:00:00.001Z', '2024-02-29T00:00:00Z'],
  ['2000-01-01T12:34:56.500Z', '2000-01-01T12:34:56Z'],
  ['1000-01-01T00:00:00.000Z', '1000-01-01T00:00:00Z'],
  ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59Z'],
];

/** Characters a URI prefix may hold that JSON writes escaped, or that SQL could mistake. */
const PREFIX = 'http://api.test/a "quoted" \\ path/ünï ✓ 😀\u2028\u0001\'/';

for (const harness of backends) {
  describe.skipIf(!harness.available)(`stored answers' bytes on ${harness.backend}`, () => {
    let db: Database;
    let accountId: string;

    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
      accountId = (await createAccount(db, { name: 'bytes', mayReportAbuse: false })).accountId;
    });

    afterAll(() => db?.close());

    /** The row's answer as the database holds it (inside a transaction: never the embedded read index). */
    const answerIn = async (id: string) => (await db.transaction((tx) => getStoredAnswer(tx, KIND, accountId, id)))!.answer;

    it("writes created_at as JavaScript's timestampOfMillis does, in the trigger and on update", async () => {
      for (const [given, want] of TIMES) {
        const id = newId('bkdhr');
        // Written without an answer (as the previous version wrote): migration 005's trigger writes it.
        await db.query("INSERT INTO resources (id, account_id, kind, body, created_at, updated_at) VALUES ($1, $2, $3, '{}', $4, $4)", [
          id,
          accountId,
          KIND,
          given,
        ]);
        const byTrigger = await answerIn(id);
        const updated = await db.transaction((tx) => updateResource(tx, KIND, accountId, id, { body: {} }));
        const byUpdate = await answerIn(id);
        expect(updated!.createdAt.toISOString()).toBe(given);
        expect({ given, byTrigger, byUpdate, byJavaScript: storedAnswer(Date.parse(given), '{}') }).toEqual({
          given,
          byTrigger: `"created_at":"${want}"}`,
          byUpdate: `"created_at":"${want}"}`,
          byJavaScript: `"created_at":"${want}"}`,
        });
      }
    });

    it("writes the body's members as JavaScript does, from the body's text sent once: deferred insert, checked create, update", async () => {
      /** Bodies whose text SQL could cut or quote wrongly: empty, escapes, quotes, characters beyond the BMP, a large one. */
      const bodies: JsonObject[] = [
        {},
        { description: '' },
        { description: 'naïve "q" \\ ☃ \'single\' 😀 \u2028 \u0001 $1 -- /*', metadata: '{}' },
        { status_code: 200, headers: { 'x-z': '1', 'x-a': '2' }, body: '}' },
        { body: '\u0001'.repeat(20_000), metadata: 'x'.repeat(4096) },
      ];
      for (const body of bodies) {
        const bodyText = JSON.stringify(inJsonbOrder(body));
        const deferred = await db.transaction((tx) => createResource(tx, { id: newId('bkdhr'), accountId, kind: KIND, body }));
        const checked = await db.transaction((tx) =>
          createResource(tx, { id: newId('bkdhr'), accountId, kind: KIND, body, uniques: [{ namespace: 'answer-bytes', value: newId('x') }] }),
        );
        const updated = await db.transaction((tx) => updateResource(tx, KIND, accountId, checked.id, { body }));
        expect({
          body: bodyText.slice(0, 80),
          deferred: await answerIn(deferred.id),
          checked: await answerIn(checked.id),
          updated: await answerIn(updated!.id),
        }).toEqual({
          body: bodyText.slice(0, 80),
          deferred: storedAnswer(deferred.createdAt.getTime(), bodyText),
          checked: storedAnswer(checked.createdAt.getTime(), bodyText),
          updated: storedAnswer(checked.createdAt.getTime(), bodyText),
        });
      }
    });

    it('prefixes each item with the same {"id","uri"} on GET by id and on list pages, outside and inside a transaction', async () => {
      const own = (await createAccount(db, { name: 'prefix', mayReportAbuse: false })).accountId;
      const ids: string[] = [];
      for (const body of [{}, { description: 'naïve "q" \\ ☃', metadata: '{"a":1}' }, { body: 'x', status_code: 201 }]) {
        ids.push(newId('bkdhr'));
        await db.query('INSERT INTO resources (id, account_id, kind, body) VALUES ($1, $2, $3, $4::text::jsonb)', [
          ids.at(-1),
          own,
          KIND,
          JSON.stringify(body),
        ]);
      }
      const newest = [...ids].reverse();
      const paths: [string, <T>(read: (q: Queryable) => Promise<T>) => Promise<T>][] = [
        ['outside a transaction', (read) => read(db)],
        ['inside a transaction', (read) => db.transaction((tx) => read(tx))],
      ];
      for (const [name, on] of paths) {
        const gets: string[] = [];
        for (const id of newest) gets.push(storedJsonAnswer((await on((q) => getStoredAnswer(q, KIND, own, id)))!, PREFIX + id));
        for (const item of gets) expect(JSON.parse(item).uri.startsWith(PREFIX)).toBe(true);
        const page = await on((q) => listPageJson(q, KIND, own, { limit: 100, uriPrefix: PREFIX }));
        expect({ name, page: page.parts.join('') }).toEqual({ name, page: gets.join(',') });
      }
    });
  });
}
