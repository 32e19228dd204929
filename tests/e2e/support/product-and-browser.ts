import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startProduct, type ProductServer } from './product-server.ts';

export interface RunningProductAndBrowser {
  readonly server: ProductServer;
  readonly browser: Browser;
}

/**
 * Starts the product (as `npm start` does) and Chromium before a test file's
 * tests and stops both after them. Both are there from the first test on.
 */
export function productAndBrowserForThisFile(): RunningProductAndBrowser {
  const running = {} as { server: ProductServer; browser: Browser };
  beforeAll(async () => {
    // Side by side: neither waits for the other, and the product's start is mostly waiting on its PostgreSQL.
    const [server, browser] = await Promise.allSettled([startProduct(), launchBrowser()]);
    if (server.status === 'fulfilled') running.server = server.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    // afterAll stops whichever did start.
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
