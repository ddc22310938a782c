/**
 * The load stage: the only stage that sees files, YAML and external `$ref`s. It checks the document's
 * structure with Redocly's `struct` rule (located problems: file, line, JSON pointer), then bundles it
 * into one document whose only refs are local component refs. Problems become diagnostics; a document
 * that cannot be read or bundled yields `undefined`.
 */
import path from 'node:path';
import { BaseResolver, bundle, createConfig, lint, type NormalizedProblem, type Source, YamlParseError } from '@redocly/openapi-core';
import type { Diagnostics } from '../diagnostics.js';
import type { LoadedSources } from './locate.js';
import { problemToDiagnostic } from './problem-to-diagnostic.js';
import { relative } from './relative.js';

export interface LoadedSpec {
  /** The bundled document: a plain JSON value with local `$ref`s only. */
  readonly bundle: Record<string, unknown>;
  /** Absolute paths of every file the document was read from, root first. */
  readonly files: readonly string[];
  /** The files as Redocly read them, by absolute path: their syntax trees, once built, serve locating later problems (./locate.ts). */
  readonly sources: LoadedSources;
}

export async function loadSpec(specPath: string, diagnostics: Diagnostics): Promise<LoadedSpec | undefined> {
  const absolute = path.resolve(specPath);
  const config = await createConfig({ rules: { struct: 'error', 'no-unresolved-refs': 'error' } });
  // One resolver for both passes: each file is read and parsed once (it caches by absolute path).
  const externalRefResolver = new BaseResolver(config.resolve);
  let problems: NormalizedProblem[];
  try {
    problems = await lint({ ref: absolute, config, externalRefResolver });
  } catch (error) {
    reportReadFailure(absolute, error, diagnostics);
    return undefined;
  }
  for (const problem of problems) diagnostics.report(problemToDiagnostic(problem));
  if (diagnostics.hasErrors) return undefined;

  // Unresolvable refs were reported by lint above, so bundling reports nothing new.
  const result = await bundle({ ref: absolute, config, dereference: false, externalRefResolver });
  const document = JSON.parse(JSON.stringify(result.bundle.parsed)) as Record<string, unknown>;
  const version = document['openapi'];
  if (typeof version !== 'string' || !/^3\.[01]\.\d+$/.test(version)) {
    const found = typeof document['swagger'] === 'string' ? `swagger: ${String(document['swagger'])}` : `openapi: ${JSON.stringify(version)}`;
    diagnostics.report({ code: 'GEN004', message: `unsupported version (${found})`, file: relative(absolute), pointer: '/openapi' });
    return undefined;
  }
  const sources = new Map<string, Source>();
  for (const [file, read] of externalRefResolver.cache) {
    const resolved = await read;
    if (!(resolved instanceof Error)) sources.set(file, resolved.source);
  }
  return {
    bundle: document,
    sources: (file) => sources.get(file),
    files: [absolute, ...[...result.fileDependencies].filter((f) => f !== absolute).sort()],
  };
}

function reportReadFailure(absolute: string, error: unknown, diagnostics: Diagnostics): void {
  if (error instanceof YamlParseError) {
    diagnostics.report({
      code: 'GEN002',
      message: error.message.replace(/ in ".*"/, ''),
      file: relative(absolute),
      line: error.line,
      column: error.col,
    });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOENT|EISDIR|EACCES/.test(message)) {
    diagnostics.report({ code: 'GEN001', message: `cannot read the file: ${message.replace(/^.*?: /, '').replace(/ '.*'$/, '')}`, file: relative(absolute) });
    return;
  }
  if (/Unsupported (?:specification|OpenAPI version)|must be JSON object/i.test(message)) {
    diagnostics.report({ code: 'GEN004', message, file: relative(absolute) });
    return;
  }
  throw error;
}
