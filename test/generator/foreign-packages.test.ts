// Nothing of ours in anyone else's package (docs/decisions/0048-foreign-packages.md): the packages generated for a
// document written elsewhere describe that document's API only — no trace of this repository (its product, its
// decision records and spec files, its reference server's URL, its header and paging conventions, its error
// registry's codes) unless the document itself uses the word; the license and the default base URL are the
// document's; and the client README's usage example, which calls a real operation of the document with the
// credentials its security schemes ask for, compiles against the package. Run on the hand-written fixtures and on
// public documents from ../shared/public-specs (read in place; skipped with a message when the folder is missing).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { codeSamples } from '../../generator/emit/docs/code-samples.js';
import type { EmittedFile } from '../../generator/emit/types.js';
import { emitAll, REPO_ROOT } from '../../generator/index.js';
import { documentLicense } from '../../generator/naming/document-license.js';
import { writeStandalone } from './standalone.js';
import { STRICT_COMPILER_OPTIONS } from './support.js';

const PUBLIC_SPECS = path.resolve(REPO_ROOT, '../shared/public-specs');
const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/specs');

interface Case {
  readonly name: string;
  readonly spec: string;
  readonly license: string;
  readonly baseUrl: string | undefined;
  /**
   * Its docs' TypeScript samples are compiled too. Not Lob's: its examples are not of its schemas' types (read-only
   * fields, numbers written as strings), and a sample sends the document's example as written.
   */
  readonly samplesCompile: boolean;
}

const CASES: Case[] = [
  { name: 'vault', spec: path.join(FIXTURES, 'security/openapi.yaml'), license: 'MIT', baseUrl: 'https://eu.vault.example.com/v1', samplesCompile: true },
  { name: 'hooks', spec: path.join(FIXTURES, 'constructs/webhooks-only.yaml'), license: 'UNLICENSED', baseUrl: undefined, samplesCompile: true },
  ...(fs.existsSync(PUBLIC_SPECS)
    ? [
        {
          name: 'mistral',
          spec: path.join(PUBLIC_SPECS, 'mistral-openapi.yaml'),
          license: 'UNLICENSED',
          baseUrl: 'https://api.mistral.ai',
          samplesCompile: true,
        },
        { name: 'lob', spec: path.join(PUBLIC_SPECS, 'lob-api-public.bundled.yml'), license: 'MIT', baseUrl: 'https://api.lob.com/v1', samplesCompile: false },
      ]
    : []),
];
if (!fs.existsSync(PUBLIC_SPECS)) console.warn(`foreign-packages: public documents skipped, no folder ${PUBLIC_SPECS} (see SOURCES.md there)`);

/** This API's error codes, from its registry. */
const OUR_ERROR_CODES = (parse(fs.readFileSync(path.join(REPO_ROOT, 'spec/components/x-error-codes.yaml'), 'utf8')) as Array<{ code: string }>).map(
  (e) => e.code,
);

/**
 * What would be a trace of this repository, and where it counts: everywhere for our names and paths; outside the
 * copied runtime for conventions the runtime implements generically and switches on only where a document
 * declares them (its code may name them).
 */
const TRACES: ReadonlyArray<{ readonly pattern: RegExp; readonly inRuntime: boolean }> = [
  { pattern: /tunnel/i, inRuntime: true },
  { pattern: /docs\/decisions|spec\/openapi|spec\/components/, inRuntime: true },
  { pattern: /127\.0\.0\.1:4010/, inRuntime: true },
  { pattern: /next_page_uri/, inRuntime: false },
  { pattern: /Service-Version|Service-Operation-Id/i, inRuntime: false },
  { pattern: /\berror_code\b|\bstatus_code\b/, inRuntime: false },
  { pattern: /x-max-bytes/, inRuntime: false },
  { pattern: new RegExp(`\\b(${OUR_ERROR_CODES.join('|')})\\b`), inRuntime: false },
];

/** The packages this task owns the wording of; the server package's README and runtime are checked for our names and paths only. */
const isRuntime = (file: string) => /^(client\/src\/runtime|validators\/runtime|server\/src\/runtime)\//.test(file);
const isServer = (file: string) => file.startsWith('server/');

function traces(files: readonly EmittedFile[], documentText: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file.path.startsWith('docs/') || /\/dist\//.test(file.path) || file.path.endsWith('CHANGELOG.md')) continue;
    for (const { pattern, inRuntime } of TRACES) {
      if (pattern.test(documentText)) continue; // the document's own word
      if ((isRuntime(file.path) || isServer(file.path)) && !inRuntime) continue;
      const match = pattern.exec(file.contents);
      if (match !== null) found.push(`${file.path}: ${match[0]}`);
    }
  }
  return found;
}

const outputs = new Map<string, readonly EmittedFile[]>();
/** The docs' TypeScript sample of every operation, by document. */
const typescriptSamples = new Map<string, string[]>();
let root = '';

beforeAll(async () => {
  for (const c of CASES) {
    const result = await emitAll({
      specPath: c.spec,
      targets: ['client', 'validators', 'server'],
      naming: {},
      onIr: (ir, ctx) => {
        if (!c.samplesCompile) return;
        const samples = codeSamples(ir, ctx.names);
        // Every operation's, files included: a multipart or binary body reads its file with openAsBlob.
        typescriptSamples.set(
          c.name,
          ir.operations.flatMap(
            (op) =>
              samples
                .get(op.operationId)
                ?.filter((s) => s.label === 'TypeScript')
                .map((s) => s.source) ?? [],
          ),
        );
      },
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    outputs.set(c.name, result.outputs?.flatMap((o) => o.files) ?? []);
  }
  root = writeStandalone(CASES.map((c) => ({ name: c.name, files: outputs.get(c.name) ?? [] })));
}, 600_000);

afterAll(() => {
  if (root !== '') fs.rmSync(root, { recursive: true, force: true });
});

const file = (name: string, p: string) => outputs.get(name)?.find((f) => f.path === p)?.contents ?? '';

describe.each(CASES)('$name', (c) => {
  it('has no trace of this repository', () => {
    expect(traces(outputs.get(c.name) ?? [], fs.readFileSync(c.spec, 'utf8'))).toEqual([]);
  });

  it('opens every code file with a banner naming the document and the command that regenerates it (a runtime copy: its source), not our spec/', () => {
    const document = path.basename(c.spec);
    const command = `npm run generate -- --spec ${document}`;
    const code = (outputs.get(c.name) ?? []).filter((f) => /\.(ts|js)$/.test(f.path) && !/\/dist\//.test(f.path));
    expect(code.length).toBeGreaterThan(0);
    for (const f of code) {
      const first = f.contents.slice(0, f.contents.indexOf('\n'));
      const copied = ['Copied', 'Built'].map((verb) => `// ${verb} by \`npm run generate\` from generator/runtime/`);
      if (isRuntime(f.path))
        expect(
          copied.some((start) => first.startsWith(start)),
          `${f.path}: ${first}`,
        ).toBe(true);
      else expect(first, f.path).toBe(`// This file is generated by \`${command}\` from ${document}. Do not edit it by hand.`);
    }
  });

  it('takes its license and default base URL from the document', () => {
    for (const kind of ['client', 'validators', 'server']) expect(JSON.parse(file(c.name, `${kind}/package.json`)).license, kind).toBe(c.license);
    const defaults = file(c.name, 'client/src/defaults.gen.ts');
    if (c.baseUrl === undefined) expect(defaults).not.toContain('baseUrl');
    else expect(defaults).toContain(`baseUrl: ${JSON.stringify(c.baseUrl)}`);
  });

  it("the README's usage example calls a real operation of the document", () => {
    const readme = file(c.name, 'client/README.md');
    const usage = /## Usage\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    if (c.name === 'hooks') return; // no operation to call
    expect(usage).toMatch(/await api\.\w+\.\w+\(/);
  });
});

describe('the license of a document', () => {
  it.each([
    [{ name: 'MIT', identifier: 'MIT' }, 'MIT'],
    [{ name: 'Apache 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0.html' }, 'Apache-2.0'],
    [{ name: 'Apache License, Version 2.0' }, 'Apache-2.0'],
    [{ name: 'Whatever', identifier: 'MPL-2.0 OR MIT' }, 'MPL-2.0 OR MIT'],
    [{ name: 'Proprietary' }, undefined],
    [undefined, undefined],
  ])('%j → %s', (license, want) => {
    expect(documentLicense({ info: { title: 't', version: '1', license } })).toBe(want);
  });
});

describe('README examples and docs samples', () => {
  it('compile against the packages under strict settings', () => {
    const include: string[] = [];
    for (const c of CASES) {
      const blocks = [...file(c.name, 'client/README.md').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
      blocks.forEach((block, i) => {
        const target = path.join(root, c.name, 'readme', `example-${i}.mts`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        // A module: each example is a file of its own, as a reader would paste it.
        fs.writeFileSync(target, `${block}\nexport {};\n`);
      });
      (typescriptSamples.get(c.name) ?? []).forEach((sample, i) => {
        const target = path.join(root, c.name, 'readme', `sample-${i}.mts`);
        fs.writeFileSync(target, `${sample}\nexport {};\n`);
      });
      include.push(`${c.name}/readme/*.mts`);
    }
    // Examples declare what they show (a function to explain an error), so unused locals are fine here.
    const options = { ...STRICT_COMPILER_OPTIONS, noUnusedLocals: false, lib: ['ES2023'] };
    fs.writeFileSync(path.join(root, 'tsconfig.readme.json'), JSON.stringify({ compilerOptions: options, include }, null, 2));
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.readme.json')], {
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
    expect(root.startsWith(os.tmpdir())).toBe(true);
  }, 300_000);
});
