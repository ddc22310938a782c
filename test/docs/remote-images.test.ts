// Remote images in a document's Markdown become links (generator/emit/docs/remote-images.ts): a given/want table,
// and the docs target on a document written elsewhere with a logo and a badge — a page that loads nothing
// from other hosts and a located warning, where it used to stop with a stack trace.
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../generator/diagnostics.js';
import { emit } from '../../generator/emit/docs/index.js';
import { externalResources } from '../../generator/emit/docs/offline.js';
import { linkImagesIn, linkRemoteImages } from '../../generator/emit/docs/remote-images.js';
import { createEmitContext } from '../../generator/index.js';
import { buildIr } from '../../generator/ir/build.js';

describe('linkImagesIn', () => {
  it.each([
    ['![Logo](https://example.com/logo.png)', '[Logo](https://example.com/logo.png)'],
    ['![](//cdn.example.com/x.svg "A badge")', '[image](//cdn.example.com/x.svg)'],
    ['![Logo](<https://example.com/a b.png>)', '![Logo](<https://example.com/a b.png>)'],
    ['![Logo](<https://example.com/logo.png>)', '[Logo](https://example.com/logo.png)'],
    ['Text ![a](images/local.png) and ![b](data:image/png;base64,AAAA)', 'Text ![a](images/local.png) and ![b](data:image/png;base64,AAAA)'],
    ['![Logo][logo]\n\n[logo]: https://example.com/logo.png', '[Logo][logo]\n\n[logo]: https://example.com/logo.png'],
    ['![logo][]\n\n[Logo]: ./logo.png', '![logo][]\n\n[Logo]: ./logo.png'],
    ['<img src="https://example.com/b.svg" alt="Build &amp; test" width=80>', '<a href="https://example.com/b.svg">Build &amp; test</a>'],
    ["<IMG SRC='http://example.com/b.svg'>", '<a href="http://example.com/b.svg">image</a>'],
    ['<img src="/static/b.svg">', '<img src="/static/b.svg">'],
    ['[a link](https://example.com) stays a link', '[a link](https://example.com) stays a link'],
  ])('%j → %j', (given, want) => {
    expect(linkImagesIn(given)).toBe(want);
  });

  it('rewrites every description of a document and says where', () => {
    const document = {
      info: { description: '![x](https://a.example/x.png)' },
      paths: { '/a/{b}': { get: { description: 'no image', responses: { '200': { description: '<img src="https://b.example/y.png">' } } } } },
      components: {
        schemas: { S: { description: '![local](s.png)', properties: { description: { type: 'string', description: '![y](http://c.example/y.png)' } } } },
      },
    };
    expect(linkRemoteImages(document)).toEqual([
      '/info/description',
      '/paths/~1a~1{b}/get/responses/200/description',
      '/components/schemas/S/properties/description/description',
    ]);
    expect(document.info.description).toBe('[x](https://a.example/x.png)');
  });
});

describe('the docs target on a document with remote images', () => {
  it('builds a page that loads nothing from other hosts, with a warning per description', async () => {
    const bundle = {
      openapi: '3.1.0',
      info: {
        title: 'Gallery',
        version: '1',
        description: '![Gallery logo](https://example.com/logo.png)\n\nThe gallery. <img src="https://cdn.example.com/badge.svg" alt="badge">',
      },
      paths: { '/pictures': { get: { operationId: 'listPictures', responses: { '200': { description: 'Pictures' } } } } },
    };
    const diagnostics = new Diagnostics();
    const ir = buildIr(bundle, diagnostics);
    const files = await emit(ir, createEmitContext(ir, diagnostics, {}));
    const html = files.find((f) => f.path === 'docs/index.html')?.contents ?? '';
    expect(externalResources(html)).toEqual([]);
    expect(html).toContain('https://example.com/logo.png');
    expect(diagnostics.all.map((d) => [d.code, d.severity, d.pointer])).toEqual([['GEN015', 'warning', '/info/description']]);
  }, 60_000);
});
