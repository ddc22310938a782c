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

export function createTemplateRenderer(templatesDir: string): RenderTemplate {
  const env = Handlebars.create();
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  return (template, view) => {
    let render = compiled.get(template);
    if (render === undefined) {
      const source = fs.readFileSync(path.join(templatesDir, `${template}.hbs`), 'utf8');
      render = env.compile(source, { strict: true, knownHelpersOnly: true, noEscape: true });
      compiled.set(template, render);
    }
    return render(view);
  };
}
