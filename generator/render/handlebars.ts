/**
 * Renders `templates/<name>.hbs` with a view model. Strict mode (a missing field is an error, not an empty
 * string), knownHelpersOnly and no registered helpers: templates hold loops and lookups only, every decision is
 * made in the view model (docs/decisions/0001-spec-first.md). Output is code, not HTML, so no escaping: text
 * that ends up in comments is escaped by the view-model builders (see render/comment.ts).
 *
 * The precompiled generator carries every template compiled when it was built (`precompileTemplates`, a companion
 * of scripts/build-server.ts): Handlebars' parser and compiler took a quarter of a second of a cold run's main
 * thread. A template is used precompiled only while its text is the text it was compiled from; one edited since,
 * or any template when the generator runs from its sources, is compiled here, once per text.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Handlebars from 'handlebars';

export type RenderTemplate = (template: string, view: object) => string;

const COMPILE_OPTIONS = { strict: true, knownHelpersOnly: true, noEscape: true } as const;

/**
 * Compiled templates by file and text, for this process: `npm run dev` re-renders on every save, and a
 * template is compiled again only when its text changed (docs/decisions/0035-generation-speed.md).
 */
const compiledTemplates = new Map<string, { readonly source: string; readonly render: HandlebarsTemplateDelegate }>();
const env = Handlebars.create();

/** `precompiled`: templates compiled ahead of time, by name (the precompiled generator's, by default). */
export function createTemplateRenderer(
  templatesDir: string,
  precompiled: Readonly<Record<string, PrecompiledTemplate>> | undefined = precompiledTemplates(),
): RenderTemplate {
  return (template, view) => {
    const file = path.join(templatesDir, `${template}.hbs`);
    const source = fs.readFileSync(file, 'utf8');
    let compiled = compiledTemplates.get(file);
    if (compiled?.source !== source) {
      const ahead = precompiled?.[template];
      const render = ahead?.source === source ? env.template(ahead.spec) : env.compile(source, COMPILE_OPTIONS);
      compiled = { source, render };
      compiledTemplates.set(file, compiled);
    }
    return compiled.render(view);
  };
}

/** A template compiled ahead of time: the text it was compiled from, and Handlebars' template spec. */
export interface PrecompiledTemplate {
  readonly source: string;
  readonly spec: TemplateSpecification;
}

/**
 * Every `.hbs` under `templatesDir` as a CommonJS module: by name (`client/sdk.gen.ts`), its text and its
 * precompiled spec (`Handlebars.precompile` writes the spec as JavaScript source).
 */
export function precompileTemplates(templatesDir: string): { readonly contents: string; readonly inputs: readonly string[] } {
  const files = fs
    .readdirSync(templatesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.hbs'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const entries = files.map((file) => {
    const source = fs.readFileSync(path.join(templatesDir, file), 'utf8');
    const spec = Handlebars.precompile(source, COMPILE_OPTIONS) as string;
    return `  ${JSON.stringify(file.replace(/\.hbs$/, ''))}: { source: ${JSON.stringify(source)}, spec: ${spec} },`;
  });
  return { contents: `module.exports = {\n${entries.join('\n')}\n};\n`, inputs: files.map((file) => path.join(templatesDir, file)) };
}

/** The module of templates beside the precompiled generator; not defined when the generator runs from its sources. */
declare const TUNNEL_API_PRECOMPILED_TEMPLATES: string | undefined;

let loaded: Readonly<Record<string, PrecompiledTemplate>> | undefined;

function precompiledTemplates(): Readonly<Record<string, PrecompiledTemplate>> | undefined {
  if (typeof TUNNEL_API_PRECOMPILED_TEMPLATES !== 'string') return undefined;
  loaded ??= createRequire(import.meta.url)(TUNNEL_API_PRECOMPILED_TEMPLATES) as Record<string, PrecompiledTemplate>;
  return loaded;
}
