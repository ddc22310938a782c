import { describe, expect, it } from 'vitest';
import { indentCode } from '../../generator/emit/validators/indent-code.js';

describe('indentCode', () => {
  it('indents blocks by brace depth and ignores braces inside strings', () => {
    const given = [
      'const schema1 = {"description":"a } brace and a \\" quote {"};',
      'function validate1(data){',
      'if(data){',
      'const err = {keyword:"{"};',
      '}',
      'else {',
      'return false;',
      '}',
      'return true;',
      '}',
      'export const x = validate1;',
    ].join('\n');
    expect(indentCode(given).split('\n')).toEqual([
      'const schema1 = {"description":"a } brace and a \\" quote {"};',
      'function validate1(data){',
      '  if(data){',
      '    const err = {keyword:"{"};',
      '  }',
      '  else {',
      '    return false;',
      '  }',
      '  return true;',
      '}',
      'export const x = validate1;',
    ]);
  });
});
