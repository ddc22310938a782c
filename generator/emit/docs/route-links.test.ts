import { describe, expect, it } from 'vitest';
import { fragmentRouteLinks } from './route-links.js';

describe('fragmentRouteLinks', () => {
  it.each([
    ['a sidebar link', '<a class="x" href="/weighted_backends" data-discover="true">', '<a class="x" href="#/weighted_backends" data-discover="true">'],
    ['the overview link', '<a class="x" href="/" data-discover="true">', '<a class="x" href="#/" data-discover="true">'],
    [
      'a section',
      '<a aria-label="a" class="x" href="/section/updates" data-discover="true">',
      '<a aria-label="a" class="x" href="#/section/updates" data-discover="true">',
    ],
    ['data-discover before href', '<a data-discover="true" href="/tunnels">', '<a data-discover="true" href="#/tunnels">'],
    ['already a fragment', '<a href="#/tunnels" data-discover="true">', '<a href="#/tunnels" data-discover="true">'],
    ['a link of the spec text (no router mark)', '<a href="/docs/console#createTunnel">', '<a href="/docs/console#createTunnel">'],
    ['a relative file', '<a href="openapi.json">', '<a href="openapi.json">'],
    ['a scheme-relative URL', '<a href="//example.com/x" data-discover="true">', '<a href="//example.com/x" data-discover="true">'],
    ['another host', '<a href="https://redocly.com/redoc/" data-discover="true">', '<a href="https://redocly.com/redoc/" data-discover="true">'],
  ])('%s', (_, given, want) => {
    expect(fragmentRouteLinks(`<nav>${given}text</a></nav>`)).toBe(`<nav>${want}text</a></nav>`);
  });
});
