/**
 * One difference between two versions of the spec, classified for a client of the generated packages:
 * `breaking` (code that worked stops compiling or working), `risky` (it may, depending on what the
 * client does with it), `safe`, or `docs` (documentation only: descriptions, summaries, examples).
 */
export type Severity = 'breaking' | 'risky' | 'safe' | 'docs';

export const SEVERITIES: readonly Severity[] = ['breaking', 'risky', 'safe', 'docs'];

export interface Change {
  readonly severity: Severity;
  /** Stable rule name, e.g. `response-field-removed`. */
  readonly rule: string;
  /** What changed, for a person: operation, field and old/new value. */
  readonly message: string;
  /** JSON pointer in the bundled document (the new version's, or the old one's for removals). */
  readonly pointer: string;
  /** Which version the pointer is in. */
  readonly side: 'base' | 'head';
  /** Why a breaking change is made on purpose (generator/diff/accepted-changes.ts); it is then `risky`. */
  readonly accepted?: string | undefined;
  /** Source file and line, when the spec is split into files the locator knows. */
  file?: string | undefined;
  line?: number | undefined;
}
