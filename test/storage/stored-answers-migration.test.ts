// A database written by the previous version (no `answer` column) is migrated when it is opened
// (server/storage/migrations/005_stored_answers.sql, docs/decisions/0087-stored-answers.md): every resource of
// a kind that stores its answer gets one, and reads then answer exactly the bytes that version answered,
// newest first, on both databases; other kinds keep none; writes after the migration store theirs.
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { newId } from '../../server/ids/id.js';
import { storedJsonAnswer } from '../../server/resources/crud.js';
import { listPageJson } from '../../server/storage/list-pages.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { compactJsonb } from '../../server/storage/resource-index.js';
import { createResource, getResource, getStoredAnswer, updateResource } from '../../server/storage/resources.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

const PREFIX = 'http://api.test/backends/';

/** Given: bodies of kinds that store their answers, as the previous version stored them. */
const OLD_RESOURCES: readonly (readonly [kind: string, prefix: string, body: Record<string, unknown>])[] = [
  ['ip_policy', 'ipp', {}],
  ['http_response_backend', 'bkdhr', { description: 'naïve "quoted" \\ ☃ 😀', body: 'x, y: z', headers: { 'X-A': '1' }, status_code: 200, n: 1.5 }],
  ['http_response_backend', 'bkdhr', { metadata: '{"a":[1,2]}', nested: { list: [1, 'b', null, {}] } }],
  ['weighted_backend', 'bkdwt', { backends: { bkdhr_1: 1 } }],
  ['certificate_authority', 'ca', { ca_pem: '-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n' }],
  ['endpoint_configuration', 'ec', { type: 'https', description: 'd' }],
];

for (const harness of backends) {
  describe.skipIf(!harness.available)(`stored answers migrated on ${harness.backend}`, () => {
    it('an existing database gets every answer the previous version read, byte for byte, and keeps working', async () => {
      const { options } = await harness.freshTarget();
      const before = await openDatabase(options);
      const { accountId } = await createAccount(before, { name: 'old', mayReportAbuse: false });
      // The previous version's schema and rows: no `answer` column, migration 005 not applied.
      await before.query('DROP TRIGGER resources_answer_on_insert ON resources');
      await before.query('DROP TRIGGER resources_answer_on_update ON resources');
      await before.query('DROP FUNCTION resources_answer_from_body()');
      await before.query('ALTER TABLE resources DROP COLUMN answer');
      await before.query('DELETE FROM schema_migrations WHERE version = 5');
      const old: { kind: string; id: string; answer: string }[] = [];
      for (const [index, [kind, prefix, body]] of OLD_RESOURCES.entries()) {
        const id = newId(prefix);
        const createdAt = new Date(Date.UTC(2026, 0, 2, 3, 4, 5 + index, 678));
        await before.query('INSERT INTO resources (id, account_id, kind, body, created_at, updated_at) VALUES ($1, $2, $3, $4::text::jsonb, $5, $5)', [
          id,
          accountId,
          kind,
          JSON.stringify(body),
          createdAt.toISOString(),
        ]);
        // What that version answered: the body's text as PostgreSQL writes it (the embedded read index without its spaces).
        const { rows } = await before.query<{ body: string }>('SELECT body::text AS body FROM resources WHERE id = $1', [id]);
        const text = harness.backend === 'pglite' ? compactJsonb(rows[0]!.body) : rows[0]!.body;
        const head = `{"id":"${id}","uri":"${PREFIX}${id}","created_at":"${createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}"`;
        old.push({ kind, id, answer: text === '{}' ? `${head}}` : `${head},${text.slice(1)}` });
      }
      const unstored = newId('sshca');
      await before.query('INSERT INTO resources (id, account_id, kind, body) VALUES ($1, $2, \'ssh_certificate_authority\', \'{"private_key": "sealed"}\')', [
        unstored,
        accountId,
      ]);
      await before.close();

      // Opened again, as a start does: migrated.
      const db = await openDatabase(options);
      try {
        const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations WHERE version = 5');
        expect(rows).toHaveLength(1);
        for (const { kind, id, answer } of old) {
          expect(storedJsonAnswer((await getStoredAnswer(db, kind, accountId, id))!, PREFIX + id)).toBe(answer);
          // Parsed records read as before.
          expect((await getResource(db, kind, accountId, id))!.body).toEqual(
            JSON.parse(answer.replace(/^\{"id":"[^"]*","uri":"[^"]*","created_at":"[^"]*",?/, '{')),
          );
        }
        const page = await listPageJson(db, 'http_response_backend', accountId, { limit: 10, uriPrefix: PREFIX });
        const backends = old.filter((resource) => resource.kind === 'http_response_backend').reverse();
        expect(page.parts.join('')).toBe(backends.map((resource) => resource.answer).join(','));
        const { rows: others } = await db.query<{ answer: string | null }>('SELECT answer FROM resources WHERE id = $1', [unstored]);
        expect(others).toEqual([{ answer: null }]);
        expect((await getResource(db, 'ssh_certificate_authority', accountId, unstored))!.body).toEqual({ private_key: 'sealed' });

        // Written without an answer, as an instance of the previous version writes while a cluster is upgraded:
        // the database fills it, as the migration did.
        const late = newId('ipp');
        await db.query('INSERT INTO resources (id, account_id, kind, body) VALUES ($1, $2, \'ip_policy\', \'{"description": "late"}\')', [late, accountId]);
        // Read inside a transaction: from the database (the embedded read index sees only the server's own writes).
        const fromDatabase = async (id: string) => (await db.transaction((tx) => getStoredAnswer(tx, 'ip_policy', accountId, id)))!.answer;
        const lateAnswer = await fromDatabase(late);
        expect(JSON.parse(`{${lateAnswer}`)).toMatchObject({ description: 'late' });
        await db.query('UPDATE resources SET body = \'{"description": "later"}\' WHERE id = $1', [late]);
        expect(JSON.parse(`{${await fromDatabase(late)}`)).toMatchObject({ description: 'later' });

        // Written after the migration: an update and a create store their answers, as the server writes them.
        const updated = old[1]!;
        await db.transaction((tx) => updateResource(tx, updated.kind, accountId, updated.id, { body: { body: 'new', status_code: 201 } }));
        const created = await db.transaction((tx) =>
          createResource(tx, { kind: 'http_response_backend', accountId, id: newId('bkdhr'), body: { body: 'created' } }),
        );
        const createdAt = created.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
        const after = await listPageJson(db, 'http_response_backend', accountId, { limit: 10, uriPrefix: PREFIX });
        expect(JSON.parse(`[${after.parts.join('')}]`)).toEqual([
          { id: created.id, uri: PREFIX + created.id, created_at: createdAt, body: 'created' },
          JSON.parse(old[2]!.answer),
          { id: updated.id, uri: PREFIX + updated.id, created_at: JSON.parse(updated.answer).created_at, body: 'new', status_code: 201 },
        ]);
        // As the server wrote them: compact, not jsonb's text (the triggers left them alone).
        expect((await getStoredAnswer(db, updated.kind, accountId, updated.id))!.answer).toMatch(/^"created_at":"[^"]+","body":"new","status_code":201}$/);
      } finally {
        await db.close();
      }
    });
  });
}
