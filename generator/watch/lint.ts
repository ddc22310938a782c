/**
 * The house lint (redocly.yaml: `recommended` plus our rules) as located problems for the watch loop's
 * summary: `spec/paths/x.yaml:12:5 error rule/operation-has-4xx: …`.
 */
import path from 'node:path';
import { getLineColLocation, lint, loadConfig } from '@redocly/openapi-core';

export interface LintProblem {
  readonly severity: 'error' | 'warn';
  readonly rule: string;
  readonly message: string;
  /** `file:line:column`, relative to the display root, when known. */
  readonly where: string | undefined;
}

export async function lintSpec(specPath: string, configPath: string, displayRoot: string): Promise<LintProblem[]> {
  const config = await loadConfig({ configPath });
  const problems = await lint({ ref: path.resolve(specPath), config });
  return problems
    .filter((p) => p.severity === 'error' || p.severity === 'warn')
    .map((p) => {
      const location = p.location[0];
      let where: string | undefined;
      if (location !== undefined) {
        const file = path.relative(displayRoot, location.source.absoluteRef);
        try {
          const { line, col } = getLineColLocation(location).start;
          where = `${file}:${line}:${col}`;
        } catch {
          where = file;
        }
      }
      return { severity: p.severity as 'error' | 'warn', rule: p.ruleId, message: p.message, where };
    });
}
