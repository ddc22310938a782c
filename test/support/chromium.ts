/**
 * Debian's Chromium for the browser tests and benchmarks (docs/decisions/0028-real-components-in-tests.md): one
 * path, one set of flags, and one rule for what a page may load. The flags keep a headless Chromium off the
 * network it would otherwise try at start (background networking, component updates, sync) — this machine
 * has none — and run it as root without a GPU.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Whether Chromium is installed; a suite without it says so in one line and is skipped. */
export function chromiumAvailable(suite: string): boolean {
  const available = existsSync(CHROMIUM);
  if (!available) console.log(`skipped ${suite}: Chromium is missing (apt-get install chromium)`);
  return available;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/**
 * Lets a page or context load from 127.0.0.1 (and data:/blob: URLs) only, aborting and recording every other
 * request: the docs must work with no network (docs/decisions/0024-offline-docs.md).
 */
export async function blockOutside(target: Page | BrowserContext, outside: string[]): Promise<void> {
  await target.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
}
