import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_ROWS, MAX_STATEMENT_TEXT, statementParts } from './statement-parts.js';

/** A member: its name and the text length of each of its rows. */
type Member = readonly [name: string, rows: readonly number[]];
const partsOf = (members: readonly Member[]) =>
  statementParts(
    members,
    ([, rows]) => rows,
    (text) => text,
  ).map((part) => part.map(([name]) => name));

const ROWS_OF_ONE = Array.from({ length: MAX_STATEMENT_ROWS }, (_, i): Member => [`m${i}`, [1]]);

describe('statementParts', () => {
  const cases: [name: string, given: readonly Member[], want: string[][]][] = [
    ['nothing', [], []],
    [
      'ordinary rows: one statement',
      [
        ['a', [500]],
        ['b', [500, 500]],
        ['c', [640]],
      ],
      [['a', 'b', 'c']],
    ],
    ['rows up to the bound: one statement', ROWS_OF_ONE, [ROWS_OF_ONE.map(([name]) => name)]],
    ['one row more: a second statement', [...ROWS_OF_ONE, ['last', [1]]], [ROWS_OF_ONE.map(([name]) => name), ['last']]],
    [
      'text up to the bound: one statement',
      [
        ['a', [MAX_STATEMENT_TEXT - 1]],
        ['b', [1]],
      ],
      [['a', 'b']],
    ],
    [
      'one character more: a second statement',
      [
        ['a', [MAX_STATEMENT_TEXT - 1]],
        ['b', [2]],
      ],
      [['a'], ['b']],
    ],
    [
      'large rows: one statement each',
      [
        ['a', [75_000]],
        ['b', [75_000]],
        ['c', [10]],
      ],
      [['a'], ['b'], ['c']],
    ],
    [
      'a member over the bound keeps its rows together, alone',
      [
        ['a', [10]],
        ['b', [40_000, 40_000]],
        ['c', [10]],
      ],
      [['a'], ['b'], ['c']],
    ],
    [
      'a member of more rows than the bound, alone',
      [
        ['a', [1]],
        ['many', Array(MAX_STATEMENT_ROWS + 1).fill(1)],
        ['c', [1]],
      ],
      [['a'], ['many'], ['c']],
    ],
  ];
  it.each(cases)('%s', (_name, given, want) => {
    expect(partsOf(given)).toEqual(want);
  });
});
