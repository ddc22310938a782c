/**
 * Templates compiled ahead of time (generator/render/handlebars.ts, a companion of the precompiled generator's
 * build): the module renders what compiling the text renders, is used only while a template's text is the text
 * it was compiled from, and an edited template renders as edited.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Handlebars from 'handlebars';
import { afterAll, describe, expect, it } from 'vitest';
import { createTemplateRenderer, type PrecompiledTemplate, precompileTemplates } from '../../generator/render/handlebars.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tunnel-templates-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** The module `precompileTemplates` makes, loaded as the precompiled generator loads it. */
function load(templatesDir: string): Record<string, PrecompiledTemplate> {
  const made = precompileTemplates(templatesDir);
  const file = path.join(fs.mkdtempSync(path.join(dir, 'module-')), 'templates.cjs');
  fs.writeFileSync(file, made.contents);
  return createRequire(import.meta.url)(file) as Record<string, PrecompiledTemplate>;
}

describe('precompiled templates', () => {
  const view = { name: 'widgets', items: [{ id: 'a' }, { id: 'b' }] };

  it('hold every template by name, with its text, and render what compiling the text renders', () => {
    write('client/list.ts.hbs', '// {{name}}\n{{#each items}}export const {{id}} = 1;\n{{/each}}');
    write('README.md.hbs', '# {{name}}\n');
    const precompiled = load(dir);
    expect(Object.keys(precompiled).sort()).toEqual(['README.md', 'client/list.ts']);
    expect(precompiled['client/list.ts']?.source).toBe(fs.readFileSync(path.join(dir, 'client/list.ts.hbs'), 'utf8'));
    const ahead = createTemplateRenderer(dir, precompiled)('client/list.ts', view);
    expect(ahead).toBe('// widgets\nexport const a = 1;\nexport const b = 1;\n');
    const text = fs.readFileSync(path.join(dir, 'client/list.ts.hbs'), 'utf8');
    expect(Handlebars.compile(text, { strict: true, knownHelpersOnly: true, noEscape: true })(view)).toBe(ahead);
  });

  it('keep strict mode: a missing field is an error', () => {
    write('strict.hbs', '{{missing}}');
    expect(() => createTemplateRenderer(dir, load(dir))('strict', {})).toThrow(/"missing" not defined/);
  });

  it('are used while the text is the one they were compiled from, and an edited template is compiled as edited', () => {
    write('edited.hbs', 'before {{name}}');
    const precompiled = load(dir);
    // A spec that renders something else than the text says, under the text's own name: taken only while the text matches.
    const marked = { ...precompiled, edited: { source: 'before {{name}}', spec: precompiled['README.md']!.spec } };
    expect(createTemplateRenderer(dir, marked)('edited', view)).toBe('# widgets\n');
    write('edited.hbs', 'after {{name}}');
    expect(createTemplateRenderer(dir, marked)('edited', view)).toBe('after widgets');
  });
});
