/** What the CLI prints: diagnostics, then one line per target with counts and timings. */
import { formatDiagnostic, type Diagnostic } from '../diagnostics.js';
import type { GenerateResult } from '../index.js';

export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 0) return '';
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const lines = diagnostics.map(formatDiagnostic);
  lines.push(`${errors} error(s), ${diagnostics.length - errors} warning(s)`);
  return lines.join('\n');
}

export function formatTargetLines(result: GenerateResult): string {
  const rows = [`load     ${ms(result.loadMs)}`];
  for (const out of result.written) {
    const counts = `${out.files.length} files: ${out.written.length} written, ${out.unchanged.length} unchanged, ${out.removed.length} removed`;
    rows.push(`${out.target.name.padEnd(8)} ${counts.padEnd(54)} emit ${ms(out.ms)}, write ${ms(out.writeMs)}`);
  }
  return rows.join('\n');
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
