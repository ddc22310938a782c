// What the open docs pages of `npm run dev` show after a run (generator/watch/live/problems.ts): every lint
// problem, and the generator's errors when the run failed, each with its file:line:column; and the renderer
// options read back from the page build-docs wrote (generator/watch/live/renderer-options.ts).
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics.js';
import type { LintProblem } from '../../generator/watch/lint.js';
import { type LiveProblem, problemsOf } from '../../generator/watch/live/problems.js';
import { rendererOptions } from '../../generator/watch/live/renderer-options.js';

const diagnostic = (over: Partial<Diagnostic>): Diagnostic => ({
  code: 'GEN003',
  severity: 'error',
  message: "Can't resolve $ref",
  file: 'spec/paths/reserved_addrs.yaml',
  line: 14,
  column: 11,
  pointer: '/post/requestBody',
  hint: 'point the $ref at an existing file',
  ...over,
});
const lintProblem: LintProblem = { severity: 'warn', rule: 'operation-4xx-response', message: 'needs a 4xx', where: 'spec/paths/reserved_addrs.yaml:3:1' };

describe('problemsOf', () => {
  const table: ReadonlyArray<{ name: string; given: { ok: boolean; lint: LintProblem[]; diagnostics: Diagnostic[] }; want: LiveProblem[] }> = [
    { name: 'a clean run: nothing', given: { ok: true, lint: [], diagnostics: [] }, want: [] },
    {
      name: 'a run that generated: its lint problems, not the generator warnings the terminal leaves out too',
      given: { ok: true, lint: [lintProblem], diagnostics: [diagnostic({ severity: 'warning', code: 'GEN006' })] },
      want: [
        {
          source: 'lint',
          severity: 'warning',
          where: 'spec/paths/reserved_addrs.yaml:3:1',
          code: 'operation-4xx-response',
          message: 'needs a 4xx',
          hint: undefined,
        },
      ],
    },
    {
      name: 'a failed run: the generator errors first, located, with their pointer and hint; then lint',
      given: { ok: false, lint: [{ ...lintProblem, severity: 'error' }], diagnostics: [diagnostic({}), diagnostic({ severity: 'warning', code: 'GEN006' })] },
      want: [
        {
          source: 'generate',
          severity: 'error',
          where: 'spec/paths/reserved_addrs.yaml:14:11',
          code: 'GEN003',
          message: "Can't resolve $ref (#/post/requestBody)",
          hint: 'point the $ref at an existing file',
        },
        {
          source: 'lint',
          severity: 'error',
          where: 'spec/paths/reserved_addrs.yaml:3:1',
          code: 'operation-4xx-response',
          message: 'needs a 4xx',
          hint: undefined,
        },
      ],
    },
    {
      name: 'a problem with a file but no line, and one with no place at all',
      given: { ok: false, lint: [{ ...lintProblem, where: undefined }], diagnostics: [diagnostic({ line: undefined, column: undefined, pointer: undefined })] },
      want: [
        {
          source: 'generate',
          severity: 'error',
          where: 'spec/paths/reserved_addrs.yaml',
          code: 'GEN003',
          message: "Can't resolve $ref",
          hint: 'point the $ref at an existing file',
        },
        { source: 'lint', severity: 'warning', where: undefined, code: 'operation-4xx-response', message: 'needs a 4xx', hint: undefined },
      ],
    },
  ];
  it.each(table)('$name', ({ given, want }) => {
    expect(problemsOf(given)).toEqual(want);
  });
});

describe('rendererOptions', () => {
  const table: ReadonlyArray<{ name: string; given: string; want: Record<string, unknown> }> = [
    {
      name: 'the options of a page build-docs wrote',
      given:
        '<script type="module">\n      const __redoc_definition = {"openapi":"3.1.0"};\n      const __redoc_options = {"hideDownloadButtons":true,"codeSamples":{"languages":[{"lang":"curl"}]},"skipBundle":true};\n\n      hydrate(__redoc_definition, __redoc_options, document.getElementById(\'redoc\'));',
      want: { hideDownloadButtons: true, codeSamples: { languages: [{ lang: 'curl' }] }, skipBundle: true },
    },
    { name: 'no page yet', given: '', want: {} },
    { name: 'options that are not an object', given: 'const __redoc_options = {"a":};', want: {} },
  ];
  it.each(table)('$name', ({ given, want }) => {
    expect(rendererOptions(given)).toEqual(want);
  });
});
