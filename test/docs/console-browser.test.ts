// The docs console in a real browser (Debian's Chromium through playwright-core), served by the reference
// server with every request outside 127.0.0.1 blocked (docs/decisions/0037-docs-console.md): a reader opens
// /docs, follows the "Try it" link of an operation, enters the key, creates a tunnel group backend (201 and its
// id), gets it back (200); a wrong key shows the 401 answer; on a 400 px wide screen the page does not scroll
// sideways and Send is reached and pressed by keyboard. Screenshots go to test-output/docs/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness.js';
import { blockOutside, chromiumAvailable, launchChromium } from '../support/chromium.js';

const available = chromiumAvailable('docs console browser suite');

const screenshots = join(import.meta.dirname, '..', '..', 'test-output', 'docs');

let server: TestServer;
let address: string;
let browser: Browser;
let context: BrowserContext;
const outside: string[] = [];
const pageErrors: string[] = [];

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return page;
}

/** The answer's status line once a request has been answered, and the body as JSON. */
async function answer(page: Page): Promise<{ status: string; body: any }> {
  const status = page.locator('#answer-status');
  await expect.poll(() => status.getAttribute('class'), { timeout: 20_000 }).toMatch(/\bs\dxx\b/);
  return { status: (await status.textContent()) ?? '', body: JSON.parse((await page.locator('#answer-body').textContent()) ?? '') };
}

describe.skipIf(!available)('docs console in Chromium', () => {
  beforeAll(async () => {
    server = await startTestServer();
    address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchChromium();
    context = await browser.newContext();
    await blockOutside(context, outside);
    mkdirSync(screenshots, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('follows "Try it" from /docs, creates a tunnel group backend with the key (201, its id) and gets it (200)', async () => {
    const page = await newPage({ width: 1400, height: 1000 });
    await page.goto(`${address}/docs#/tunnel_group_backends/createtunnelgroupbackend`, { waitUntil: 'load' });
    const tryIt = page.locator('a[href="/docs/console#createTunnelGroupBackend"]').first();
    await expect.poll(() => tryIt.isVisible(), { timeout: 60_000 }).toBe(true);
    await tryIt.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'reference-try-it.png') });
    await tryIt.click();
    await page.waitForURL(`${address}/docs/console#createTunnelGroupBackend`);

    await expect.poll(() => page.locator('#operation').inputValue()).toBe('createTunnelGroupBackend');
    expect(await page.locator('#base-url').inputValue()).toBe(address);
    expect(await page.getByLabel('Service-Version').inputValue()).toBe('2');
    expect(JSON.parse(await page.getByLabel(/^Body/).inputValue())).toEqual({
      description: 'acme web servers',
      metadata: '{"team":"web"}',
      labels: { app: 'acme-web', env: 'production' },
    });
    await page.getByLabel('API key').fill(server.apiKey);
    expect(await page.locator('#curl').textContent()).toContain('"Authorization: Bearer $TUNNEL_API_KEY"');
    await page.getByRole('button', { name: 'Send' }).click();
    const created = await answer(page);
    expect(created.status).toMatch(/^201 Created/);
    expect(created.body.id).toMatch(/^bkdtg_[0-9A-Za-z]{27}$/);
    expect(created.body.labels).toEqual({ app: 'acme-web', env: 'production' });
    expect(await page.locator('#answer-headers').textContent()).toMatch(/^content-type: application\/json/m);
    await page.screenshot({ path: join(screenshots, 'console-wide.png'), fullPage: true });

    await page.locator('#operation').selectOption('getTunnelGroupBackend');
    await expect.poll(() => page.url()).toBe(`${address}/docs/console#getTunnelGroupBackend`);
    await page.locator('#param-path-id').fill(created.body.id);
    expect(await page.locator('#curl').textContent()).toContain(`curl -X GET '${address}/backends/tunnel_group/${created.body.id}'`);
    await page.locator('#param-path-id').press('Enter');
    await expect.poll(() => page.locator('#answer-status').textContent(), { timeout: 20_000 }).toMatch(/^200 OK/);
    expect((await answer(page)).body).toEqual(created.body);
    const stored = await server.call('GET', `/backends/tunnel_group/${created.body.id}`);
    expect(stored.status).toBe(200);
    await page.close();
  }, 120_000);

  it('keeps the key in the browser only: still there after a reload, never in the served page (served compressed, with an ETag, like /docs); an unknown fragment opens the first operation', async () => {
    const page = await newPage({ width: 1400, height: 1000 });
    await page.goto(`${address}/docs/console#listTunnelGroupBackends`);
    expect(await page.getByLabel('API key').inputValue()).toBe(server.apiKey);
    const response = await page.request.get(`${address}/docs/console`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      etag: expect.stringMatching(/^"[^"]+-br"$/),
    });
    expect(await response.text()).not.toContain(server.apiKey);
    // A fragment that names no operation (here a malformed escape) opens the first one.
    await page.goto('about:blank');
    await page.goto(`${address}/docs/console#%E0`);
    expect(await page.locator('#operation').inputValue()).toBe('listTunnelGroupBackends');
    expect(await page.locator('#operation-line').textContent()).toBe('GET /backends/tunnel_group');
    await page.close();
  });

  it('shows the 401 answer for a wrong key, and a problem instead of sending when a required field is empty', async () => {
    const page = await newPage({ width: 1400, height: 1000 });
    await page.goto(`${address}/docs/console#createTunnelGroupBackend`);
    await page.getByLabel('API key').fill('tak_not-a-key');
    await page.getByLabel(/^Body/).press('Control+Enter');
    const refused = await answer(page);
    expect(refused.status).toMatch(/^401 Unauthorized/);
    expect(refused.body).toMatchObject({ status_code: 401, error_code: 'API_KEY_INVALID' });

    await page.locator('#operation').selectOption('getTunnelGroupBackend');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('id is required.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('param-path-id');
    await page.getByLabel('API key').fill(server.apiKey);
    await page.close();
  });

  it('is usable on a 400 px wide screen: no sideways scrolling, Send reached by keyboard', async () => {
    const page = await newPage({ width: 400, height: 800 });
    await page.goto(`${address}/docs/console#createTunnelGroupBackend`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.screenshot({ path: join(screenshots, 'console-400.png'), fullPage: false });
    await page.locator('#base-url').focus();
    const order: string[] = [];
    for (let i = 0; i < 20 && order.at(-1) !== 'send'; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    }
    expect(order).toEqual(['api-key', 'show-key', 'forget-key', 'operation', 'param-header-Service-Version', 'body', 'reset-body', 'send']);
    expect(await page.locator('#send').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await answer(page)).status).toMatch(/^201 Created/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.screenshot({ path: join(screenshots, 'console-400-answer.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('made no request outside 127.0.0.1 and raised no script error', () => {
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
