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
    running.server = await startProduct();
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
