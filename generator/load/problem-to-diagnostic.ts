/**
 * Maps a Redocly problem to a diagnostic with file, line and JSON pointer. Structural problems inside
 * schemas (unknown or mistyped keywords such as 3.0's `nullable` in a 3.1 document) are warnings:
 * JSON Schema ignores unknown keywords, and the IR normalises the common 3.0 leftovers. So is a field OpenAPI
 * does not define at the document's root (a `description` beside `info`): nothing generated reads it.
 */
import { getLineColLocation, type NormalizedProblem } from '@redocly/openapi-core';
import type { DiagnosticInput } from '../diagnostics.js';
import { relative } from './relative.js';

const INSIDE_SCHEMA = /(^|\/)(schema|schemas)(\/|$)/;
/** Redocly's struct rule on a property of the root object: `#/description` "Property `description` is not expected here." */
const UNKNOWN_ROOT_FIELD = /^\/[^/]+$/;

export function problemToDiagnostic(problem: NormalizedProblem): DiagnosticInput {
  const location = problem.location[0];
  const pointer = location?.pointer?.replace(/^#/, '');
  const position = location === undefined ? undefined : safeLineCol(location);
  const base = {
    message: problem.message,
    file: location === undefined ? undefined : relative(location.source.absoluteRef),
    line: position?.line,
    column: position?.col,
    pointer,
  };
  if (problem.ruleId === 'no-unresolved-refs' || problem.ruleId === 'bundler') return { ...base, code: 'GEN003' };
  if (problem.message.startsWith('Failed to parse')) return { ...base, code: 'GEN002' };
  if (pointer !== undefined && INSIDE_SCHEMA.test(pointer)) return { ...base, code: 'GEN011' };
  if (pointer !== undefined && UNKNOWN_ROOT_FIELD.test(pointer) && problem.ruleId === 'struct' && /is not expected here/.test(problem.message)) {
    return { ...base, code: 'GEN014', message: `${problem.message} OpenAPI defines no root field \`${pointer.slice(1)}\`; it is ignored.` };
  }
  return { ...base, code: 'GEN005', hint: problem.suggest.length > 0 ? `did you mean ${problem.suggest.map((s) => `\`${s}\``).join(' or ')}?` : undefined };
}

function safeLineCol(location: NonNullable<NormalizedProblem['location'][0]>): { line: number; col: number } | undefined {
  try {
    return getLineColLocation(location).start;
  } catch {
    return undefined;
  }
}
