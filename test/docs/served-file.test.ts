// ServedFile (server/docs/served-file.ts): a generated file is read, presented and compressed once, and
// again only when the file on disk or the public URL changes (`npm run dev` regenerates under a running server).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServedFile } from '../../server/docs/served-file.js';

const dir = mkdtempSync(join(tmpdir(), 'served-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ServedFile', () => {
  it('presents the file once per version of the file and of the public URL', async () => {
    const file = join(dir, 'page.html');
    writeFileSync(file, 'page one at URL');
    const calls: string[] = [];
    let publicUrl = 'https://a.example';
    const served = new ServedFile(
      file,
      (text, url) => {
        calls.push(url);
        return text.replace('URL', url);
      },
      () => publicUrl,
    );

    const first = await served.current();
    expect(first.body.toString()).toBe('page one at https://a.example');
    expect(await served.current()).toBe(first);
    expect(calls).toEqual(['https://a.example']);

    writeFileSync(file, 'page two, longer, at URL');
    const second = await served.current();
    expect(second.body.toString()).toBe('page two, longer, at https://a.example');
    expect(await served.current()).toBe(second);

    publicUrl = 'https://b.example';
    expect((await served.current()).body.toString()).toBe('page two, longer, at https://b.example');
    expect(calls).toEqual(['https://a.example', 'https://a.example', 'https://b.example']);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{');
    const served = new ServedFile(
      file,
      (text) => JSON.stringify(JSON.parse(text)),
      () => 'https://a.example',
    );
    await expect(served.current()).rejects.toThrow(SyntaxError);
    writeFileSync(file, '{"ok":true}');
    expect((await served.current()).body.toString()).toBe('{"ok":true}');
  });
});
