/**
 * The embedded database writes parameters into the statement as literals when that is exact
 * (server/storage/inline-parameters.ts): the given/want table for the rewriting, then the proof on PGlite
 * itself that a statement answers the same rows, and fails with the same SQLSTATE, both ways.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineParameters } from '../../server/storage/inline-parameters.js';
import { freshDataDir } from '../support/fresh-data-dir.js';

describe('inlineParameters', () => {
  it.each([
    { sql: 'SELECT $1, $2', params: ['a', 7], want: "SELECT 'a', '7'" },
    { sql: 'SELECT $1', params: ["it's"], want: "SELECT 'it''s'" },
    { sql: 'SELECT $1', params: [null], want: 'SELECT NULL' },
    { sql: 'SELECT $1', params: [undefined], want: 'SELECT NULL' },
    { sql: 'SELECT $1::text[]', params: [['a', 'b"c', 'd\\e']], want: `SELECT '{"a","b\\"c","d\\\\e"}'::text[]` },
    { sql: 'SELECT $1::text[]', params: [[]], want: "SELECT '{}'::text[]" },
    { sql: 'SELECT $1::text[]', params: [['a', null, 'NULL']], want: `SELECT '{"a",NULL,"NULL"}'::text[]` },
    { sql: 'SELECT \'$1\', "$2", $1', params: ['x', 'y'], want: "SELECT '$1', \"$2\", 'x'" },
    { sql: 'SELECT $10, $1', params: ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'ten'], want: "SELECT 'ten', '1'" },
  ])('writes $params into $sql', ({ sql, params, want }) => {
    expect(inlineParameters(sql, params)).toBe(want);
  });

  it.each([
    { why: 'a NUL character', sql: 'SELECT $1', params: ['a\u0000b'] },
    { why: 'a NUL character in an array', sql: 'SELECT $1::text[]', params: [['a\u0000']] },
    { why: 'a Date', sql: 'SELECT $1', params: [new Date(0)] },
    { why: 'a boolean', sql: 'SELECT $1', params: [true] },
    { why: 'an object', sql: 'SELECT $1', params: [{ a: 1 }] },
    { why: 'an infinite number', sql: 'SELECT $1', params: [Number.POSITIVE_INFINITY] },
    { why: 'a missing parameter', sql: 'SELECT $2', params: ['a'] },
    { why: 'a dollar-quoted string', sql: 'SELECT $$x$$, $1', params: ['a'] },
    { why: 'a comment', sql: 'SELECT $1 -- note', params: ['a'] },
    { why: 'a backslash escape string', sql: "SELECT E'\\n', $1", params: ['a'] },
  ])('leaves the statement alone for $why', ({ sql, params }) => {
    expect(inlineParameters(sql, params)).toBeUndefined();
  });
});

describe('inlined statements on PGlite', () => {
  let pg: PGlite;
  let dir: string;
  beforeAll(async () => {
    dir = await freshDataDir();
    pg = await PGlite.create({ dataDir: `${dir}/pgdata` });
    await pg.exec(`CREATE TABLE t (id text PRIMARY KEY, body jsonb, n integer, at timestamptz DEFAULT now(), tags text[])`);
  });
  afterAll(async () => {
    await pg?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const texts = ['plain', 'it\'s "quoted"', 'back\\slash', 'ünïcödé ☃ 😀', '{braces},[brackets]', '', ' leading and trailing ', 'x\ny\tz'];

  it('stores and reads exactly what the parameterised statement does', async () => {
    for (const [index, text] of texts.entries()) {
      const insert = 'INSERT INTO t (id, body, n, tags) VALUES ($1, $2::text::jsonb, $3, $4::text[]) RETURNING id, body, n, tags';
      const params = [`${text}#${index}`, JSON.stringify({ text, list: [text, 1.5, null] }), index, [text, null, 'NULL', text]];
      const inlined = inlineParameters(insert, params);
      expect(inlined).toBeDefined();
      const viaExec = (await pg.exec(inlined!)).at(-1)!.rows;
      await pg.query('DELETE FROM t WHERE id = $1', [params[0]]);
      const viaQuery = (await pg.query(insert, params)).rows;
      expect(viaExec).toEqual(viaQuery);
      const select = 'SELECT id, body, n, tags, at FROM t WHERE id = $1 AND n < $2 AND id = ANY($3::text[]) ORDER BY id LIMIT $4';
      const selectParams = [params[0], 100, [params[0], 'other'], 5];
      expect((await pg.exec(inlineParameters(select, selectParams)!)).at(-1)!.rows).toEqual((await pg.query(select, selectParams)).rows);
    }
  });

  it('fails with the same SQLSTATE', async () => {
    const insert = 'INSERT INTO t (id, body) VALUES ($1, $2::text::jsonb)';
    await pg.query(insert, ['dup', '{}']);
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: { code?: string }) => error.code,
      );
    expect(await codeOf(pg.exec(inlineParameters(insert, ['dup', '{}'])!))).toBe('23505');
    expect(await codeOf(pg.query(insert, ['dup', '{}']))).toBe('23505');
    const nul = JSON.stringify({ text: 'a\u0000b' }); // JSON escapes it as \u0000, which jsonb refuses
    expect(await codeOf(pg.exec(inlineParameters(insert, ['nul', nul])!))).toBe(await codeOf(pg.query(insert, ['nul', nul])));
  });
});
