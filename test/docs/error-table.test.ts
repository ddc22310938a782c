// The docs' error-code table, from the spec's registry (components.x-error-codes): the text of its own section.
import { describe, expect, it } from 'vitest';
import { errorTable } from '../../generator/emit/docs/error-table.js';

describe('errorTable', () => {
  it.each([
    ['no registry', undefined],
    ['a registry that is not a list', { code: 'X' }],
    ['an empty registry', []],
  ])('is empty for %s', (_name, registry) => {
    expect(errorTable(registry)).toBe('');
  });

  it('lists every code by status, then code, with its message and meaning', () => {
    const table = errorTable([
      { code: 'RATE_LIMITED', status: 429, message: 'Too many requests.', description: 'Slow down.' },
      { code: 'UNKNOWN_FIELD', status: 400, message: 'Unknown field {field}.', description: 'Not in the schema.' },
      { code: 'ID_INVALID', status: 400, message: 'Bad id.', description: 'Wrong prefix.' },
    ]);
    expect(table.split('\n')).toEqual([
      'Every error the API returns, with its HTTP status, message (placeholders in braces) and meaning.',
      '',
      '<div class="error-codes">',
      '',
      '| code | status | message | meaning |',
      '| --- | --- | --- | --- |',
      '| `ID_INVALID` | 400 | Bad id. | Wrong prefix. |',
      '| `UNKNOWN_FIELD` | 400 | Unknown field {field}. | Not in the schema. |',
      '| `RATE_LIMITED` | 429 | Too many requests. | Slow down. |',
      '',
      '</div>',
    ]);
  });

  it('escapes pipes and folds line breaks so a cell cannot break the table', () => {
    const table = errorTable([{ code: 'A', status: 400, message: 'a | b', description: 'first\nsecond' }]);
    expect(table.split('\n').at(-3)).toBe('| `A` | 400 | a \\| b | first second |');
  });
});
