/**
 * The validators target on a spec that is not ours (docs/decisions/0029-generator-for-any-spec.md):
 * Twilio's OpenAPI 3.0.1 document, with `nullable`, dotted component names, vendor formats and
 * `x-` extensions. OpenAI's 3.1 document works too but takes ~15 s to compile, too slow for this suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { createEmitContext, REPO_ROOT, runTarget } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';
import { writeFiles } from '../../generator/write/index.js';

const TWILIO = '/work/shared/public-specs/twilio_api_v2010.json';
const available = fs.existsSync(TWILIO);
if (!available) console.warn(`skipping the Twilio validators test: ${TWILIO} is missing (see /work/shared/public-specs/SOURCES.md)`);

type Guard = { is(v: unknown): boolean; check(v: unknown): Array<{ pointer: string; rule: string; message: string }> };

describe.skipIf(!available)('validators for Twilio API v2010 (OpenAPI 3.0.1)', () => {
  it('compile, import, and follow 3.0 nullable and patterns; unknown vendor formats are reported, not fatal', async () => {
    const diagnostics = new Diagnostics();
    const ir = buildIr(JSON.parse(fs.readFileSync(TWILIO, 'utf8')) as Record<string, unknown>, diagnostics);
    const files = await runTarget('validators', ir, createEmitContext(ir, diagnostics));
    expect(diagnostics.hasErrors).toBe(false);
    expect(diagnostics.all.some((d) => d.code === 'GEN006' && d.message.includes('"phone-number"'))).toBe(true);

    const outDir = path.join(REPO_ROOT, 'test-output', 'validators-twilio');
    fs.rmSync(outDir, { recursive: true, force: true });
    writeFiles(outDir, files, ['validators']);
    const pkg = (await import(pathToFileURL(path.join(outDir, 'validators', 'index.gen.js')).href)) as Record<string, unknown> & {
      schemas: Record<string, Guard>;
    };

    const account = pkg.schemas['ApiV2010Account'];
    expect(account).toBeDefined();
    expect(account?.is({ sid: null, friendly_name: null, date_created: 'Thu, 30 Jul 2015 20:00:00 +0000' })).toBe(true);
    expect(account?.check({ sid: 'AC123', friendly_name: 7 }).map(({ pointer, rule }) => `${pointer} ${rule}`)).toEqual([
      '/friendly_name type',
      '/sid minLength',
      '/sid pattern',
    ]);
  });
});
