// Generated code compiles under strict settings, noUnusedLocals and exactOptionalPropertyTypes
// (docs/decisions/0029-generator-for-any-spec.md): the client of every fixture spec, the committed
// generated/client, and its type tests.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStrict, emitFiles, FIXTURE_SPECS, fixtureScenarios, writeUnder } from './support.js';

/** Type tests per feature, compiled against that fixture's generated client. */
const USAGE: Record<string, string> = {
  'read-write-only': `
import { expectTypeOf } from 'vitest';
import { createClient, type CreateCredentialBody, type Credential } from './client/src/index.gen.js';
const api = createClient({ baseUrl: 'http://127.0.0.1:1' });
// readOnly properties are not part of a request body; writeOnly ones are.
export const ok = () => api.credentials.create({ description: 'd', secret: 's' });
// @ts-expect-error id is readOnly
export const withId = () => api.credentials.create({ id: 'x' });
expectTypeOf<CreateCredentialBody>().toHaveProperty('secret').toEqualTypeOf<string | undefined>();
// responses carry readOnly properties and never writeOnly ones.
expectTypeOf<Credential>().not.toHaveProperty('secret');
expectTypeOf<Credential['id']>().toEqualTypeOf<string>();
`,
  'nullable-3.0': `
import { expectTypeOf } from 'vitest';
import type { Thing } from './client/src/index.gen.js';
expectTypeOf<Thing['note']>().toEqualTypeOf<string | null>();
expectTypeOf<Thing['color']>().toEqualTypeOf<'red' | 'green' | null | undefined>();
`,
  'nullable-3.1': `
import { expectTypeOf } from 'vitest';
import type { Ref, Thing } from './client/src/index.gen.js';
expectTypeOf<Thing['note']>().toEqualTypeOf<string | null>();
expectTypeOf<Thing['parent']>().toEqualTypeOf<Ref | null>();
`,
  'no-content': `
import { expectTypeOf } from 'vitest';
import { createClient } from './client/src/index.gen.js';
const api = createClient({ baseUrl: 'http://127.0.0.1:1' });
expectTypeOf(api.sessions.delete).returns.resolves.toEqualTypeOf<undefined>();
expectTypeOf(api.sessions.stop).returns.resolves.toEqualTypeOf<undefined>();
expectTypeOf(api.sessions.poll).returns.resolves.toEqualTypeOf<{ state?: string } | undefined>();
`,
  maps: `
import { expectTypeOf } from 'vitest';
import type { Backend, CreateBackendBody } from './client/src/index.gen.js';
expectTypeOf<NonNullable<Backend['labels']>>().toEqualTypeOf<{ [key: string]: string }>();
expectTypeOf<NonNullable<Backend['weights']>>().toEqualTypeOf<{ [key: string]: number }>();
// @ts-expect-error label values are strings
export const wrong: CreateBackendBody = { labels: { a: 1 } };
`,
  pagination: `
import { expectTypeOf } from 'vitest';
import { createClient, type PageIterator } from './client/src/index.gen.js';
const api = createClient({ baseUrl: 'http://127.0.0.1:1' });
expectTypeOf(api.cursors.list()).toEqualTypeOf<PageIterator<{ id: string }, { data: { id: string }[]; last_id?: string | null; has_more: boolean }>>();
expectTypeOf(api.declared.list).returns.toEqualTypeOf<PageIterator<{ id: string }, { page?: { entries?: { id: string }[]; next_token?: string } }>>();
export async function flat(): Promise<void> {
  // A list that does not page is not an async iterable (TS2504 when iterated): it resolves to the array.
  // @ts-expect-error listFlat does not page
  for await (const thing of api.flat.list()) console.log(thing);
  for (const thing of await api.flat.list()) console.log(thing.id);
}
`,
  'streams-files': `
import { expectTypeOf } from 'vitest';
import { createClient, type EventStream } from './client/src/index.gen.js';
const api = createClient({ baseUrl: 'http://127.0.0.1:1' });
expectTypeOf(api.completions.createStream).returns.resolves.toEqualTypeOf<EventStream<{ id: string; delta: string }>>();
expectTypeOf(api.conversations.startStream).returns.resolves.toEqualTypeOf<
  EventStream<{ event: 'message.delta' | 'conversation.done'; data: { type: string; content?: string } }>
>();
expectTypeOf(api.logs.tail).returns.resolves.toEqualTypeOf<EventStream<string>>();
expectTypeOf(api.files.downloadContent).returns.resolves.toEqualTypeOf<Blob>();
expectTypeOf(api.files.getSummary).returns.resolves.toEqualTypeOf<string>();
export const uploads = [
  () => api.files.upload({ file: new File(['x'], 'x.txt'), purpose: 'batch' }),
  () => api.files.upload({ file: new Blob(['x']), purpose: 'fine-tune' }),
  () => api.files.upload(new FormData()),
  () => api.files.replaceContent('f1', new Blob(['x'])),
  // @ts-expect-error a file field is bytes, not text
  () => api.files.upload({ file: 'x', purpose: 'batch' }),
];
`,
  'one-of': `
import { expectTypeOf } from 'vitest';
import type { Endpoint, HttpEndpoint, TcpEndpoint } from './client/src/index.gen.js';
expectTypeOf<Endpoint>().toEqualTypeOf<HttpEndpoint | TcpEndpoint>();
expectTypeOf<TcpEndpoint['port']>().toEqualTypeOf<number | string>();
`,
};

describe('generated clients compile strictly', () => {
  it('every fixture spec, generated/client and test/client/client-types.test.ts', async () => {
    const files = [];
    for (const scenario of fixtureScenarios()) {
      const emitted = await emitFiles(path.join(FIXTURE_SPECS, scenario, 'openapi.yaml'), ['client']);
      files.push(...emitted.map((f) => ({ path: `${scenario}/${f.path}`, contents: f.contents })));
    }
    files.push(...Object.entries(USAGE).map(([scenario, contents]) => ({ path: `${scenario}/usage.ts`, contents })));
    const root = writeUnder('compile-fixtures', files);
    const { status, output } = compileStrict(root, [
      '*/client/src/**/*.ts',
      '*/usage.ts',
      '../../generated/client/src/**/*.ts',
      '../../test/client/client-types.test.ts',
    ]);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);

  it('the compile check itself fails on a type error', async () => {
    const emitted = await emitFiles(path.join(FIXTURE_SPECS, 'enums', 'openapi.yaml'), ['client']);
    const broken = emitted.map((f) => (f.path === 'client/src/index.gen.ts' ? { ...f, contents: `${f.contents}\nconst unused = 1;\n` } : f));
    const root = writeUnder('compile-broken', broken);
    const { status, output } = compileStrict(root, ['client/src/**/*.ts']);
    expect(status).not.toBe(0);
    expect(output).toContain("error TS6133: 'unused' is declared but its value is never read.");
  }, 120_000);
});
