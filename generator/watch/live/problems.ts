/**
 * What the open docs pages show in their overlay after a run: the same problems the terminal summary lists
 * (generator/watch/index.ts `formatCycle`) — every lint problem, and the generator's errors when the run failed —
 * each with the file:line:column a person edits.
 */
import type { Cycle } from '../index.js';

export interface LiveProblem {
  /** `lint` (redocly.yaml's rules) or `generate` (the generator's diagnostics). */
  readonly source: 'lint' | 'generate';
  readonly severity: 'error' | 'warning';
  /** `spec/paths/x.yaml:12:5`, relative to the repository; undefined when the problem has no place. */
  readonly where: string | undefined;
  /** The lint rule or the diagnostic code (`GEN004`). */
  readonly code: string;
  readonly message: string;
  readonly hint: string | undefined;
}

export function problemsOf(cycle: Pick<Cycle, 'ok' | 'lint' | 'diagnostics'>): LiveProblem[] {
  const generation: LiveProblem[] = cycle.ok
    ? []
    : cycle.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => ({
          source: 'generate',
          severity: 'error',
          where: d.file === undefined ? undefined : d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`,
          code: d.code,
          message: d.pointer === undefined ? d.message : `${d.message} (#${d.pointer})`,
          hint: d.hint,
        }));
  const lint: LiveProblem[] = cycle.lint.map((p) => ({
    source: 'lint',
    severity: p.severity === 'warn' ? 'warning' : 'error',
    where: p.where,
    code: p.rule,
    message: p.message,
    hint: undefined,
  }));
  return [...generation, ...lint];
}
