/**
 * The bundle target: the whole spec as one file, `openapi.json` and `openapi.yaml`, local refs only
 * (what downstream tools and the docs read). Key order is the bundle's, so the output is stable.
 */
import { stringifyYaml } from '@redocly/openapi-core';
import type { IrDocument } from '../../ir/types.js';
import type { EmittedFile } from '../types.js';

export function emit(ir: IrDocument): EmittedFile[] {
  return [
    { path: 'openapi.json', contents: `${JSON.stringify(ir.bundle, null, 2)}\n` },
    // Same serialisation as `redocly bundle` (js-yaml, no line folding, no anchors).
    { path: 'openapi.yaml', contents: stringifyYaml(ir.bundle, { lineWidth: -1, noRefs: true }) },
  ];
}
