/**
 * Coded, located diagnostics (docs/decisions/0029-generator-for-any-spec.md; modelled on fastify's errors
 * registry and Redocly's located problems). Stages never throw for user mistakes: they report here and carry
 * on, so one run shows every problem. The CLI prints them and exits 1 when any is an error; crashes (bugs)
 * still throw with a stack.
 */
import { DIAGNOSTIC_CODES, type DiagnosticCode, type Severity } from './diagnostic-codes.js';

export type { Severity } from './diagnostic-codes.js';

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly message: string;
  /** The file the problem is in (the spec file, or the bundle for problems found after bundling). */
  readonly file: string | undefined;
  /** 1-based line and column in `file`, when known. */
  readonly line: number | undefined;
  readonly column: number | undefined;
  /** RFC 6901 JSON pointer inside `file` (or inside the bundled document). */
  readonly pointer: string | undefined;
  /** How to fix it. Defaults to the code's registered hint. */
  readonly hint: string;
}

export type DiagnosticInput = {
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly severity?: Severity;
  readonly file?: string | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  readonly pointer?: string | undefined;
  readonly hint?: string | undefined;
};

export class Diagnostics {
  readonly #items: Diagnostic[] = [];

  report(input: DiagnosticInput): void {
    const entry = DIAGNOSTIC_CODES[input.code];
    this.#items.push({
      code: input.code,
      severity: input.severity ?? entry.severity,
      message: input.message,
      file: input.file,
      line: input.line,
      column: input.column,
      pointer: input.pointer,
      hint: input.hint ?? entry.hint,
    });
  }

  get all(): readonly Diagnostic[] {
    return this.#items;
  }

  get hasErrors(): boolean {
    return this.#items.some((d) => d.severity === 'error');
  }
}

/** `GEN004 error spec/openapi.yaml:12:3 #/paths/~1x/get: message\n  hint: …` — one problem, two lines. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [
    d.file === undefined ? undefined : d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`,
    d.pointer === undefined ? undefined : `#${d.pointer}`,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
  return `${d.code} ${d.severity}${where === '' ? '' : ` ${where}`}: ${d.message}\n  hint: ${d.hint}`;
}
