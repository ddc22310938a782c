// The generator is a tool, not a one-off (docs/decisions/0029-generator-for-any-spec.md): every public
// OpenAPI document in ../shared/public-specs (read in place, never copied into the repository) either
// generates the client, validators and server packages — which then compile together under strict
// settings in a fresh folder outside the repository, with no trace of this repository's product — or,
// when Redocly itself refuses the document, fails with a coded, located diagnostic. Never a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';
import { compileStandalone, productMentions, writeStandalone } from './standalone.js';

const PUBLIC_SPECS = path.resolve(REPO_ROOT, '../shared/public-specs');
const specs = fs.existsSync(PUBLIC_SPECS)
  ? fs
      .readdirSync(PUBLIC_SPECS)
      .filter((f) => /\.(json|ya?ml)$/.test(f))
      .sort()
  : [];
if (specs.length === 0) console.warn(`public-specs test skipped: no OpenAPI documents in ${PUBLIC_SPECS} (see SOURCES.md there)`);

/** Documents Redocly cannot parse either (`redocly lint` fails the same way): the answer is a coded error at the line. */
const REFUSED: Record<string, string> = {
  'iceberg-rest-catalog-open-api.yaml': 'GEN002 error iceberg-rest-catalog-open-api.yaml:158 deficient indentation',
};

describe.skipIf(specs.length === 0)('public specs, end to end', () => {
  const outputs: { name: string; files: readonly EmittedFile[] }[] = [];
  let root = '';
  afterAll(() => {
    if (root !== '') fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(specs)(
    '%s generates client, validators and server, or is refused with a located error',
    async (spec) => {
      const result = await emitAll({ specPath: path.join(PUBLIC_SPECS, spec), targets: ['client', 'validators', 'server'] });
      const errors = result.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.code} ${d.severity} ${path.basename(d.file ?? '')}:${d.line} ${d.message}`);
      const refused = REFUSED[spec];
      if (refused !== undefined) {
        expect(errors.map((e) => e.slice(0, refused.length))).toEqual([refused]);
        return;
      }
      expect(errors).toEqual([]);
      const files = result.outputs?.flatMap((o) => o.files) ?? [];
      expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['client/src/sdk.gen.ts', 'validators/index.gen.js', 'server/src/index.ts']));
      expect(productMentions(files, fs.readFileSync(path.join(PUBLIC_SPECS, spec), 'utf8'))).toEqual([]);
      if (spec === 'mistral-openapi.yaml') {
        // Streams and files (docs/decisions/0050-streams-and-files.md): chat answers JSON or events, conversations
        // stream under `#stream` path keys, uploads are Blobs, downloads Blobs.
        const text = (p: string) => files.find((f) => f.path === p)?.contents ?? '';
        expect(text('client/src/sdk.gen.ts')).toMatch(
          /createCompletionStream: \(body: ChatCompletionV1ChatCompletionsPostBody, options\?: CallOptions\): Promise<EventStream<ChatCompletionV1ChatCompletionsPostEvent>>/,
        );
        expect(text('client/src/operations.gen.ts')).toContain(
          "path: '/v1/conversations', bodyMediaType: 'application/json', answer: 'event-stream', events: { shape: 'envelope', json: true }",
        );
        expect(text('client/src/operations.gen.ts')).not.toContain('#stream');
        expect(text('client/src/schema.gen.ts')).toMatch(/^ {8}File: Blob;$/m);
        expect(text('client/src/operation-types.gen.ts')).toMatch(/export type FilesApiRoutesDownloadFileResponse = Blob;/);
      }
      if (spec === 'lob-api-public.bundled.yml') {
        // HTML in descriptions is Markdown in doc comments (generator/render/html-in-markdown.ts): no tag, no "back to
        // top" link, its tables as GitHub's; the examples' HTML (data) stays in `@example`.
        const text = (p: string) => files.find((f) => f.path === p)?.contents ?? '';
        for (const file of ['client/src/sdk.gen.ts', 'client/src/models.gen.ts', 'client/src/schema.gen.ts']) {
          const comments = text(file)
            .split('\n')
            .filter((line) => /^\s*(\/\*\*|\*)/.test(line));
          const tags = comments.filter((line) => /<\/?(div|a|br|table|tr|td|th|code|b|p|ul|li|strong|em|span)[\s/>]/i.test(line));
          expect(tags.filter((line) => !/"(html|file)": "<html/.test(line))).toEqual([]);
          expect(comments.filter((line) => /back to top/i.test(line))).toEqual([]);
        }
        expect(text('client/src/sdk.gen.ts')).toContain('| `deliverable` | deliverable |');
      }
      outputs.push({ name: spec.replace(/[^A-Za-z0-9]+/g, '-'), files });
    },
    300_000,
  );

  it('every generated document compiles standalone under strict settings (one tsc program)', () => {
    expect(outputs.length).toBe(specs.length - Object.keys(REFUSED).filter((s) => specs.includes(s)).length);
    root = writeStandalone(outputs);
    const { status, output } = compileStandalone(root);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 600_000);
});
