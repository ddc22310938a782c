/**
 * The docs target on its own, over an already bundled document (generated/openapi.json): for previewing
 * the docs without running the whole pipeline. `npm run generate` runs the same `emit` from its pipeline.
 */
import fs from 'node:fs';
import { Diagnostics, type Diagnostic } from '../../diagnostics.js';
import { createEmitContext } from '../../index.js';
import { readNamingConfig } from '../../naming/config.js';
import { buildIr } from '../../ir/build.js';
import { writeFiles, type WriteResult } from '../../write/index.js';
import { emit } from './index.js';

export interface BuildDocsOptions {
  /** A bundled OpenAPI document in JSON (local `$ref`s only). */
  readonly bundlePath: string;
  /** The output folder; the docs go to `<outDir>/docs/`. */
  readonly outDir: string;
}

export interface BuildDocsResult extends WriteResult {
  readonly diagnostics: readonly Diagnostic[];
}

export function buildDocs(options: BuildDocsOptions): BuildDocsResult {
  const diagnostics = new Diagnostics();
  const bundle = JSON.parse(fs.readFileSync(options.bundlePath, 'utf8')) as Record<string, unknown>;
  const ir = buildIr(bundle, diagnostics);
  if (diagnostics.hasErrors) return { diagnostics: diagnostics.all, written: [], unchanged: [], removed: [] };
  const files = emit(ir, createEmitContext(ir, diagnostics, readNamingConfig({ specPath: options.bundlePath })));
  return { diagnostics: diagnostics.all, ...writeFiles(options.outDir, files, ['docs']) };
}
