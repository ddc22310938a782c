// Label selection written where a page is read (server/storage/selection.ts): by JavaScript from the read index's
// text on the embedded database, by SQL (jsonb containment) inside PostgreSQL's page statement. The two must select
// what server/agents/label-match.ts selects, in the candidates' order, and write the same bytes: one given/want
// table, run through all three (the SQL on both backends), then through whole list pages on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/accounts/accounts.js';
import { labelsMatch } from '../../server/agents/label-match.js';
import { newId } from '../../server/ids/id.js';
import type { Database } from '../../server/storage/database.js';
import { inJsonbOrder } from '../../server/storage/jsonb-order.js';
import { listPageJson } from '../../server/storage/list-pages.js';
import { openDatabase } from '../../server/storage/open-database.js';
import { createResource } from '../../server/storage/resources.js';
import {
  type Selection,
  type SelectionCandidate,
  selectedEnd,
  selectedEndOfAnswer,
  selectedEndSql,
  selectionLength,
  selectionParam,
} from '../../server/storage/selection.js';
import { storedAnswer } from '../../server/storage/stored-answers.js';
import { storageBackends } from './backends.js';

const backends = storageBackends();
afterAll(() => Promise.all(backends.map((harness) => harness.stop())));

/** Candidates with the labels SQL or JSON could get wrong: quotes, backslashes, characters beyond the BMP, case. */
const CANDIDATES: readonly SelectionCandidate[] = [
  { labels: { app: 'web' }, json: '{"id":"tn_1"}' },
  { labels: { app: 'web', env: 'prod' }, json: '{"id":"tn_2","uri":"http://x/\\"q\\""}' },
  { labels: { app: 'db' }, json: '{"id":"tn_3"}' },
  { labels: { App: 'web' }, json: '{"id":"tn_4"}' },
  { labels: { quote: '"a" \\ b', emoji: '😀 ünï' }, json: '{"id":"tn_5"}' },
  // The same label set as the first: sent once, listed twice.
  { labels: { app: 'web' }, json: '{"id":"tn_6"}' },
  // A key and value that join to another pair's text; a key of several UTF-8 bytes a character.
  { labels: { ab: 'c', ké: 'ü' }, json: '{"id":"tn_7"}' },
];

/** Given: a body's selector (`labels`; undefined for none) → want: the candidates listed, by their id. */
const TABLE: readonly (readonly [given: Record<string, unknown> | undefined, want: readonly string[]])[] = [
  [{ app: 'web' }, ['tn_1', 'tn_2', 'tn_6']],
  [{ app: 'web', env: 'prod' }, ['tn_2']],
  [{ env: 'prod' }, ['tn_2']],
  [{ app: 'db' }, ['tn_3']],
  [{ App: 'web' }, ['tn_4']],
  [{ app: 'WEB' }, []],
  [{ app: 'web', env: 'dev' }, []],
  [{ quote: '"a" \\ b' }, ['tn_5']],
  [{ quote: '"a" \\ b', emoji: '😀 ünï' }, ['tn_5']],
  [{ emoji: '😀 uni' }, []],
  [{ ab: 'c' }, ['tn_7']],
  [{ a: 'bc' }, []],
  [{ ké: 'ü' }, ['tn_7']],
  [{ k: 'éü' }, []],
  // An empty selector selects nothing (label-match.ts), nor does none.
  [{}, []],
  [undefined, []],
];

const selection: Selection = { member: 'tunnels', selector: 'labels', candidates: CANDIDATES };
const bodyOf = (labels: Record<string, unknown> | undefined) => (labels === undefined ? { description: 'none' } : { labels });
const endOf = (ids: readonly string[]) =>
  `,"tunnels":[${CANDIDATES.filter((candidate) => ids.some((id) => candidate.json.includes(`"${id}"`)))
    .map((candidate) => candidate.json)
    .join(',')}]}`;

describe('selectionLength', () => {
  const of = (...labels: Array<Record<string, string>>): Selection => ({
    member: 'tunnels',
    selector: 'labels',
    candidates: labels.map((set, i) => ({ labels: set, json: `{"id":"tn_${i}"}` })),
  });
  it.each([
    { given: 'no candidates', selection: of(), want: 0 },
    { given: 'a candidate without labels', selection: of({}), want: 0 },
    { given: 'keys and values, every candidate', selection: of({ app: 'web' }, { env: 'prod', tier: '1' }), want: 6 + 7 + 5 },
    { given: 'code units, not bytes (an emoji is two)', selection: of({ é: '🚀' }), want: 3 },
  ])('$given: $want', ({ selection, want }) => {
    expect(selectionLength(selection)).toBe(want);
  });
});

describe('label selection in JavaScript', () => {
  it.each(TABLE)('%j selects %j, as labelsMatch does', (given, want) => {
    const matched = CANDIDATES.filter((candidate) => labelsMatch(candidate.labels, (given ?? {}) as Record<string, string>));
    expect(endOf(matched.map((candidate) => /"id":"(\w+)"/.exec(candidate.json)![1]!))).toBe(endOf(want));
    expect(selectedEnd(selection, given)).toBe(endOf(want));
    // From a stored answer, as the read index and GET by id have it: its labels found by scanning, in jsonb's key order.
    const answer = storedAnswer(
      Date.parse('2026-12-02T00:00:00Z'),
      JSON.stringify(inJsonbOrder({ metadata: '"labels":{"app":"web"}', ...(given === undefined ? {} : { labels: given }) })),
    );
    expect(selectedEndOfAnswer(selection, answer)).toBe(endOf(want));
  });

  it('sends each distinct label set once', () => {
    const param = JSON.parse(selectionParam(selection)) as { sets: unknown[]; candidates: { set: number }[] };
    expect(param.sets).toHaveLength(6);
    expect(param.candidates.map((candidate) => candidate.set)).toEqual([0, 1, 2, 3, 4, 0, 5]);
  });
});

for (const harness of backends) {
  describe.skipIf(!harness.available)(`label selection on ${harness.backend}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await openDatabase((await harness.freshTarget()).options);
    });
    afterAll(() => db?.close());

    it.each(TABLE)('SQL: %j selects %j, the same bytes as JavaScript', async (given, want) => {
      const { rows } = await db.query<{ end: string }>(`SELECT ${selectedEndSql('r', '$1::jsonb')} AS "end" FROM (SELECT $2::jsonb AS body) AS r`, [
        selectionParam(selection),
        JSON.stringify(bodyOf(given)),
      ]);
      expect(rows[0]!.end).toBe(endOf(want));
    });

    it('a list page ends each item with what its labels select, outside and inside a transaction', async () => {
      const accountId = (await createAccount(db, { name: 'selection', mayReportAbuse: false })).accountId;
      const kind = 'tunnel_group_backend';
      const ids: string[] = [];
      for (const [given] of TABLE) {
        const id = newId('bkdtg');
        await db.transaction((tx) => createResource(tx, { id, accountId, kind, body: bodyOf(given) }));
        ids.push(id);
      }
      const query = { limit: 100, uriPrefix: 'http://api.test/backends/tunnel_group/', selection };
      // Newest first: the table's last row is the page's first item.
      const want = ids.map((id, i) => [id, endOf(TABLE[i]![1])] as const).reverse();
      for (const page of [await listPageJson(db, kind, accountId, query), await db.transaction((tx) => listPageJson(tx, kind, accountId, query))]) {
        const items = JSON.parse(`[${page.parts.map((part) => part.toString()).join('')}]`) as { id: string; tunnels: unknown[] }[];
        expect(items.map((item) => [item.id, `,"tunnels":${JSON.stringify(item.tunnels)}}`])).toEqual(want);
        const text = page.parts.map((part) => part.toString()).join('');
        for (const [, end] of want) expect(text).toContain(end);
      }
    });
  });
}
