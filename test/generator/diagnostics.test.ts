// Every diagnostic code the generator uses is registered with a hint
// (docs/decisions/0029-generator-for-any-spec.md), and diagnostics print as code, severity, location and
// hint.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics, WARNINGS_PER_CODE } from '../../generator/cli/report.js';
import { DIAGNOSTIC_CODES } from '../../generator/diagnostic-codes.js';
import { Diagnostics, formatDiagnostic } from '../../generator/diagnostics.js';
import { REPO_ROOT } from '../../generator/index.js';

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

describe('diagnostic codes', () => {
  it('every code used in generator/ and scripts/ is registered', () => {
    const used = new Set<string>();
    for (const file of [...sources(path.join(REPO_ROOT, 'generator')), ...sources(path.join(REPO_ROOT, 'scripts'))]) {
      if (file.endsWith('diagnostic-codes.ts')) continue;
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bGEN\d{3}\b/g)) used.add(match[0]);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((code) => !(code in DIAGNOSTIC_CODES))).toEqual([]);
  });

  it('every registered code has a title and a hint', () => {
    for (const [code, entry] of Object.entries(DIAGNOSTIC_CODES)) {
      expect(entry.title, code).not.toBe('');
      expect(entry.hint.length, code).toBeGreaterThan(20);
    }
  });
});

describe('formatDiagnostic', () => {
  it.each([
    [{ file: 'spec/a.yaml', line: 3, column: 5, pointer: '/paths/~1x' }, 'GEN005 error spec/a.yaml:3:5 #/paths/~1x: bad\n  hint: fix it'],
    [{ pointer: '/tags' }, 'GEN005 error #/tags: bad\n  hint: fix it'],
    [{ file: 'x.yaml' }, 'GEN005 error x.yaml: bad\n  hint: fix it'],
  ])('%j', (where, want) => {
    const diagnostics = new Diagnostics();
    diagnostics.report({ code: 'GEN005', message: 'bad', hint: 'fix it', ...where });
    expect(formatDiagnostic(diagnostics.all[0]!)).toBe(want);
  });

  it('uses the registered hint and severity by default', () => {
    const diagnostics = new Diagnostics();
    diagnostics.report({ code: 'GEN011', message: 'm' });
    expect(diagnostics.all[0]).toMatchObject({ severity: 'warning', hint: DIAGNOSTIC_CODES.GEN011.hint });
    expect(diagnostics.hasErrors).toBe(false);
  });
});

describe('formatDiagnostics', () => {
  function many(warnings: number, errors: number): Diagnostics {
    const diagnostics = new Diagnostics();
    for (let i = 0; i < warnings; i++) diagnostics.report({ code: 'GEN011', message: `w${i}` });
    for (let i = 0; i < errors; i++) diagnostics.report({ code: 'GEN005', message: `e${i}` });
    return diagnostics;
  }

  it('prints every error, the first warnings per code, and a summary of the rest', () => {
    const text = formatDiagnostics(many(WARNINGS_PER_CODE + 3, 12).all);
    expect(text.match(/^GEN011 warning/gm)).toHaveLength(WARNINGS_PER_CODE);
    expect(text.match(/^GEN005 error/gm)).toHaveLength(12);
    expect(text).toContain('… and 3 more GEN011 warning(s) (--verbose shows all)');
    expect(text.endsWith(`12 error(s), ${WARNINGS_PER_CODE + 3} warning(s)`)).toBe(true);
  });

  it('prints everything when verbose', () => {
    const text = formatDiagnostics(many(WARNINGS_PER_CODE + 3, 0).all, true);
    expect(text.match(/^GEN011 warning/gm)).toHaveLength(WARNINGS_PER_CODE + 3);
    expect(text).not.toContain('more GEN011');
  });
});
