/** Compiled modules get names of their own (generator/emit/validators/local-names.ts): a given/want table. */
import { describe, expect, it } from 'vitest';
import { localizeNames } from '../../generator/emit/validators/local-names.js';

const GLOBALS = new Set(['validate151', 'validate12', 'schema196', 'schema51', 'pattern16', 'formats98', 'func3', 'wrapper2']);

describe('local names of a compiled module', () => {
  it.each([
    [
      'the own function is `validate`, the others numbered per prefix in order of appearance',
      'const schema196 = {};\nconst schema51 = {};\nfunction validate151(data){ return validate12(data) && schema51 && schema196; }',
      'const schema0 = {};\nconst schema1 = {};\nfunction validate(data){ return validate0(data) && schema1 && schema0; }',
    ],
    ['a property after a dot stays as it is', 'validate151.errors = data.schema196; x.pattern16;', 'validate.errors = data.schema196; x.pattern16;'],
    ['a spread is code', 'vErrors.push(...validate12.errors);', 'vErrors.push(...validate0.errors);'],
    [
      'strings keep their text, with any quote',
      'const schema51 = {"a":"schema51 \\"validate12\\""}; f(\'pattern16\', `formats98`);',
      'const schema0 = {"a":"schema51 \\"validate12\\""}; f(\'pattern16\', `formats98`);',
    ],
    ['comments keep their text', '/*# sourceURL="/x/schema196" */ // pattern16\nformats98;', '/*# sourceURL="/x/schema196" */ // pattern16\nformats0;'],
    [
      'a regular expression literal is not a comment',
      'key.replace(/\\//g, "~1") + schema196 + key.replace(/[/]/g, "") + pattern16',
      'key.replace(/\\//g, "~1") + schema0 + key.replace(/[/]/g, "") + pattern0',
    ],
    ['a division is not a regular expression', 'a = (data / 2) / schema196.x; func3(data)', 'a = (data / 2) / schema0.x; func0(data)'],
    [
      "names that are not ajv's shared ones are left alone",
      'data0 + schema196x + valid3 + wrapper2.validate',
      'data0 + schema196x + valid3 + wrapper0.validate',
    ],
  ])('%s', (_what, given, want) => {
    expect(localizeNames(given, GLOBALS, 'validate151').code).toBe(want);
  });

  it('refuses a shared name the function did not list (it could meet a local name)', () => {
    expect(() => localizeNames('schema1966 + schema196', GLOBALS, 'validate151')).toThrow(/schema1966 is not among the compiled function's values/);
  });

  it("reports the names it gave, for the module's imports", () => {
    expect([...localizeNames('validate12(data); validate151(data); schema51', GLOBALS, 'validate151').names]).toEqual([
      ['validate151', 'validate'],
      ['validate12', 'validate0'],
      ['schema51', 'schema0'],
    ]);
  });
});
