/**
 * Every diagnostic the generator can report, with its default severity and fix hint. A test checks
 * that every code used in generator/ is registered here and that each has a hint.
 */
export type Severity = 'error' | 'warning';

interface CodeEntry {
  readonly title: string;
  readonly severity: Severity;
  readonly hint: string;
}

export const DIAGNOSTIC_CODES = {
  GEN001: {
    title: 'unreadable input file',
    severity: 'error',
    hint: 'check that the path exists and is readable; --spec takes a .yaml, .yml or .json file',
  },
  GEN002: {
    title: 'file is not valid YAML or JSON',
    severity: 'error',
    hint: 'fix the syntax at the given line (a YAML linter or `npm run lint` shows more context)',
  },
  GEN003: {
    title: 'unresolvable $ref',
    severity: 'error',
    hint: 'point the $ref at an existing file and JSON pointer (relative to the file that holds it)',
  },
  GEN004: {
    title: 'not an OpenAPI 3.0/3.1 document',
    severity: 'error',
    hint: 'the root needs `openapi: 3.0.x` or `3.1.x`, an `info` object and `paths`; Swagger 2.0 must be converted first',
  },
  GEN005: {
    title: 'invalid OpenAPI structure',
    severity: 'error',
    hint: 'make the object match the OpenAPI specification (see `npm run lint` for the full rule set)',
  },
  GEN006: {
    title: 'unsupported construct',
    severity: 'warning',
    hint: 'the generator falls back to a looser type here; restructure the spec if you need it typed',
  },
  GEN007: {
    title: 'name collision',
    severity: 'warning',
    hint: 'rename one of the two (operationId or tag) so their generated identifiers differ',
  },
  GEN008: {
    title: 'duplicate operationId',
    severity: 'warning',
    hint: 'operationIds must be unique across the document (OpenAPI 3.1 §4.8.10): give this operation its own, or keep the generated one',
  },
  GEN009: {
    title: 'path parameter mismatch',
    severity: 'warning',
    hint: 'declare every `{name}` of the path template as an `in: path` parameter with `required: true`, and no others',
  },
  GEN010: {
    title: 'bad command-line usage',
    severity: 'error',
    hint: 'run `npm run generate -- --help` for the options',
  },
  GEN011: {
    title: 'schema keyword not valid here',
    severity: 'warning',
    hint: 'use the keyword of the document\'s JSON Schema dialect (3.1: `type: [T, "null"]` instead of `nullable`); generators ignore unknown keywords',
  },
  GEN012: {
    title: 'invalid generator configuration',
    severity: 'error',
    hint: 'fix the `generator` section (name, scope, errorPrefix) of the config file, or the --name option',
  },
  GEN013: {
    title: 'invalid accepted-changes file',
    severity: 'error',
    hint: 'accepted-changes.yaml beside the root spec is a list of { rule, at, change, reason } (docs/decisions/0025-breaking-change-guard.md)',
  },
  GEN014: {
    title: 'unknown field at the document root',
    severity: 'warning',
    hint: 'OpenAPI defines no such root field and the generator ignores it: move a description under `info`, and give a field of your own an `x-` prefix',
  },
  GEN015: {
    title: 'remote image in a description',
    severity: 'warning',
    hint: 'the docs load nothing from other hosts (docs/decisions/0024-offline-docs.md), so the image is shown as a link to it; a data: URL shows it inline',
  },
  GEN016: {
    title: 'webhook or callback not generated',
    severity: 'warning',
    hint: 'the packages have no validator, handler or client method for it: check its requests with the component schemas it references (their validators and types are generated), or describe it as a path your server serves',
  },
} as const satisfies Record<string, CodeEntry>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;
