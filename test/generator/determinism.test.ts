// Same spec, byte-identical output (docs/decisions/0001-spec-first.md): two runs agree, every TypeScript file
// starts with the banner, and nothing looks like a timestamp.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_BANNER } from '../../generator/render/banner.js';
import { emitFiles, FIXTURE_SPECS } from './support.js';

describe('determinism', () => {
  it('two runs give identical files; generated TypeScript carries the banner and no timestamp', async () => {
    const spec = path.join(FIXTURE_SPECS, 'resources', 'openapi.yaml');
    const first = await emitFiles(spec, ['bundle', 'client']);
    const second = await emitFiles(spec, ['bundle', 'client']);
    expect(second).toEqual(first);
    for (const file of first.filter((f) => f.path.endsWith('.gen.ts'))) {
      expect(file.contents.startsWith(GENERATED_BANNER), file.path).toBe(true);
      expect(file.contents, file.path).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(file.contents.endsWith('\n') && !file.contents.endsWith('\n\n'), file.path).toBe(true);
      expect(file.contents, file.path).not.toContain('\r');
    }
  });
});
