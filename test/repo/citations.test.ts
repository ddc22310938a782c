// Comments and docs point only inside the repo (docs/decisions/README.md): never at a document a clone lacks
// (a design or style document, the description the API was first written from, an issue number), every
// decision record or spec file they cite exists, and every repo path the Markdown docs name in backticks
// (ARCHITECTURE.md's module map and how-tos, the decision records) is still there. Reads every file git knows (tracked, or new and not
// ignored) once; the given/want table shows what each pattern catches.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const self = relative(root, import.meta.filename);

/** Citations of documents outside the repo. Data read from outside (the public specs) is not a citation. */
const OUTSIDE: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['design or style document', /\b(design|style|api-description)\.md\b/],
  ['section of the API description', /[Dd]escription(?:[\s*/#]|\/\/)*§/],
  ['bare section number', /\(§\d/],
  ['issue number', /\b[Ii]ssues? #?\d+\b/],
  ['style rule number', /\bstyle rule \d+/],
  ['shared folder outside the repo', /(?:\/work\/shared|\.\.\/shared)\/(?!public-specs\b)/],
];

/** A cited decision record or spec file; `*` stands for any characters of one name. */
const CITED_FILE = /\b(docs\/decisions\/\d{4}-[a-z0-9-]+\.md|spec\/(?:paths|components)\/[\w{}*./-]+?\.yaml)(?!:\d)/g;

/** A repo path in backticks in Markdown: `server/http/path-kinds.ts`, `test/fuzz/support/world.ts:43`. */
const topLevel = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
  .map((e) => e.name);
const MARKDOWN_PATH = new RegExp(`\`((?:${topLevel.join('|')})/[^\`\\s]*)\``, 'g');

function filesOfTheRepo(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((f) => f !== '' && f !== self && existsSync(join(root, f)));
}

function outsideCitations(text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  for (const [name, pattern] of OUTSIDE) {
    // Line by line, and across a line break (a wrapped comment: "description\n * §2.2").
    lines.forEach((line, i) => {
      const joined = i + 1 < lines.length ? `${line}\n${lines[i + 1]}` : line;
      if (pattern.test(line) || (!pattern.test(lines[i + 1] ?? '') && pattern.test(joined))) found.push(`${i + 1}: ${name}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

function exists(cited: string): boolean {
  // `*` stands for any characters of one name, in any segment: `generated/*/package.json`.
  const matches = (dir: string, segments: readonly string[]): boolean => {
    const [segment, ...rest] = segments;
    if (segment === undefined) return existsSync(dir);
    if (!segment.includes('*')) return matches(join(dir, segment), rest);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const name = new RegExp(`^${segment.replace(/[.{}+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return readdirSync(dir).some((f) => name.test(f) && matches(join(dir, f), rest));
  };
  return matches(
    root,
    cited.split('/').filter((s) => s !== ''),
  );
}

describe('citations', () => {
  // The cases that must be caught spell `.`, `§` and the space before a number as escapes, so that this
  // file's own source cites nothing (tools that scan the tree read it too).
  it.each<[string, boolean]>([
    ['(design\x2emd \u00a75 "Lists")', true],
    ['see style\x2emd 6', true],
    ['(api-description\x2emd \u00a78)', true],
    ['(description \u00a74.8)', true],
    ['(api-description \u00a72.6, \u00a74.6)', true],
    ['lower case (description\n * \u00a72.2, \u00a74.8)', true],
    ['replace overwrites, (\u00a74.8)', true],
    ['(issue\x206)', true],
    ['style rule 12', true],
    ['../shared/design\x2emd', true],
    ['(docs/decisions/0007-pagination.md)', false],
    ['RFC 9110 §15.5.6', false],
    ['OpenAPI 3.1 §4.8.24', false],
    ['a description of the field', false],
    ['../shared/public-specs', false],
  ])('%j is an outside citation: %s', (text, want) => {
    expect(outsideCitations(text).length > 0).toBe(want);
  });

  const files = filesOfTheRepo().filter((f) => !/\.(png|jpg|ico|woff2?|gz|tgz|wasm|data)$/.test(f));

  it('no file cites a document outside the repo', () => {
    const found: string[] = [];
    for (const file of files) {
      for (const hit of outsideCitations(readFileSync(join(root, file), 'utf8'))) found.push(`${file}:${hit}`);
    }
    expect(found, 'cite docs/decisions/NNNN-*.md, an RFC, or a spec/ file and pointer instead').toEqual([]);
  });

  it('every repo path the Markdown docs name exists', () => {
    const missing = new Set<string>();
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(MARKDOWN_PATH)) {
        const cited = m[1]!.replace(/[:#].*$/, '');
        // Placeholders are patterns, not paths: `spec/paths/<url>.yaml`, `migrations/NNN_name.sql`, `…`.
        if (/[<…]|NNN/.test(cited)) continue;
        if (!exists(cited)) missing.add(`${file}: ${m[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('every cited decision record and spec file exists', () => {
    const missing = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(CITED_FILE)) if (!exists(m[1]!)) missing.add(`${file}: ${m[1]}`);
    }
    expect([...missing]).toEqual([]);
  });
});
