// The docs page in a real browser (Debian's Chromium through playwright-core), served by the reference server
// at /docs with every request outside 127.0.0.1 blocked: it loads without console errors, shows every
// operation, the server's own URL, the error codes (full width, one line per code) and code samples, and its
// search finds "weighted" (docs/decisions/0024-offline-docs.md).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestServer, type TestServer } from '../server/harness.js';
import { blockOutside, chromiumAvailable, launchChromium } from '../support/chromium.js';

const available = chromiumAvailable('docs browser suite');

const root = join(import.meta.dirname, '..', '..');
const bundle = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
const summaries: string[] = [];
for (const item of Object.values<Record<string, { summary?: string }>>(bundle.paths)) {
  for (const method of ['get', 'post', 'put', 'patch', 'delete']) if (item[method]?.summary) summaries.push(item[method]!.summary!);
}
const codes: string[] = bundle.components['x-error-codes'].map((e: { code: string }) => e.code);

let server: TestServer;
let address: string;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];
const outside: string[] = [];

describe.skipIf(!available)('docs in Chromium', () => {
  beforeAll(async () => {
    // The server's public URL is where it listens, as with `npm start`: the samples name it.
    const port = await freePort();
    address = `http://127.0.0.1:${port}`;
    server = await startTestServer({ publicUrl: address });
    await server.app.listen({ host: '127.0.0.1', port });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    await blockOutside(page, outside);
    await page.goto(`${address}/docs`, { waitUntil: 'load' });
    await page.waitForSelector('text=Tunnel Infrastructure Management API', { timeout: 60_000 });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads with no request outside 127.0.0.1 and no console errors', () => {
    expect(outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('links to its sections by fragment: a link opened in a new tab or copied opens that section of the docs', async () => {
    // Read before any test navigates: the links as the page was served and hydrated (generator/emit/docs/route-links.ts).
    const hrefs = await page.$$eval('a[data-discover]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((href) => !href.startsWith('#/'))).toEqual([]);
    const weighted = hrefs.find((href) => href === '#/weighted_backends');
    expect(weighted).toBeDefined();
    const tab = await browser.newPage();
    try {
      await blockOutside(tab, outside);
      await tab.goto(new URL(weighted!, `${address}/docs`).href, { waitUntil: 'load' });
      await tab.waitForSelector('h1:has-text("Weighted Backends"), h2:has-text("Weighted Backends")', { timeout: 60_000 });
      expect(new URL(tab.url()).pathname).toBe('/docs');
    } finally {
      await tab.close();
    }
  });

  it('shows every operation of the spec', async () => {
    const text = await page.evaluate(() => document.body.textContent ?? '');
    const missing = summaries.filter((s) => !text.includes(s));
    expect(missing).toEqual([]);
    expect(summaries.length).toBeGreaterThan(0);
  });

  it('shows the error table with every registered code', async () => {
    const text = await page.evaluate(() => document.body.textContent ?? '');
    expect(codes.filter((code) => !text.includes(code))).toEqual([]);
    expect(text).toContain('Error codes');
  });

  it('the search box finds "weighted"', async () => {
    const result = page.getByText('Update a weighted backend').first();
    expect(await result.isVisible()).toBe(false);
    await page.getByText('Search', { exact: false }).first().click();
    await page.locator('input[placeholder="Search docs..."]').fill('weighted');
    await expect.poll(() => result.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('shows curl and TypeScript samples for a create operation', async () => {
    await page.goto(`${page.url().split('#')[0]}#/weighted_backends/createweightedbackend`);
    const curl = page.getByText(`curl -X POST '${address}/backends/weighted'`).first();
    await expect.poll(() => curl.isVisible(), { timeout: 20_000 }).toBe(true);
    await page.locator('button[aria-haspopup="menu"]', { hasText: 'curl' }).first().click();
    await page.getByRole('menuitem', { name: 'TypeScript' }).first().click();
    const typescript = page.getByText('api.weightedBackends.create(').first();
    await expect.poll(() => typescript.isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it('offers the samples in seven languages; Python reads the key from TUNNEL_API_KEY', async () => {
    await page.locator('button[aria-haspopup="menu"]', { hasText: 'TypeScript' }).first().click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['curl', 'TypeScript', 'JavaScript', 'Python', 'Go', 'Ruby', 'Java']);
    await page.getByRole('menuitem', { name: 'Python' }).first().click();
    const python = page.getByText('os.environ["TUNNEL_API_KEY"]').first();
    await expect.poll(() => python.isVisible(), { timeout: 20_000 }).toBe(true);
  });

  it("shows the Servers box with the server's own URL", async () => {
    const text = await page.evaluate(() => document.body.textContent ?? '');
    expect(text).toContain(address);
    expect(text).not.toContain('127.0.0.1:4010');
  });

  it('without JavaScript, shows the overview and says what needs the script, linking the OpenAPI document', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1400, height: 1000 } });
    try {
      const bare = await context.newPage();
      await blockOutside(bare, outside);
      await bare.goto(`${address}/docs`, { waitUntil: 'load' });
      const note = bare.locator('.no-script');
      expect(await note.textContent()).toBe(
        'The overview below reads without JavaScript; the operations, their code samples and the search need it. Every operation is in the OpenAPI document beside this page: openapi.json, openapi.yaml.',
      );
      expect(await note.locator('a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))).toEqual([
        `${address}/openapi.json`,
        `${address}/openapi.yaml`,
      ]);
      for (const link of ['openapi.json', 'openapi.yaml']) expect((await fetch(`${address}/${link}`)).status).toBe(200);
      // The overview's sections, drawn by the server: the text shown (textContent would count the document inlined in
      // the page's script too, whether anything is drawn or not).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
      const text = await bare.evaluate(() => document.body.innerText);
      expect(text).toContain('Every request carries an API key of the account as a bearer token');
      expect(text).toContain('Service-Version: 2');
    } finally {
      await context.close();
    }
  });

  it('writes a screenshot for people to look at', async () => {
    const dir = join(root, 'test-output', 'docs');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'docs.png'), fullPage: false });
    expect(existsSync(join(dir, 'docs.png'))).toBe(true);
  });

  it('shows the error codes in a section of its own, at full width, each code on one line', async () => {
    await page.goto(`${page.url().split('#')[0]}#/error_codes`);
    const table = page.locator('.error-codes table');
    await table.waitFor({ timeout: 20_000 });
    const layout = await table.evaluate((element) => ({
      // An inline element broken over several lines has one client rectangle per line.
      wrapped: [...element.querySelectorAll('tbody td:first-child code')].filter((code) => code.getClientRects().length !== 1).map((code) => code.textContent),
      shown: [...element.querySelectorAll('tbody td:first-child code')].map((code) => code.textContent),
      width: element.getBoundingClientRect().width,
      content: document.querySelector('.api-content')!.getBoundingClientRect().width,
    }));
    expect(layout.wrapped).toEqual([]);
    expect(layout.shown.sort()).toEqual([...codes].sort());
    // Both columns' width, less the section's margins (64 px left, 32 px right).
    expect(layout.width).toBeGreaterThan(layout.content - 100);
    const dir = join(root, 'test-output', 'docs');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'error-codes-wide.png') });
    await page.setViewportSize({ width: 400, height: 900 });
    try {
      await expect.poll(() => table.evaluate((element) => getComputedStyle(element).display)).toBe('block');
      await page.screenshot({ path: join(dir, 'error-codes-400.png') });
      // The title breaks between its words, never inside one ("Infrastruct" / "ure"): each word is one rectangle.
      const brokenWords = await page
        .locator('h1')
        .first()
        .evaluate((heading) => {
          const text = heading.firstChild!;
          const broken: string[] = [];
          for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            if (range.getClientRects().length !== 1) broken.push(match[0]);
          }
          return broken;
        });
      expect(brokenWords).toEqual([]);
      // No code sample runs under its Copy button: each sample of an operation ends left of its button.
      await page.goto(`${page.url().split('#')[0]}#/ip_policies/listippolicies`);
      await page.locator('pre[data-component-name="CodeBlock/CodeBlockContainer"]').first().waitFor({ timeout: 20_000 });
      const samples = await page.evaluate(() => {
        const shown = [...document.querySelectorAll('pre[data-component-name="CodeBlock/CodeBlockContainer"]')].flatMap((pre) => {
          const button = pre.parentElement?.parentElement?.querySelector('button[data-testid="copy-button"]');
          return button === null || button === undefined
            ? []
            : [{ text: pre.textContent?.slice(0, 40), pre: pre.getBoundingClientRect(), button: button.getBoundingClientRect() }];
        });
        return { count: shown.length, overlapping: shown.filter((s) => s.pre.right > s.button.left).map((s) => s.text) };
      });
      expect(samples.count).toBeGreaterThan(0);
      expect(samples.overlapping).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1400, height: 1000 });
    }
  });
});
