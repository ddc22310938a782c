/**
 * Renders `templates/<name>.hbs` with a view model. Strict mode (a missing field is an error, not an empty
 * string), knownHelpersOnly and no registered helpers: templates hold loops and lookups only, every decision is
 * made in the view model (docs/decisions/0001-spec-first.md). Output is code, not HTML, so no escaping: text
 * that ends up in comments is escaped by the view-model builders (see render/comment.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

export type RenderTemplate = (template: string, view: object) => string;

/**
 * Compiled templates by file and text, for this process: `npm run dev` re-renders on every save, and a
 * template is compiled again only when its text changed (docs/decisions/0035-generation-speed.md).
 */
const compiledTemplates = new Map<string, { readonly source: string; readonly render: HandlebarsTemplateDelegate }>();
const env = Handlebars.create();

export function createTemplateRenderer(templatesDir: string): RenderTemplate {
  return (template, view) => {
    const file = path.join(templatesDir, `${template}.hbs`);
    const source = fs.readFileSync(file, 'utf8');
    let compiled = compiledTemplates.get(file);
    if (compiled?.source !== source) {
      compiled = { source, render: env.compile(source, { strict: true, knownHelpersOnly: true, noEscape: true }) };
      compiledTemplates.set(file, compiled);
    }
    return compiled.render(view);
  };
}
