// The kinds that store their answers are named in two places nothing else checks against each other: the code
// (server/storage/stored-answers.ts ANSWER_STORING_KINDS, which storage writes by) and the SQL of the migration
// whose triggers fill a row written without one (docs/decisions/0087-stored-answers.md). Each `storedBodyIsApi`
// kind of server/resources/ must be one of them too, or it is answered through `toApi`, never as stored.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANSWER_STORING_KINDS } from '../../server/storage/stored-answers.js';

const root = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(root, 'server/storage/migrations');

/** Each `kind IN ('a', 'b', …)` list of a SQL text, sorted. */
function kindLists(sql: string): string[][] {
  return [...sql.matchAll(/\bkind IN \(([^)]*)\)/g)].map((match) => [...match[1]!.matchAll(/'([^']*)'/g)].map((kind) => kind[1]!).sort());
}

const codeKinds = [...ANSWER_STORING_KINDS].sort();

describe('the kinds that store their answers', () => {
  it('parses the kind lists it compares', () => {
    expect(kindLists("WHEN (NEW.kind IN ('b', 'a')) AND kind IN ('c')")).toEqual([['a', 'b'], ['c']]);
  });

  it("are the ones the latest migration's answer triggers name, and each kind's rows were filled by a migration", () => {
    const files = fs
      .readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const sqlOf = (name: string) => fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    const defining = files.filter((name) => sqlOf(name).includes('CREATE TRIGGER resources_answer_on_insert'));
    const latest = defining.at(-1);
    expect(latest).toBeDefined();
    // The insert trigger and the update trigger of the latest migration that creates them (007).
    const triggers = [...sqlOf(latest!).matchAll(/CREATE TRIGGER resources_answer_on_(?:insert|update)[^;]*;/g)].map((statement) => kindLists(statement[0]));
    expect(triggers).toHaveLength(2);
    for (const lists of triggers) expect(lists).toEqual([codeKinds]);
    // The UPDATEs that fill the rows already there when a kind was added (005's five kinds, 007's three).
    const filled = defining.flatMap((name) =>
      [...sqlOf(name).matchAll(/UPDATE resources SET answer = NULL[^;]*;/g)].flatMap((statement) => kindLists(statement[0]).flat()),
    );
    expect(filled.sort()).toEqual(codeKinds);
  });

  it('are the storedBodyIsApi kinds of server/resources/', async () => {
    const dir = path.join(root, 'server/resources');
    const storedBodyIsApi: string[] = [];
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))) {
      const module: Record<string, unknown> = await import(path.join(dir, name));
      for (const value of Object.values(module)) {
        const kind = value as { storedBodyIsApi?: unknown; resource?: { kind?: unknown } } | null;
        if (typeof kind === 'object' && kind !== null && kind.storedBodyIsApi === true) storedBodyIsApi.push(String(kind.resource?.kind));
      }
    }
    expect(storedBodyIsApi.sort()).toEqual(codeKinds);
  });
});
