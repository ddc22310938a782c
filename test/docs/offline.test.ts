// The page must load nothing from another host (docs/decisions/0024-offline-docs.md): the CDN logo is
// inlined, and the build's check finds every kind of remote load while leaving links and example values
// alone.
import { describe, expect, it } from 'vitest';
import { externalResources, offline } from '../../generator/emit/docs/offline.js';

describe('offline', () => {
  it('replaces the renderer CDN logos with an inline SVG', () => {
    const html = 'src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`';
    const result = offline(html);
    expect(result).not.toContain('cdn.redoc.ly');
    expect(result).toContain('`data:image/svg+xml,');
    expect(externalResources(result)).toEqual([]);
  });
});

describe('externalResources', () => {
  it.each([
    ['a remote script', '<script src="https://cdn.example/redoc.js"></script>', '<script src="https://cdn.example/redoc.js'],
    ['a protocol-relative script', "<script type=module src='//cdn.example/a.js'>", "<script type=module src='//cdn.example/a.js"],
    [
      'a remote stylesheet',
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">',
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto',
    ],
    ['a CSS url()', "@font-face{src:url('https://fonts.gstatic.com/s/roboto.woff2')}", "url('https://fonts.gstatic.com/s/roboto.woff2"],
    ['a CSS @import', '@import "https://cdn.example/theme.css";', '@import "https://cdn.example/theme.css'],
    ['the renderer CDN', 'src:`https://cdn.redoc.ly/redoc/logo.svg`', 'https://cdn.redoc.ly/redoc/logo.svg'],
  ])('finds %s', (_name, html, found) => {
    expect(externalResources(html)).toContain(found);
  });

  it.each([
    ['a link a reader may follow', '<a href="https://redocly.com/redoc/">Redocly</a>'],
    ['an example value', '"uri": "https://api.tunnel.example/backends/weighted"'],
    ['a local stylesheet and inline data', '<link rel="icon" href="/favicon.ico"><div style="background:url(data:image/svg+xml,abc)">'],
  ])('leaves %s alone', (_name, html) => {
    expect(externalResources(html)).toEqual([]);
  });
});
