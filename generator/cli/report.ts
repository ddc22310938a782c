/** What the CLI prints: diagnostics, then one line per target with counts and timings. */
import { type Diagnostic, formatDiagnostic } from '../diagnostics.js';
import type { GenerateResult } from '../index.js';

/** Warnings shown per code before the rest are summarised (a large public spec can have hundreds). */
export const WARNINGS_PER_CODE = 10;

export function formatDiagnostics(diagnostics: readonly Diagnostic[], verbose = false): string {
  if (diagnostics.length === 0) return '';
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const shown = new Map<string, number>();
  const lines: string[] = [];
  for (const d of diagnostics) {
    const count = (shown.get(d.code) ?? 0) + (d.severity === 'warning' ? 1 : 0);
    shown.set(d.code, count);
    if (verbose || d.severity === 'error' || count <= WARNINGS_PER_CODE) lines.push(formatDiagnostic(d));
  }
  for (const [code, count] of shown) {
    if (!verbose && count > WARNINGS_PER_CODE) lines.push(`… and ${count - WARNINGS_PER_CODE} more ${code} warning(s) (--verbose shows all)`);
  }
  lines.push(`${errors} error(s), ${diagnostics.length - errors} warning(s)`);
  return lines.join('\n');
}

export function formatTargetLines(result: GenerateResult): string {
  const rows = [`${'load'.padEnd(10)} ${ms(result.loadMs)}`];
  for (const out of result.written) {
    const counts = `${out.files.length} files: ${out.written.length} written, ${out.unchanged.length} unchanged, ${out.removed.length} removed`;
    rows.push(`${out.target.name.padEnd(10)} ${counts.padEnd(54)} emit ${ms(out.ms)}, write ${ms(out.writeMs)}`);
  }
  return rows.join('\n');
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
