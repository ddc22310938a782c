/**
 * What the validators cannot check, as diagnostics: warnings, never errors — the rest of the spec
 * still gets its validators, and the message says what is accepted unchecked.
 */
import type { DiagnosticInput } from '../../diagnostics.js';
import type { PrepareIssue } from './prepare-schema.js';

/** `pointer` is where the schema sits in the bundled document; the issue's own pointer is inside it. */
export function issueDiagnostic(issue: PrepareIssue, pointer: string): DiagnosticInput {
  const at = pointer + issue.pointer;
  switch (issue.kind) {
    case 'unknown-keyword':
      return { code: 'GEN011', message: `keyword "${issue.keyword}" is not JSON Schema 2020-12; the validators ignore it`, pointer: at };
    case 'invalid-keyword':
      return {
        code: 'GEN011',
        message: `keyword "${issue.keyword}" has a value JSON Schema 2020-12 does not allow (${issue.reason}); the validators ignore it`,
        pointer: at,
      };
    case 'unknown-format':
      return { code: 'GEN006', message: `format "${issue.format}" is not one the validators know; values are not checked against it`, pointer: at };
    case 'invalid-pattern':
      return {
        code: 'GEN006',
        message: `pattern ${JSON.stringify(issue.pattern)} is not a regular expression the validators can compile with the u flag (${issue.reason}); values are not checked against it`,
        pointer: at,
        hint: 'write the pattern as an ECMA-262 regular expression valid with the u flag (JSON Schema 2020-12 §6.3.3)',
      };
    case 'empty-enum':
      return {
        code: 'GEN006',
        message: 'enum: [] admits no value; the validators refuse every value here',
        pointer: at,
        hint: 'list the allowed values, or remove the property',
      };
    case 'unsupported-ref':
      return { code: 'GEN006', message: `$ref ${issue.ref} does not point at a component schema; the validators accept any value there`, pointer: at };
  }
}
